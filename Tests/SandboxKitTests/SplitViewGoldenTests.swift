import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// What a split view controller looks like: collapsed on an iPhone-sized screen (the detail pushed onto
/// the primary's navigation controller, its back button naming the list) and expanded on the iPad (the
/// 320-point primary column beside the secondary, a hairline between them, the sidebar button).
final class SplitViewGoldenTests: GoldenSceneTestCase {
    func page(_ name: String, _ color: UIColor, title: String) -> TestController {
        let c = TestController(name)
        c.title = title
        c.onViewDidLoad = { c in
            c.view.backgroundColor = color
            let card = UIView(frame: CGRect(x: 20, y: 120, width: 120, height: 80))
            card.backgroundColor = .white
            card.layer.cornerRadius = 8
            c.view.addSubview(card)
        }
        return c
    }

    func testCollapsedOnAnIPhone() async {
        let list = page("list", .systemTeal, title: "Notes"), note = page("note", .systemOrange, title: "Note")
        let split = UISplitViewController()
        split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: note)]
        showRoot(split)
        app.run(seconds: 1)
        XCTAssertTrue(split.isCollapsed)
        assertGolden(window.framebuffer, named: "split_collapsed_iphone", tolerance: 1)
    }

    func testExpandedOnAnIPad() async {
        recorder.stop()
        let fonts = app.fonts
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPad10))
        app.fonts = fonts
        window = app.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
        let list = page("list", .systemTeal, title: "Folders"), note = page("note", .systemOrange, title: "Message")
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredSplitBehavior = .tile
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(list, for: .primary)
        split.setViewController(note, for: .secondary)
        showRoot(split)
        app.run(seconds: 1)
        XCTAssertEqual(list.view.window?.convert(list.view.frame, from: list.view.superview), CGRect(x: 0, y: 0, width: 320, height: 1180))
        assertGolden(window.framebuffer, named: "split_expanded_ipad", tolerance: 1)
    }
}
