import XCTest
@testable import SandboxKit

/// The bars' appearance objects as apps set them since iOS 13: the look shown is the scroll-edge one
/// (content starts at its edge), else the standard one made transparent, as iOS 15 and later show it.
final class BarAppearanceTests: LifecycleTestCase {
    func testNavigationBarShowsItsAppearanceColoursAndTitleAttributes() async {
        let page = TestController("page")
        page.title = "Home"
        let nav = UINavigationController(rootViewController: page)
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemIndigo
        look.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 20)]
        nav.navigationBar.standardAppearance = look
        nav.navigationBar.scrollEdgeAppearance = look
        look.backgroundColor = .systemRed   // set already: the bar keeps its copy
        showRoot(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.barBackground.backgroundColor, .systemIndigo)
        XCTAssertEqual(bar.titleLabel.textColor, .white)
        XCTAssertEqual(bar.titleLabel.font, .boldSystemFont(ofSize: 20))
        XCTAssertEqual(bar.separator.backgroundColor, UIBarAppearance.standardShadow)
        XCTAssertTrue(bar.standardAppearance !== look)
    }

    func testOnlyAStandardAppearanceShowsTransparentAtTheEdge() async {
        let page = TestController("page")
        let nav = UINavigationController(rootViewController: page)
        let look = UINavigationBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemTeal
        look.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        nav.navigationBar.standardAppearance = look
        showRoot(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.barBackground.backgroundColor, .clear, "iOS 15's scroll-edge default")
        XCTAssertEqual(bar.separator.backgroundColor, .clear)
        XCTAssertEqual(bar.titleLabel.textColor, .systemYellow, "the title keeps the standard look's attributes")
    }

    func testAPagesItemAppearanceWinsWhileItIsOnTop() async {
        let list = TestController("list"), detail = TestController("detail")
        let nav = UINavigationController(rootViewController: list)
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        detail.navigationItem.scrollEdgeAppearance = red
        showRoot(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.barBackground.backgroundColor, UIBarAppearance.standardBackground, "no appearance: the default bar")
        nav.pushViewController(detail, animated: false)
        turns(3)
        XCTAssertEqual(bar.barBackground.backgroundColor, .systemRed)
        nav.popViewController(animated: false)
        turns(3)
        XCTAssertEqual(bar.barBackground.backgroundColor, UIBarAppearance.standardBackground)
    }

    func testBarTitleTextAttributesWithoutAppearances() async {
        let page = TestController("page")
        page.title = "Plain"
        let nav = UINavigationController(rootViewController: page)
        nav.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        nav.navigationBar.barTintColor = .systemOrange
        showRoot(nav)
        XCTAssertEqual(nav.navigationBar.titleLabel.textColor, .systemGreen)
        XCTAssertEqual(nav.navigationBar.barBackground.backgroundColor, .systemOrange)
    }

    func testTabBarAppearanceColoursTheBarAndItsItems() async {
        let a = TestController("a"), b = TestController("b")
        a.tabBarItem = UITabBarItem(title: "A", image: nil, tag: 0)
        b.tabBarItem = UITabBarItem(title: "B", image: nil, tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b]
        let look = UITabBarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .black
        look.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGray2]
        look.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        tabs.tabBar.standardAppearance = look
        tabs.tabBar.scrollEdgeAppearance = look
        showRoot(tabs)
        let bar = tabs.tabBar
        XCTAssertEqual(bar.layer.backgroundColor, UIColor.black.cgColor)
        let labels = bar.itemViews.compactMap { $0.subviews.compactMap { $0 as? UILabel }.first { $0.text == "A" || $0.text == "B" } }
        XCTAssertEqual(labels.map(\.textColor), [.systemYellow, .systemGray2])
    }

    func testVisualEffectViewDrawsItsTintAndSaysTheBlurIsNotSimulated() async {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.problem == .notSimulated, let m = $0.message { warnings.append(m) } }
        defer { app.lifecycleEvents.unsubscribe(sub) }
        let blur = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        blur.contentView.addSubview(UILabel(text: "over"))
        XCTAssertNotNil(blur.layer.backgroundColor)
        XCTAssertEqual(blur.contentView.superview, blur)
        XCTAssertEqual(warnings.count, 1)
        blur.effect = nil
        XCTAssertNil(blur.layer.backgroundColor)
    }

    func testShowPushesInANavigationControllerAndPresentsOtherwise() async {
        let root = TestController("root"), next = TestController("next"), modal = TestController("modal")
        let nav = UINavigationController(rootViewController: root)
        showRoot(nav)
        root.show(next, sender: nil)
        turns(40)
        XCTAssertTrue(nav.topViewController === next)
        let plain = TestController("plain")
        nav.present(plain, animated: false)
        turns(5)
        plain.show(modal, sender: nil)
        turns(60)
        XCTAssertTrue(plain.presentedViewController === modal)
    }

    func testToolbarAppearance() async {
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let look = UIToolbarAppearance()
        look.configureWithOpaqueBackground()
        look.backgroundColor = .systemMint
        bar.scrollEdgeAppearance = look
        window.addSubview(bar)
        turns(1)
        XCTAssertTrue(bar.subviews.contains { $0.backgroundColor == .systemMint })
    }
}
