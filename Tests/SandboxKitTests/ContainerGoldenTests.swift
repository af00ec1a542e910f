import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// What the containers look like (with the bundled fonts): a push half way through its slide, a tab bar,
/// a page sheet. The scenes run on the virtual clock, so each frame is reproducible; the tolerance (1 per
/// channel) only absorbs rounding in the anti-aliased edges of scaled and rounded layers.
final class ContainerGoldenTests: GoldenSceneTestCase {
    /// A controller whose page is `color` with a white card in its upper left, so motion shows.
    func page(_ name: String, _ color: UIColor, title: String? = nil) -> TestController {
        let c = TestController(name)
        c.title = title ?? name
        c.onViewDidLoad = { c in
            c.view.backgroundColor = color
            let card = UIView(frame: CGRect(x: 20, y: 30, width: 120, height: 80))
            card.backgroundColor = .white
            card.layer.cornerRadius = 8
            c.view.addSubview(card)
        }
        return c
    }

    func testPushAtMidAnimation() async {
        let a = page("a", .systemTeal, title: "Inbox"), b = page("b", .systemOrange, title: "Message")
        let nav = UINavigationController(rootViewController: a)
        showRoot(nav)
        nav.pushViewController(b, animated: true)
        // 10 frames of the 21 the 0.35 s slide takes.
        for _ in 0..<10 { app.runTurn() }
        let bx = b.view.layer.presentationState.position.x - 160
        XCTAssertGreaterThan(bx, 40); XCTAssertLessThan(bx, 280)
        assertGolden(window.framebuffer, named: "navigation_push_mid", tolerance: 1)
    }

    func testTabBar() async {
        let a = page("a", .systemTeal, title: "Home"), b = page("b", .systemOrange, title: "Search"),
            c = page("c", .systemPurple, title: "Settings")
        var dot = Bitmap(width: 25, height: 25)
        for y in 0..<25 { for x in 0..<25 where (x - 12) * (x - 12) + (y - 12) * (y - 12) <= 100 {
            dot[x, y] = .black
        } }
        b.tabBarItem = UITabBarItem(title: "Search", image: UIImage(bitmap: dot), tag: 1)
        c.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(bitmap: Bitmap(width: 20, height: 20, fill: .black)), tag: 2)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        tabs.selectedIndex = 1
        showRoot(tabs)
        assertGolden(window.framebuffer, named: "tab_bar", tolerance: 1)
    }

    func testPageSheet() async {
        let a = page("a", .systemTeal), b = page("b", .systemGray6)
        showRoot(a)
        a.present(b, animated: true)
        app.run(seconds: 1)
        assertGolden(window.framebuffer, named: "page_sheet", tolerance: 1)
    }
}
