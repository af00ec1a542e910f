import XCTest
@testable import SandboxKit

/// A table's header view sits above the first section and its footer view below the last, both as wide
/// as the table and scrolling with the rows, and the content grows by their heights;
/// `tableFooterView = UIView()` (zero high) changes nothing. A scroll view with `keyboardDismissMode`
/// `.onDrag` ends editing when a drag begins.
@MainActor
final class TableHeaderFooterViewTests: XCTestCase {
    var harness: TouchHarness!
    var table: UITableView!
    var rows: Rows!

    override func setUp() async throws {
        harness = TouchHarness()
        rows = Rows([(0..<5).map { "Row \($0)" }])
        table = harness.plainTable(showing: rows)
    }

    override func tearDown() async throws {
        harness = nil
        table = nil
        rows = nil
    }

    func testHeaderAndFooterViewsFrameTheRows() async {
        XCTAssertEqual(table.contentSize.height, 220)
        table.tableFooterView = UIView()
        harness.idle(frames: 1)
        XCTAssertEqual(table.contentSize.height, 220, "an empty footer view changes nothing")
        let header = UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        header.text = "Summary"
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        harness.idle(frames: 1)
        XCTAssertTrue(header.superview === table)
        XCTAssertEqual(header.frame, CGRect(x: 0, y: 0, width: 400, height: 60), "as wide as the table")
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60, "the rows start under it")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY, 60)
        XCTAssertEqual(footer.frame, CGRect(x: 0, y: 280, width: 400, height: 30), "under the last row")
        XCTAssertEqual(table.contentSize.height, 310)
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 10, y: 70)), IndexPath(row: 0, section: 0))
        table.tableHeaderView = nil
        harness.idle(frames: 1)
        XCTAssertNil(header.superview)
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 0)
        XCTAssertEqual(footer.frame.minY, 220)
    }

    /// Registered header classes are made through their own initializer, `textLabel?` reads as in UIKit,
    /// and a header whose section scrolled away is dequeued again (after `prepareForReuse`).
    func testRegisteredSectionHeadersAreDequeuedAndReused() async {
        final class Header: UITableViewHeaderFooterView {
            nonisolated(unsafe) static var made = 0
            var reuses = 0
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                Header.made += 1
            }
            override init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override func prepareForReuse() { super.prepareForReuse(); reuses += 1 }
        }
        final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
            func numberOfSections(in tableView: UITableView) -> Int { 40 }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as! Header
                header.textLabel?.text = "Section \(section)"
                return header
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
        }
        Header.made = 0
        let sections = Sections()
        table.register(Header.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = sections
        table.delegate = sections
        harness.idle(frames: 1)
        let firstHeaders = table.subviews.compactMap { $0 as? Header }.filter { !$0.isHidden }
        XCTAssertEqual(firstHeaders.first { $0.frame.minY == 0 }?.textLabel?.text, "Section 0")
        for y in stride(from: 0, through: 3000, by: 100) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            harness.idle(frames: 1)
        }
        let shown = table.subviews.compactMap { $0 as? Header }.filter { !$0.isHidden }
        XCTAssertTrue(shown.contains { $0.textLabel?.text == "Section 18" }, "\(shown.map { $0.textLabel?.text })")
        XCTAssertLessThan(Header.made, 15, "headers are reused, not made for each of the 40 sections")
        XCTAssertGreaterThan(shown.map(\.reuses).reduce(0, +), 0)
        withExtendedLifetime(sections) {}
    }

    func testADragEndsEditingWhenTheKeyboardDismissesOnDrag() async {
        rows.sections = [(0..<50).map { "Row \($0)" }]
        table.reloadData()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        table.tableHeaderView = field
        harness.idle(frames: 1)
        XCTAssertTrue(field.becomeFirstResponder())
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        XCTAssertTrue(field.isFirstResponder, "keyboardDismissMode .none keeps editing")
        table.keyboardDismissMode = .onDrag
        harness.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200))
        XCTAssertFalse(field.isFirstResponder, ".onDrag ends editing when the drag begins")
    }
}
