import XCTest
@testable import SandboxKit

@MainActor
final class UIRefreshControlTests: XCTestCase {
    var harness: TouchHarness!
    var table: UITableView!
    var control: UIRefreshControl!
    var changes = 0

    override func setUp() async throws {
        harness = TouchHarness()
        table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.contentSize = CGSize(width: 400, height: 2000)
        control = UIRefreshControl()
        changes = 0
        control.addTarget(self, action: { [weak self] _ in self?.changes += 1 }, for: .valueChanged)
        table.refreshControl = control
        _ = harness.show(table)
    }

    private func settle(maxFrames: Int = 600) {
        var n = 0
        while (table.isDecelerating || table.isDragging || table.offsetAnimation != nil) && n < maxFrames {
            harness.idle(frames: 1)
            n += 1
        }
    }

    func testTheControlSitsInTheScrollViewAboveTheContent() async {
        XCTAssertTrue(control.superview === table)
        XCTAssertEqual(control.frame, CGRect(x: 0, y: -60, width: 400, height: 60))
        XCTAssertTrue(control.spinner.isHidden)
    }

    func testAPullPastTheThresholdStartsRefreshingOnce() async {
        harness.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 350), steps: 20, lift: false)
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(changes, 1)
        XCTAssertFalse(control.spinner.isHidden)
        XCTAssertTrue(control.spinner.isAnimating)
        // pulling on does not send it again
        harness.move(200, 380)
        harness.up(200, 380)
        settle()
        XCTAssertEqual(changes, 1)
        XCTAssertEqual(table.contentInset, .zero)
        XCTAssertEqual(table.adjustedContentInset.top, 60)
        XCTAssertEqual(table.contentOffset.y, -60)
    }

    func testAShortPullDoesNotRefresh() async {
        harness.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 150), steps: 10)
        settle()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertEqual(changes, 0)
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(table.adjustedContentInset.top, 0)
    }

    func testEndRefreshingGivesTheRoomBack() async {
        harness.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 380), steps: 20)
        settle()
        XCTAssertEqual(table.contentOffset.y, -60)
        control.endRefreshing()
        XCTAssertFalse(control.isRefreshing)
        XCTAssertTrue(control.spinner.isHidden)
        XCTAssertEqual(table.adjustedContentInset.top, 0)
        harness.idle(frames: 2)
        XCTAssertLessThan(table.contentOffset.y, 0, "animated back, not at once")
        settle()
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(table.contentInset, .zero)
        XCTAssertEqual(changes, 1)
        // a new pull refreshes again
        harness.drag(from: CGPoint(x: 200, y: 50), to: CGPoint(x: 200, y: 380), steps: 20)
        XCTAssertEqual(changes, 2)
    }

    func testBeginRefreshingFromCodeSendsNothing() async {
        control.beginRefreshing()
        XCTAssertTrue(control.isRefreshing)
        XCTAssertEqual(changes, 0)
        XCTAssertFalse(control.spinner.isHidden)
        settle()
        XCTAssertEqual(table.contentOffset.y, -60)
        control.endRefreshing()
        settle()
        XCTAssertEqual(table.contentOffset.y, 0)
        XCTAssertEqual(changes, 0)
    }

    func testReplacingTheControlRemovesTheOldOne() async {
        let other = UIRefreshControl()
        table.refreshControl = other
        XCTAssertNil(control.superview)
        XCTAssertTrue(other.superview === table)
        table.refreshControl = nil
        XCTAssertNil(other.superview)
    }
}
