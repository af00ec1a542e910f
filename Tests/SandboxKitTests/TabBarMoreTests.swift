import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// R7, a tab bar controller with more than five children: four tabs and More, whose navigation
/// controller lists the rest and pushes the one picked.
final class TabBarMoreTests: GoldenSceneTestCase {
    var kids: [TestController] = []
    var tabs: UITabBarController!

    override func setUp() async throws {
        try await super.setUp()
        kids = ["a", "b", "c", "d", "e", "f"].map { name in
            let c = TestController(name)
            c.title = name.uppercased() + " tab"
            return c
        }
        tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = kids
    }

    /// The centre of the bar's item `i` (five items across 320 points, the bar at the bottom).
    func barItem(_ i: Int) -> CGPoint { CGPoint(x: 32 + 64 * CGFloat(i), y: 455) }

    func testFourTabsAndMoreListingTheRest() async {
        showRoot(tabs)
        XCTAssertEqual(tabs.tabBar.items.map { $0.title ?? "" }, ["A tab", "B tab", "C tab", "D tab", "More"])
        XCTAssertEqual(tabs.viewControllers?.count, 6, "the More navigation controller is not in viewControllers")
        XCTAssertFalse(tabs.viewControllers!.contains { $0 === tabs.moreNavigationController })
        XCTAssertEqual(names(tabs.customizableViewControllers), names(kids), "all of them by default")
        let more = traceOf { tap(barItem(4)) }
        XCTAssertEqual(more, [
            "moreNavigationController.willMove(toParent: tabs)", "moreNavigationController.didMove(toParent: tabs)",
            "moreNavigationController.viewDidLoad()", "moreNavigationController.viewWillAppear(false)",
            "moreList.viewDidLoad()", "moreList.viewWillAppear(false)", "a.viewWillDisappear(false)",
            "a.viewDidDisappear(false)", "moreNavigationController.viewDidAppear(false)", "moreList.viewDidAppear(false)",
        ])
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
        XCTAssertEqual(tabs.selectedIndex, NSNotFound)
        let list = tabs.moreNavigationController.viewControllers[0] as! UITableViewController
        XCTAssertEqual(list.title, "More")
        XCTAssertEqual(list.tableView.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "F tab")
        XCTAssertEqual(list.navigationItem.rightBarButtonItem?.title, "Edit", "the children are customizable")
        app.run(seconds: 1)
        assertGolden(window.framebuffer, named: "tab_bar_more_list", tolerance: 1)

        // A row pushes its controller onto the More navigation controller.
        let f = kids[5]
        let picked = traceOf {
            tap(CGPoint(x: 160, y: 44 + 44 + 22))
            app.run(seconds: 1)
        }
        XCTAssertEqual(picked, [
            "f.didMove(toParent: nil)", "f.willMove(toParent: moreNavigationController)", "f.viewDidLoad()", "moreList.viewWillDisappear(true)",
            "f.viewWillAppear(true)", "moreList.viewDidDisappear(true)", "f.viewDidAppear(true)",
            "f.didMove(toParent: moreNavigationController)",
        ])
        XCTAssertTrue(f.navigationController === tabs.moreNavigationController)
        XCTAssertTrue(f.tabBarController === tabs)
        XCTAssertEqual(tabs.selectedIndex, 5)
        XCTAssertTrue(tabs.selectedViewController === f)
        XCTAssertEqual(names(tabs.viewControllers), ["a", "b", "c", "d", "e", "f"], "still a tab")
        XCTAssertEqual(f.view.frame, CGRect(x: 0, y: 0, width: 320, height: 480))

        // Back on a tab and on More again: the More page is as it was left.
        tap(barItem(1))
        XCTAssertTrue(tabs.selectedViewController === kids[1])
        tap(barItem(4))
        XCTAssertTrue(tabs.selectedViewController === f)
        // More tapped again pops to the list.
        tap(barItem(4))
        app.run(seconds: 1)
        XCTAssertTrue(tabs.selectedViewController === tabs.moreNavigationController)
        XCTAssertEqual(tabs.moreNavigationController.viewControllers.count, 1)
    }

    func testSelectingAMoreChildInCodePutsItOnTopOfTheList() async {
        showRoot(tabs)
        tabs.selectedIndex = 4
        app.run(seconds: 1)
        XCTAssertTrue(tabs.selectedViewController === kids[4])
        XCTAssertTrue(tabs.moreNavigationController.topViewController === kids[4])
        XCTAssertEqual(kids[4].appearanceState, .appeared)
        XCTAssertEqual(tabs.tabBar.selectedIndex, 4, "the More item")
        tabs.selectedViewController = kids[2]
        XCTAssertEqual(kids[2].appearanceState, .appeared)
        XCTAssertEqual(kids[4].appearanceState, .disappeared)
        // Five children again: no More.
        tabs.viewControllers = Array(kids.prefix(5))
        XCTAssertEqual(tabs.tabBar.items.count, 5)
        XCTAssertEqual(tabs.tabBar.items.last?.title, "E tab")
        XCTAssertNil(tabs.moreNavigationController.parent)
        app.run(seconds: 1)
    }
}
