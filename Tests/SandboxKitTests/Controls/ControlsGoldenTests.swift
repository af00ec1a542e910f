import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// What the controls and bar items look like (with the bundled fonts): a segmented control, switches, the
/// spinners part-way through a turn, system symbols in image views and a button; a navigation bar with
/// bar button items and a title; a tab bar with symbol icons, titles and badges. On the virtual clock, so
/// each frame is reproducible; the tolerance absorbs rounding in anti-aliased edges.
final class ControlsGoldenTests: GoldenSceneTestCase {
    func testControls() async {
        window.backgroundColor = .systemBackground
        let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
        segmented.selectedSegmentIndex = 1
        segmented.frame = CGRect(x: 20, y: 20, width: 280, height: 32)
        let on = UISwitch(frame: CGRect(x: 20, y: 70, width: 0, height: 0))
        on.isOn = true
        let off = UISwitch(frame: CGRect(x: 90, y: 70, width: 0, height: 0))
        let medium = UIActivityIndicatorView(style: .medium)
        medium.frame.origin = CGPoint(x: 170, y: 75)
        let large = UIActivityIndicatorView(style: .large)
        large.frame.origin = CGPoint(x: 210, y: 67)
        for v in [segmented, on, off, medium, large] as [UIView] { window.addSubview(v) }
        let names = ["plus", "gear", "house", "person", "star.fill", "trash", "chevron.right", "magnifyingglass",
                     "heart", "square.and.arrow.up", "info.circle", "xmark", "checkmark", "bell", "list.bullet"]
        for (i, name) in names.enumerated() {
            let v = UIImageView(image: UIImage(systemName: name))
            v.frame.origin = CGPoint(x: 20 + CGFloat(i % 8) * 36, y: 120 + CGFloat(i / 8) * 32)
            window.addSubview(v)
        }
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "plus.circle"), for: .normal)
        button.setTitle("New item", for: .normal)
        button.frame = CGRect(x: 20, y: 190, width: 140, height: 44)
        window.addSubview(button)
        medium.startAnimating()
        large.startAnimating()
        // three steps and a bit of the spinner's eight a second
        app.run(seconds: 0.4)
        assertGolden(window.framebuffer, named: "controls", tolerance: 1)
    }

    func testNavigationBarWithItems() async {
        let page = TestController("page")
        page.title = "Messages"
        page.onViewDidLoad = { $0.view.backgroundColor = .systemGroupedBackground }
        page.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)
        page.navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(image: UIImage(systemName: "gear"), style: .plain, target: nil, action: nil),
        ]
        let nav = UINavigationController(rootViewController: page)
        showRoot(nav)
        assertGolden(window.framebuffer, named: "navigation_bar_items", tolerance: 1)
    }

    func testTabBarWithTitlesAndBadges() async {
        let a = TestController("a"), b = TestController("b"), c = TestController("c"), d = TestController("d")
        a.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        b.tabBarItem.badgeValue = "3"
        c.tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "bell"), tag: 2)
        c.tabBarItem.badgeValue = "12"
        d.title = "Settings"
        d.tabBarItem.image = UIImage(systemName: "gear")
        d.tabBarItem.badgeValue = ""
        for v in [a, b, c, d] { v.onViewDidLoad = { $0.view.backgroundColor = .systemGroupedBackground } }
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c, d]
        showRoot(tabs)
        assertGolden(window.framebuffer, named: "tab_bar_badges", tolerance: 1)
    }
}
