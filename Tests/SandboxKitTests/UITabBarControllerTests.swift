import Raster
import XCTest
@testable import SandboxKit

/// Rule R7 for the tab bar controller: first display, switches (first visit and later), taps on the bar.
final class UITabBarControllerTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!
    var tabs: UITabBarController!

    final class Delegate: UITabBarControllerDelegate {
        var log: [String] = []
        var refuse: Set<String> = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            log.append("shouldSelect \(viewController.debugName)")
            return !refuse.contains(viewController.debugName)
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            log.append("didSelect \(viewController.debugName)")
        }
    }

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); a.title = "Home"
        b = TestController("b"); b.title = "Search"
        c = TestController("c"); c.title = "Settings"
        tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b, c]
    }

    /// New children without the selected one: the same index if there is one, else index 0 (Apple's
    /// documentation of `viewControllers`: "If that index is invalid, it selects the view controller at
    /// index 0"); the sandbox took the last.
    func testReplacedChildrenWithoutTheSelectedIndexSelectTheFirst() async {
        showRoot(tabs)
        tabs.selectedIndex = 2
        app.run(seconds: 1)
        let d = TestController("d"), e = TestController("e")
        tabs.viewControllers = [d, e]
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(tabs.selectedViewController === d)
        tabs.selectedIndex = 1
        tabs.viewControllers = [a, b, c]
        XCTAssertEqual(tabs.selectedIndex, 1, "the same index, when there is one")
    }

    func testFirstDisplayLoadsOnlyTheSelectedChild() async {
        let lines = traceOf { showRoot(tabs) }
        XCTAssertEqual(lines, ["tabs.viewDidLoad()", "tabs.viewWillAppear(false)", "a.viewDidLoad()", "a.viewWillAppear(false)",
                               "tabs.viewDidAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertFalse(b.isViewLoaded)
        XCTAssertFalse(c.isViewLoaded)
        XCTAssertEqual(names(tabs.children), ["a", "b", "c"])
        XCTAssertEqual(tabs.selectedIndex, 0)
        // UIKit: the page fills the screen under the translucent tab bar, its safe area ending above it
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(a.view.safeAreaInsets.bottom, 49)
        XCTAssertEqual(tabs.tabBar.frame, CGRect(x: 0, y: 431, width: 320, height: 49))
        XCTAssertEqual(tabs.tabBar.items.map { $0.title }, ["Home", "Search", "Settings"])
    }

    func testSwitchOnFirstVisitLoadsThenR7Order() async {
        showRoot(tabs)
        let lines = traceOf { tabs.selectedIndex = 1 }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                               "a.viewDidDisappear(false)", "b.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewWillAppear), ["tab switch (R7)"])
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === tabs.view)
        XCTAssertTrue(tabs.selectedViewController === b)
        XCTAssertEqual(b.flagLog, ["willAppear toParent=false presented=false", "didAppear toParent=false presented=false"])
    }

    func testLaterSwitchDoesNotLoadAgain() async {
        showRoot(tabs)
        tabs.selectedIndex = 1
        let lines = traceOf { tabs.selectedViewController = a }
        XCTAssertEqual(lines, ["a.viewWillAppear(false)", "b.viewWillDisappear(false)",
                               "b.viewDidDisappear(false)", "a.viewDidAppear(false)"])
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testSelectingOffScreenChangesOnlyTheSelection() async {
        let lines = traceOf { tabs.selectedIndex = 2 }
        XCTAssertEqual(lines, [])
        let shown = traceOf { showRoot(tabs) }
        XCTAssertEqual(shown.filter { $0.hasPrefix("a.") }, [], "a is never loaded")
        XCTAssertTrue(shown.contains("c.viewDidAppear(false)"))
    }

    func testTappingAnItemAsksTheDelegateAndSwitches() async {
        let delegate = Delegate()
        tabs.delegate = delegate
        showRoot(tabs)
        let lines = traceOf { tap(CGPoint(x: 160, y: 455)) }
        XCTAssertEqual(delegate.log, ["shouldSelect b", "didSelect b"])
        XCTAssertEqual(tabs.selectedIndex, 1)
        // The delegate's calls are in the trace, around the switch (R7), as the navigation delegate's are.
        XCTAssertEqual(lines, ["tabs.delegate.tabBarController(tabs, shouldSelect: b) -> true",
                               "b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                               "a.viewDidDisappear(false)", "b.viewDidAppear(false)",
                               "tabs.delegate.tabBarController(tabs, didSelect: b)"])
        delegate.refuse = ["c"]
        let refused = traceOf { tap(CGPoint(x: 300, y: 455)) }
        XCTAssertEqual(refused, ["tabs.delegate.tabBarController(tabs, shouldSelect: c) -> false"])
        XCTAssertEqual(delegate.log.suffix(1), ["shouldSelect c"])
        XCTAssertEqual(tabs.selectedIndex, 1, "refused")
        XCTAssertFalse(c.isViewLoaded)
    }

    func testSettingSelectedIndexInCodeDoesNotAskTheDelegate() async {
        let delegate = Delegate()
        tabs.delegate = delegate
        showRoot(tabs)
        tabs.selectedIndex = 2
        XCTAssertEqual(delegate.log, [])
    }

    func testTabBarItemShowsTitleAndIcon() async {
        let icon = UIImage(bitmap: Bitmap(width: 25, height: 25, fill: PremultipliedColor(red: 255, green: 0, blue: 0, alpha: 255)))
        b.tabBarItem = UITabBarItem(title: "Find", image: icon, tag: 7)
        showRoot(tabs)
        XCTAssertEqual(tabs.tabBar.items.map { $0.title }, ["Home", "Find", "Settings"])
        XCTAssertTrue(tabs.tabBar.items[1].image === icon)
    }

    func testNavigationControllerInATabForwardsToItsTopAndRetapPopsToRoot() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        tabs.viewControllers = [nav, b]
        showRoot(tabs)
        nav.pushViewController(c, animated: false)
        app.runTurn()
        let lines = traceOf { tabs.selectedIndex = 1 }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)", "nav.viewWillDisappear(false)", "c.viewWillDisappear(false)",
                               "nav.viewDidDisappear(false)", "c.viewDidDisappear(false)", "b.viewDidAppear(false)"])
        tabs.selectedIndex = 0
        tap(CGPoint(x: 80, y: 455))
        app.run(seconds: 0.5)
        XCTAssertEqual(names(nav.viewControllers), ["a"], "tapping the selected navigation tab pops to its root")
    }

    /// A switch while a full-screen presentation slides over the tabs: the old page's disappearance ends
    /// as it leaves, the new one stays out of the window (no forwarded `did` without its `will`) and
    /// appears with the dismissal.
    func testSwitchWhileAFullScreenPresentationSlidesIn() async {
        showRoot(tabs)
        let modal = TestController("modal")
        modal.modalPresentationStyle = .fullScreen
        let lines = traceOf {
            tabs.present(modal, animated: true)
            app.run(seconds: 0.1)
            tabs.selectedIndex = 1
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["modal.viewDidLoad()", "tabs.viewWillDisappear(true)", "a.viewWillDisappear(true)",
                               "modal.viewWillAppear(true)", "a.viewDidDisappear(false)", "modal.viewDidAppear(true)",
                               "tabs.viewDidDisappear(true)"])
        XCTAssertEqual(traceOf { modal.dismiss(animated: true); app.run(seconds: 1) },
                       ["modal.viewWillDisappear(true)", "tabs.viewWillAppear(true)", "b.viewDidLoad()", "b.viewWillAppear(true)",
                        "tabs.viewDidAppear(true)", "b.viewDidAppear(true)", "modal.viewDidDisappear(true)"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// A page pushed with `hidesBottomBarWhenPushed` hides the tab bar while it is on the stack (and
    /// under pages pushed over it); the navigation controller takes the bar's place. Popping back to a
    /// page without it brings the bar back; other tabs are not affected.
    func testHidesBottomBarWhenPushed() async {
        let list = TestController("list")
        let nav = UINavigationController(rootViewController: list)
        tabs.viewControllers = [nav, b]
        showRoot(tabs)
        let full = tabs.view.bounds.height
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(nav.view.frame.height, full, "under the bar")
        XCTAssertEqual(list.view.safeAreaInsets.bottom, UITabBar.height)
        let detail = TestController("detail")
        detail.hidesBottomBarWhenPushed = true
        nav.pushViewController(detail, animated: true)
        app.run(seconds: 0.6)
        XCTAssertTrue(tabs.tabBar.isHidden, "hidden while the detail is pushed")
        XCTAssertEqual(nav.view.frame.height, full)
        XCTAssertEqual(detail.view.safeAreaInsets.bottom, 0, "the page's safe area takes the bar's place")
        nav.pushViewController(TestController("more"), animated: false)
        app.runTurn()
        XCTAssertTrue(tabs.tabBar.isHidden, "still hidden under a page pushed over the detail")
        nav.popToRootViewController(animated: true)
        app.run(seconds: 0.6)
        XCTAssertFalse(tabs.tabBar.isHidden)
        XCTAssertEqual(list.view.safeAreaInsets.bottom, UITabBar.height)
        list.hidesBottomBarWhenPushed = true
        tabs.bottomBarNeedsLayout()
        app.runTurn()
        XCTAssertFalse(tabs.tabBar.isHidden, "the root was never pushed")
    }
}
