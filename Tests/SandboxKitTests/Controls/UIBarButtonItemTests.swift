import XCTest
@testable import SandboxKit

/// Bar button items as a user checks them: shown in the navigation bar beside the title, and a tap on
/// one runs its action (a selector on its target, up the responder chain without a target, or a
/// `UIAction`); a disabled one does nothing. Tab bar items: titles from the controllers, badges drawn.
final class UIBarButtonItemTests: LifecycleTestCase {
    final class Page: UIViewController {
        var log: [String] = []
        func add(_ sender: UIBarButtonItem) { log.append("add:\(sender.title ?? sender.systemItem.map { "\($0)" } ?? "")") }
        func edit() { log.append("edit") }
    }

    private func tapCentre(of view: UIView) {
        let p = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
        app.post(.pointerDown(p)); app.runTurn()
        app.post(.pointerUp(p)); app.runTurn()
    }

    func testRightItemTapSendsItsSelectorToItsTarget() async {
        let page = Page()
        page.title = "Items"
        let nav = UINavigationController(rootViewController: page)
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: page, action: Selector("add:", Page.add))
        page.navigationItem.rightBarButtonItem = add
        showRoot(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.titleLabel.text, "Items", "the controller's title")
        XCTAssertEqual(bar.rightItemViews.count, 1)
        let button = bar.rightItemViews[0]
        XCTAssertEqual(button.frame.maxX, bar.bounds.width - 12, "16 points from the edge to the ink (4 inside the view)")
        XCTAssertEqual(add.image?.isSymbolImage, true, "add is the plus symbol")
        tapCentre(of: button)
        XCTAssertEqual(page.log, ["add:add"])
        add.isEnabled = false
        app.runTurn()
        tapCentre(of: bar.rightItemViews[0])
        XCTAssertEqual(page.log, ["add:add"], "a disabled item does nothing")
    }

    func testNilTargetGoesUpTheResponderChainFromTheTopController() async {
        let page = Page()
        let nav = UINavigationController(rootViewController: page)
        page.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: Selector("edit", Page.edit))
        showRoot(nav)
        tapCentre(of: nav.navigationBar.leftItemViews[0])
        XCTAssertEqual(page.log, ["edit"])
    }

    func testPrimaryActionItemsAndItemsInOrder() async {
        let page = Page()
        let nav = UINavigationController(rootViewController: page)
        var ran: [String] = []
        let first = UIBarButtonItem(primaryAction: UIAction(title: "First") { _ in ran.append("first") })
        let second = UIBarButtonItem(title: "Second", image: nil, primaryAction: UIAction(title: "x") { _ in ran.append("second") })
        page.navigationItem.rightBarButtonItems = [first, second]
        showRoot(nav)
        let views = nav.navigationBar.rightItemViews
        XCTAssertGreaterThan(views[0].frame.minX, views[1].frame.maxX - 0.5, "the first item is the rightmost")
        tapCentre(of: views[1])
        tapCentre(of: views[0])
        XCTAssertEqual(ran, ["second", "first"])
        XCTAssertEqual(second.title, "Second")
    }

    func testLeftItemsReplaceTheBackButtonUnlessTheySupplementIt() async {
        let a = Page(), b = Page()
        a.title = "List"
        let nav = UINavigationController(rootViewController: a)
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.runTurn()
        XCTAssertFalse(nav.navigationBar.backButton.isHidden)
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: nil, action: nil)
        app.runTurn()
        XCTAssertTrue(nav.navigationBar.backButton.isHidden)
        b.navigationItem.leftItemsSupplementBackButton = true
        app.runTurn()
        XCTAssertFalse(nav.navigationBar.backButton.isHidden)
        XCTAssertGreaterThanOrEqual(nav.navigationBar.leftItemViews[0].frame.minX, nav.navigationBar.backButton.frame.maxX)
        a.navigationItem.backButtonTitle = "Back to list"
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "‹ Back to list")
    }

    func testTitleViewReplacesTheTitle() async {
        let page = Page()
        page.title = "Hidden"
        let nav = UINavigationController(rootViewController: page)
        let segmented = UISegmentedControl(items: ["All", "Missed"])
        page.navigationItem.titleView = segmented
        showRoot(nav)
        XCTAssertTrue(segmented.superview === nav.navigationBar)
        XCTAssertTrue(nav.navigationBar.titleLabel.isHidden)
        XCTAssertEqual(segmented.frame.midX, nav.navigationBar.bounds.midX, accuracy: 0.5)
    }

    func testTabBarItemsTitlesBadgesAndSystemItems() async {
        let a = Page(), b = Page(), c = Page()
        a.title = "Inbox"
        b.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        c.tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gear"), tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, c]
        showRoot(tabs)
        XCTAssertEqual(tabs.tabBar.items.map(\.title), ["Inbox", "Favorites", "Settings"])
        b.tabBarItem.title = "Renamed"
        XCTAssertEqual(b.tabBarItem.title, "Favorites", "a system item keeps its title")
        XCTAssertTrue(tabs.tabBar.badges.allSatisfy(\.isHidden))
        a.tabBarItem.badgeValue = "3"
        app.runTurn()
        let badge = tabs.tabBar.badges[0]
        XCTAssertFalse(badge.isHidden)
        XCTAssertEqual(badge.text, "3")
        XCTAssertEqual(badge.frame.height, 18)
        XCTAssertEqual(badge.backgroundColor, .systemRed)
        a.title = "Mail"
        app.runTurn()
        XCTAssertEqual(tabs.tabBar.items[0].title, "Mail", "the controller's title feeds its tab bar item")
        a.tabBarItem.badgeValue = nil
        app.runTurn()
        XCTAssertTrue(tabs.tabBar.badges[0].isHidden)
    }
}
