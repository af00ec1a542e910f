import XCTest
@testable import SandboxKit

/// Safe areas and bars as UIKit lays them out on each device model. The numbers: Apple's Human
/// Interface Guidelines (Layout, device screen sizes), useyourloaf.com's "iPhone 14 screen sizes" and
/// "iPhone 15 screen sizes" (safe-area insets in both orientations); docs/device-models.md lists them.
@MainActor
final class SafeAreaTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var recorder: LifecycleTraceRecorder!

    func start(_ device: DeviceModel) {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: device))
        window = app.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
    }

    override func tearDown() async throws {
        recorder?.stop()
        recorder = nil; window = nil; app = nil
    }

    func show(_ root: UIViewController) {
        window.rootViewController = root
        for _ in 0..<3 { app.runTurn() }
    }

    func testTheDefaultScreenIsTheIPhone14() async {
        XCTAssertEqual(UIScreen().device, .iPhone14)
        XCTAssertEqual(UIScreen().safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(UIScreen(bounds: CGRect(x: 0, y: 0, width: 320, height: 480)).safeAreaInsets, .zero, "a plain screen")
        XCTAssertEqual(DeviceModel.named("iphone-15"), .iPhone15)
        XCTAssertEqual(DeviceModel.named("iPhone SE"), .iPhoneSE3)
        XCTAssertEqual(DeviceModel.named("ipad"), .iPad10)
    }

    /// A plain controller as the window's root: the window's safe area, every view's share of it.
    func testWindowRootAndItsSubviewsOnAnIPhone15() async {
        start(.iPhone15)
        let c = UIViewController()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 40))
        let bottom = UIView(frame: CGRect(x: 0, y: 800, width: 393, height: 52))
        for v in [top, middle, bottom] { c.view.addSubview(v) }
        show(c)
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(c.view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(top.safeAreaInsets, UIEdgeInsets(top: 40, left: 0, bottom: 0, right: 0), "all of it under the status bar")
        XCTAssertEqual(middle.safeAreaInsets, .zero)
        XCTAssertEqual(bottom.safeAreaInsets.bottom, 34, "the home indicator's area")
    }

    /// The margins guide lies inside the safe area unless `insetsLayoutMarginsFromSafeArea` is false.
    func testTheMarginsGuideFollowsInsetsLayoutMarginsFromSafeArea() async {
        start(.iPhone14)
        let c = UIViewController()
        let inside = UIView(), outside = UIView()
        let plain = UIView(frame: c.view.bounds)
        plain.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        plain.insetsLayoutMarginsFromSafeArea = false
        c.view.addSubview(plain)
        for (v, host) in [(inside, c.view!), (outside, plain)] {
            v.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(v)
            NSLayoutConstraint.activate([
                v.topAnchor.constraint(equalTo: host.layoutMarginsGuide.topAnchor),
                v.leadingAnchor.constraint(equalTo: host.layoutMarginsGuide.leadingAnchor),
                v.widthAnchor.constraint(equalToConstant: 10), v.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        show(c)
        XCTAssertTrue(c.view.insetsLayoutMarginsFromSafeArea)
        XCTAssertEqual(inside.frame.origin, CGPoint(x: 16, y: 47), "below the status bar")
        XCTAssertEqual(outside.frame.origin, CGPoint(x: 8, y: 8), "the plain 8-point margins, under the status bar")
    }

    /// A navigation controller in a tab bar controller, on the iPhone 14 and the iPhone SE.
    func testNavigationInTabsOnTheIPhone14() async {
        start(.iPhone14)
        let list = UIViewController(), other = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        show(tabs)
        // the bar below the 47-point status bar, 44 high; the page under it, the whole screen
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
        XCTAssertEqual(list.view.frame, CGRect(x: 0, y: 0, width: 390, height: 844))
        XCTAssertEqual(list.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 83, right: 0))
        // the tab bar: 49 for the items plus the home indicator's 34
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 844 - 83, width: 390, height: 83))
        XCTAssertEqual(nav.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 83, right: 0))
        // a view partly under the bar
        let label = UIView(frame: CGRect(x: 16, y: 60, width: 200, height: 50))
        list.view.addSubview(label)
        XCTAssertEqual(label.safeAreaInsets.top, 31)
    }

    func testNavigationInTabsOnTheIPhoneSE() async {
        start(.iPhoneSE3)
        let list = UIViewController()
        let nav = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        show(tabs)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 20, width: 375, height: 44))
        XCTAssertEqual(list.view.safeAreaInsets, UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 667 - 49, width: 375, height: 49), "no home indicator")
    }

    func testNavigationBarOnTheIPhone15AndIPad() async {
        // An iPad's bar is 50 points high (UIKit since iOS 12), an iPhone's 44.
        for (device, barY, barHeight) in [(DeviceModel.iPhone15, CGFloat(59), CGFloat(44)), (.iPhone15ProMax, 59, 44), (.iPad10, 24, 50)] {
            start(device)
            let page = UIViewController()
            let nav = UINavigationController(rootViewController: page)
            show(nav)
            XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: barY, width: device.portraitSize.width, height: barHeight), device.name)
            XCTAssertEqual(page.view.safeAreaInsets.top, barY + barHeight, device.name)
            XCTAssertEqual(page.view.safeAreaInsets.bottom, device.portraitSafeArea.bottom, device.name)
        }
    }

    /// An iPhone in landscape has a compact height: the navigation bar's row is 32 points (UIKit's
    /// compact bar), at the top of the screen (the status bar is hidden), and 44 again in portrait.
    func testNavigationBarIsCompactOnAnIPhoneInLandscape() async {
        start(.iPhone14)
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        show(nav)
        app.rotate(to: .landscapeLeft, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 844, height: 32))
        XCTAssertEqual(page.view.safeAreaInsets.top, 32)
        app.rotate(to: .portrait, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 47, width: 390, height: 44))
    }

    /// `edgesForExtendedLayout = []` puts the page below the bar and above the tab bar; an opaque bar
    /// does the same unless `extendedLayoutIncludesOpaqueBars`.
    func testEdgesForExtendedLayoutAndOpaqueBars() async {
        start(.iPhone14)
        let page = UIViewController()
        page.edgesForExtendedLayout = []
        let nav = UINavigationController(rootViewController: page)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        show(tabs)
        XCTAssertEqual(page.view.frame, CGRect(x: 0, y: 91, width: 390, height: 844 - 91))
        XCTAssertEqual(page.view.safeAreaInsets.top, 0)
        page.edgesForExtendedLayout = .all
        nav.navigationBar.isTranslucent = false
        nav.view.setNeedsLayout(); app.runTurn()
        XCTAssertEqual(page.view.frame.minY, 91, "an opaque bar")
        page.extendedLayoutIncludesOpaqueBars = true
        nav.view.setNeedsLayout(); app.runTurn()
        XCTAssertEqual(page.view.frame.minY, 0)
        XCTAssertEqual(page.view.safeAreaInsets.top, 91)
    }

    /// `additionalSafeAreaInsets` adds to the root view's safe area and reaches its subviews and children.
    func testAdditionalSafeAreaInsetsAndTheCallbacks() async {
        start(.iPhone14)
        let page = UIViewController()
        let nav = UINavigationController(rootViewController: page)
        show(nav)
        let before = recorder.traceLines.count
        page.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        app.runTurn()
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 101, left: 0, bottom: 54, right: 0))
        XCTAssertEqual(Array(recorder.traceLines[before...]).filter { $0.contains("SafeArea") }, ["\(page.debugName).viewSafeAreaInsetsDidChange()"])
    }

    /// Every controller's view hears `viewSafeAreaInsetsDidChange`, with or without Auto Layout, once
    /// when it appears; a pushed page hears it before its `viewDidAppear`, the outgoing page not at all.
    func testViewSafeAreaInsetsDidChangeOnAppearanceAndPush() async {
        start(.iPhone14)
        let a = UIViewController(), b = UIViewController()
        a.debugName = "a"; b.debugName = "b"
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        show(nav)
        XCTAssertEqual(recorder.traceLines.filter { $0.contains("SafeArea") }, ["nav.viewSafeAreaInsetsDidChange()", "a.viewSafeAreaInsetsDidChange()"])
        let start = recorder.traceLines.count
        nav.pushViewController(b, animated: true)
        app.run(seconds: 1)
        let pushed = Array(recorder.traceLines[start...]).filter { !$0.contains("LayoutSubviews") }
        XCTAssertEqual(pushed.filter { $0.contains("SafeArea") }, ["b.viewSafeAreaInsetsDidChange()"])
        XCTAssertLessThan(pushed.firstIndex(of: "b.viewSafeAreaInsetsDidChange()")!, pushed.firstIndex(of: "b.viewDidAppear(true)")!)
        XCTAssertEqual(b.view.safeAreaInsets, UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
    }

    /// Landscape on an iPhone 14: both long sides 47, the bottom 21, the status bar hidden.
    func testLandscapeInsets() async {
        start(.iPhone14)
        let c = UIViewController()
        show(c)
        app.rotate(to: .landscapeLeft, animated: false)
        app.run(seconds: 1)
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        XCTAssertEqual(c.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
    }

    /// A page placed by its container's `layoutSubviews` (a page view controller's) hears a rotation
    /// once, with the new screen's insets, not once more with a size between the two screens.
    func testAPageViewControllersPageHearsARotationOnce() async {
        start(.iPhone14)
        app.rotate(to: .landscapeLeft, animated: false)
        app.run(seconds: 1)
        let page = UIViewController()
        page.debugName = "page"
        let book = UIPageViewController(transitionStyle: .pageCurl)
        book.debugName = "book"
        book.setViewControllers([page], direction: .forward, animated: false)
        show(book)
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        let start = recorder.traceLines.count
        app.rotate(to: .portrait, animated: true)
        app.run(seconds: 1)
        XCTAssertEqual(Array(recorder.traceLines[start...]).filter { $0.contains("SafeArea") },
                       ["book.viewSafeAreaInsetsDidChange()", "page.viewSafeAreaInsetsDidChange()"])
        XCTAssertEqual(page.view.safeAreaInsets, UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// The status bar follows the right controller: a tab bar controller's selected child, a navigation
    /// controller's top only while its bar is hidden, a full-screen presented controller.
    func testStatusBarControllerAndHiding() async {
        final class Light: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            var hides = false
            override var prefersStatusBarHidden: Bool { hides }
        }
        start(.iPhoneSE3)
        let page = Light()
        let nav = UINavigationController(rootViewController: page)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        show(tabs)
        XCTAssertEqual(app.statusBarStyle(in: window), .default, "the bar is shown: the navigation controller decides")
        nav.setNavigationBarHidden(true, animated: false)
        XCTAssertEqual(app.statusBarStyle(in: window), .lightContent)
        page.hides = true
        page.setNeedsStatusBarAppearanceUpdate()
        app.runTurn()
        XCTAssertTrue(app.statusBarIsHidden(in: window))
        XCTAssertEqual(window.safeAreaInsets.top, 0, "an iPhone SE frees the status bar's 20 points")
    }
}

/// A navigation controller's toolbar: shown with `isToolbarHidden = false`, 44 points above the home
/// indicator's area, the top controller's items in it (a flexible space pushing the last to the right),
/// the pages' safe area ending above it, the items following the top controller.
final class NavigationToolbarTests: LifecycleTestCase {
    func testTheToolbarShowsTheTopControllersItemsAboveTheHomeIndicator() async throws {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPhone14))
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let root = UIViewController(), next = UIViewController()
        var refreshed = 0
        let refresh = UIBarButtonItem(title: "Refresh", primaryAction: nil)
        refresh.primaryAction = UIAction(title: "Refresh") { _ in refreshed += 1 }
        root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil), refresh]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        window.rootViewController = nav
        for _ in 0..<3 { app.runTurn() }
        XCTAssertEqual(nav.toolbar.frame, CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 44))
        XCTAssertEqual(root.view.safeAreaInsets.bottom, 34 + 44)
        XCTAssertEqual(nav.toolbar.items?.count, 2)
        let button = try XCTUnwrap(nav.toolbar.subviews.compactMap { $0 as? UIControl }.first { !$0.isHidden })
        XCTAssertEqual(button.frame.maxX, 390 - 8, accuracy: 0.5, "the flexible space pushes it to the right")
        button.sendActions(for: .touchUpInside)
        XCTAssertEqual(refreshed, 1)
        nav.pushViewController(next, animated: false)
        for _ in 0..<3 { app.runTurn() }
        XCTAssertEqual(nav.toolbar.items?.count ?? 0, 0, "the new top has no items")
        nav.isToolbarHidden = true
        for _ in 0..<3 { app.runTurn() }
        XCTAssertEqual(next.view.safeAreaInsets.bottom, 34)
    }
}
