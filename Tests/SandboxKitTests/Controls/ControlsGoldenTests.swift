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

    /// iOS 15's configured buttons: the four styles, a capsule, a subtitle, an image on each side and one
    /// on top, and a filled button held down (darker) and one disabled.
    func testConfiguredButtons() async {
        window.backgroundColor = .systemBackground
        func add(_ c: UIButton.Configuration, _ y: CGFloat, x: CGFloat = 20, _ change: (UIButton) -> Void = { _ in }) {
            let b = UIButton(configuration: c)
            change(b)
            b.sizeToFit()
            b.frame.origin = CGPoint(x: x, y: y)
            window.addSubview(b)
        }
        var y: CGFloat = 20
        for (name, c) in [("Plain", UIButton.Configuration.plain()), ("Gray", .gray()), ("Tinted", .tinted()), ("Filled", .filled())] {
            var c = c
            c.title = name
            add(c, y)
            y += 44
        }
        var capsule = UIButton.Configuration.filled()
        capsule.title = "Capsule"
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        add(capsule, y)
        var large = UIButton.Configuration.tinted()
        large.title = "Large"
        large.subtitle = "with a subtitle"
        large.buttonSize = .large
        add(large, y + 44)
        var leading = UIButton.Configuration.gray()
        leading.title = "Add"
        leading.image = UIImage(systemName: "plus")
        leading.imagePadding = 6
        add(leading, 20, x: 180)
        var trailing = leading
        trailing.title = "Next"
        trailing.image = UIImage(systemName: "chevron.right")
        trailing.imagePlacement = .trailing
        add(trailing, 64, x: 180)
        var top = UIButton.Configuration.plain()
        top.title = "Share"
        top.image = UIImage(systemName: "square.and.arrow.up")
        top.imagePlacement = .top
        top.imagePadding = 4
        add(top, 108, x: 180)
        var pressed = UIButton.Configuration.filled()
        pressed.title = "Held"
        add(pressed, 190, x: 180) { $0.isHighlighted = true }
        add(pressed, 234, x: 180) { $0.isEnabled = false }
        app.runTurn()
        assertGolden(window.framebuffer, named: "configured_buttons", tolerance: 1)
    }

    /// Sliders (a third along; three quarters in green, held by no one), steppers (at the minimum, its
    /// "−" dimmed; in the middle), progress bars (40%; 80% in orange; the `.bar` style) and page dots
    /// (five pages on the third; three on the first).
    func testSlidersSteppersProgressAndPageControls() async {
        window.backgroundColor = .systemBackground
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 280, height: 31))
        slider.value = 0.33
        let green = UISlider(frame: CGRect(x: 20, y: 65, width: 280, height: 31))
        green.value = 0.75
        green.minimumTrackTintColor = .systemGreen
        let atMinimum = UIStepper(frame: CGRect(x: 20, y: 115, width: 0, height: 0))
        let middle = UIStepper(frame: CGRect(x: 130, y: 115, width: 0, height: 0))
        middle.value = 50
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 20, y: 170, width: 280, height: 4)
        progress.progress = 0.4
        let orange = UIProgressView(progressViewStyle: .default)
        orange.frame = CGRect(x: 20, y: 190, width: 280, height: 4)
        orange.progress = 0.8
        orange.progressTintColor = .systemOrange
        let bar = UIProgressView(progressViewStyle: .bar)
        bar.frame = CGRect(x: 20, y: 210, width: 280, height: 2.5)
        bar.progress = 0.6
        let five = UIPageControl(frame: CGRect(x: 20, y: 230, width: 280, height: 26))
        five.numberOfPages = 5
        five.currentPage = 2
        let three = UIPageControl(frame: CGRect(x: 20, y: 265, width: 280, height: 26))
        three.numberOfPages = 3
        for v in [slider, green, atMinimum, middle, progress, orange, bar, five, three] as [UIView] { window.addSubview(v) }
        app.runTurn()
        assertGolden(window.framebuffer, named: "sliders_steppers_progress_pages", tolerance: 1)
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
