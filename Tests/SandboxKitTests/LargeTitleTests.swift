import XCTest
@testable import SandboxKit

/// `prefersLargeTitles`: the bar grows by 52 points and shows the top item's title large, pages start
/// below it; an item that says `.never` gets the compact bar back when it is on top.
final class LargeTitleTests: LifecycleTestCase {
    func testLargeTitlesGrowTheBarAndAPageThatSaysNeverShrinksIt() async {
        let list = TestController("list"), detail = TestController("detail")
        list.title = "Inbox"
        detail.title = "Message"
        detail.navigationItem.largeTitleDisplayMode = .never
        let nav = UINavigationController(rootViewController: list)
        nav.navigationBar.prefersLargeTitles = true
        showRoot(nav)
        let bar = nav.navigationBar
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertFalse(bar.largeTitleLabel.isHidden)
        XCTAssertEqual(bar.largeTitleLabel.text, "Inbox")
        XCTAssertTrue(bar.titleLabel.isHidden, "the small title waits until the page scrolls")
        XCTAssertEqual(list.view.frame.minY, 0, "the page fills the screen under the bar")
        XCTAssertEqual(list.view.safeAreaInsets.top, bar.frame.maxY, "its safe area starts below the large title")

        nav.pushViewController(detail, animated: false)
        turns(3)
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertTrue(bar.largeTitleLabel.isHidden)
        XCTAssertEqual(bar.titleLabel.text, "Message")
        XCTAssertEqual(detail.view.safeAreaInsets.top, bar.frame.maxY)

        nav.popViewController(animated: false)
        turns(3)
        XCTAssertEqual(bar.frame.height, 96)
        XCTAssertEqual(list.view.safeAreaInsets.top, bar.frame.maxY)

        nav.navigationBar.prefersLargeTitles = false
        turns(2)
        XCTAssertEqual(bar.frame.height, 44)
        XCTAssertEqual(list.view.safeAreaInsets.top, bar.frame.maxY)
    }
}
