import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// R17: `preferredContentSize` reaches the parent (`preferredContentSizeDidChange(forChildContentContainer:)`)
/// and sizes an iPad's form sheet and popover.
final class ContentContainerTests: GoldenSceneTestCase {
    final class Parent: TestController {
        var heard: [String] = []
        override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            heard.append("\((container as? UIViewController)?.debugName ?? "?") \(container.preferredContentSize)")
        }
    }

    func testAChildsPreferredContentSizeTellsTheParent() async {
        let a = Parent("a"), b = TestController("b")
        showRoot(a)
        XCTAssertEqual(b.preferredContentSize, .zero)
        a.addChild(b)
        b.didMove(toParent: a)
        let lines = traceOf {
            b.preferredContentSize = CGSize(width: 200, height: 100)
            b.preferredContentSize = CGSize(width: 200, height: 100)
            b.preferredContentSize = CGSize(width: 300, height: 100)
        }
        XCTAssertEqual(lines, ["a.preferredContentSizeDidChange(forChildContentContainer: b)",
                               "a.preferredContentSizeDidChange(forChildContentContainer: b)"], "once per change")
        XCTAssertEqual(a.heard, ["b (200.0, 100.0)", "b (300.0, 100.0)"])
        XCTAssertEqual(a.size(forChildContentContainer: b, withParentContainerSize: CGSize(width: 320, height: 480)),
                       CGSize(width: 320, height: 480), "UIKit's default: the parent's size")
        let lone = TestController("lone")
        XCTAssertEqual(traceOf { lone.preferredContentSize = CGSize(width: 1, height: 1) }, [])
    }

    func useIPad() {
        recorder.stop()
        let fonts = app.fonts
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPad10))
        app.fonts = fonts
        window = app.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
    }

    func testAnIPadFormSheetTakesThePreferredContentSize() async {
        useIPad()
        let a = TestController("a"), b = TestController("b")
        a.onViewDidLoad = { $0.view.backgroundColor = .systemTeal }
        b.onViewDidLoad = { $0.view.backgroundColor = .systemOrange }
        showRoot(a)
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = CGSize(width: 400, height: 300)
        let lines = traceOf {
            a.present(b, animated: true)
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(true)", "b.viewDidAppear(true)"], "the presenter stays on screen")
        XCTAssertEqual(b.view.superview?.frame, CGRect(x: 210, y: 440, width: 400, height: 300), "centred, the preferred size")
        XCTAssertEqual(b.view.frame.size, CGSize(width: 400, height: 300))
        XCTAssertEqual(b.view.safeAreaInsets, .zero)
        XCTAssertEqual(a.view.transform, .identity, "an iPad's form sheet does not scale the presenter back")
        app.run(seconds: 0.1)
        assertGolden(window.framebuffer, named: "form_sheet_ipad", tolerance: 1)
        b.preferredContentSize = CGSize(width: 500, height: 400)
        XCTAssertEqual(b.view.superview?.frame, CGRect(x: 160, y: 390, width: 500, height: 400), "resized with its preferred size")
        app.run(seconds: 0.1)
        b.dismiss(animated: false)
        app.run(seconds: 1)

        // Without a preferred size: UIKit's 540 × 620; a popover is shown the same way.
        let c = TestController("c")
        c.modalPresentationStyle = .popover
        a.present(c, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(c.view.superview?.frame, CGRect(x: 140, y: 280, width: 540, height: 620))
    }

    func testAnIPhoneSheetIgnoresThePreferredContentSize() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        b.modalPresentationStyle = .formSheet
        b.preferredContentSize = CGSize(width: 100, height: 100)
        a.present(b, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(b.view.frame.width, 320, "on an iPhone a form sheet is the page sheet's card, full width")
    }
}
