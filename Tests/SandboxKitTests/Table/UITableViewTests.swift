import XCTest
@testable import SandboxKit

/// A registered cell class that counts the instances alive.
final class CountingCell: UITableViewCell {
    nonisolated(unsafe) static var alive = 0
    nonisolated(unsafe) static var made = 0
    var reuses = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        CountingCell.alive += 1
        CountingCell.made += 1
    }

    override init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit { CountingCell.alive -= 1 }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate as an app writes one: an array of titles in sections.
final class Rows: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var titles: [String?]
    var selected: [IndexPath] = []
    var displayed: [IndexPath] = []
    var cellRequests = 0
    /// Each dequeued cell's size, as `cellForRowAt` sees it.
    var dequeuedSizes: [CGSize] = []

    init(_ sections: [[String]], titles: [String?] = []) {
        self.sections = sections
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        dequeuedSizes.append(cell.bounds.size)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

extension TouchHarness {
    /// A plain 400×400 table in the window, its `CountingCell`s registered as "row", showing `rows` (its
    /// data source and delegate), laid out once.
    func plainTable(showing rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .plain)
        table.register(CountingCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        window.addSubview(table)
        idle(frames: 1)
        return table
    }
}

@MainActor
final class UITableViewTests: XCTestCase {
    var harness: TouchHarness!
    var table: UITableView!
    var rows: Rows!

    override func setUp() async throws {
        harness = TouchHarness()
        rows = Rows([(0..<100).map { "Row \($0)" }])
        table = harness.plainTable(showing: rows)
    }

    override func tearDown() async throws {
        harness = nil
        table = nil
        rows = nil
    }

    func testDequeueGivesTheRegisteredClassAndOnlyVisibleRowsHaveCells() async {
        XCTAssertEqual(table.numberOfRows(inSection: 0), 100)
        XCTAssertTrue(table.visibleCells.allSatisfy { $0 is CountingCell })
        // 400 points of 44-point rows: rows 0...9 overlap the bounds
        XCTAssertEqual(table.indexPathsForVisibleRows, (0..<10).map { IndexPath(row: $0, section: 0) })
        XCTAssertEqual(rows.displayed.count, 10)
        XCTAssertEqual(table.contentSize.height, 4400)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame, CGRect(x: 0, y: 132, width: 400, height: 44))
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text, "Row 3")
    }

    /// As in UIKit, a cell dequeued for an index path is already as wide and tall as its row, new or
    /// reused, so `cellForRowAt` can lay out by it.
    func testADequeuedCellComesAtItsRowsSize() async {
        table.contentOffset = CGPoint(x: 0, y: 900)
        harness.idle(frames: 1)
        XCTAssertGreaterThan(rows.dequeuedSizes.count, table.visibleCells.count, "new and reused cells were dequeued")
        let rowSize = table.visibleCells.first?.bounds.size ?? .zero
        XCTAssertEqual(rowSize.width, 400)
        XCTAssertEqual(Set(rows.dequeuedSizes.map { "\($0)" }), ["\(rowSize)"])
    }

    func testIndexPathHasRowAndSection() async {
        let ip = IndexPath(row: 4, section: 2)
        XCTAssertEqual(ip.row, 4)
        XCTAssertEqual(ip.section, 2)
        XCTAssertLessThan(IndexPath(row: 9, section: 0), ip)
    }

    func testCellsAliveStayBoundedWhileScrollingTenThousandRows() async {
        rows.sections = [(0..<10_000).map { "Row \($0)" }]
        CountingCell.made = 0
        let others = CountingCell.alive - table.visibleCells.count - table.reusableCellCount
        table.reloadData()
        table.layoutIfNeeded()
        var most = 0
        var offset: CGFloat = 0
        while offset < 440_000 - 400 {
            offset = min(offset + 7 * 31, 440_000 - 400)
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
            most = max(most, table.visibleCells.count + table.reusableCellCount)
            XCTAssertLessThanOrEqual(table.visibleCells.count, 11)
        }
        XCTAssertEqual(table.indexPathsForVisibleRows?.last, IndexPath(row: 9999, section: 0))
        XCTAssertLessThanOrEqual(most, 22)
        XCTAssertLessThanOrEqual(CountingCell.made, 22, "cells are reused, not made per row")
        XCTAssertLessThanOrEqual(CountingCell.alive - others, 22, "no cell is alive but those shown and pooled")
        XCTAssertGreaterThan(rows.cellRequests, 9_000, "every row was asked for once it came into view")
    }

    func testReusedCellsArePreparedForReuse() async {
        table.contentOffset = CGPoint(x: 0, y: 880)
        table.layoutIfNeeded()
        let reused = table.visibleCells.compactMap { $0 as? CountingCell }.filter { $0.reuses > 0 }
        XCTAssertFalse(reused.isEmpty)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 20, section: 0))?.textLabel?.text, "Row 20")
    }

    func testATapSelectsTheRow() async {
        harness.down(100, 3 * 44 + 20)
        let cell = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        XCTAssertTrue(cell.isHighlighted, "highlighted while the finger is down")
        harness.up(100, 3 * 44 + 20)
        XCTAssertEqual(rows.selected, [IndexPath(row: 3, section: 0)])
        XCTAssertEqual(table.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
        XCTAssertTrue(cell.isSelected)
        XCTAssertFalse(cell.isHighlighted)
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
        XCTAssertNil(table.indexPathForSelectedRow)
        XCTAssertFalse(cell.isSelected)
    }

    func testADragDoesNotSelect() async {
        harness.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100), steps: 10)
        XCTAssertEqual(rows.selected, [])
        XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isHighlighted })
        XCTAssertGreaterThan(table.contentOffset.y, 100)
    }

    func testInsertRowsUpdatesTheCountAndAnimates() async {
        let below = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        rows.sections[0].insert("New", at: 2)
        table.insertRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 101)
        let inserted = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        XCTAssertEqual(inserted.textLabel?.text, "New")
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 3, section: 0)) === below, "the old row 2 is row 3 now")
        XCTAssertEqual(below.frame.minY, 132)
        harness.idle(frames: 9)
        let alpha = inserted.layer.presentationState.opacity
        XCTAssertGreaterThan(alpha, 0.1)
        XCTAssertLessThan(alpha, 0.9)
        let y = below.layer.presentationState.frame.minY
        XCTAssertGreaterThan(y, 88)
        XCTAssertLessThan(y, 132)
        harness.idle(frames: 20)
        XCTAssertEqual(inserted.layer.presentationState.opacity, 1)
        XCTAssertEqual(below.layer.presentationState.frame.minY, 132)
    }

    func testDeleteRowsAnimatesTheRowOutAndReusesItsCell() async {
        let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        let next = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        var done = false
        table.performBatchUpdates({
            self.rows.sections[0].remove(at: 1)
            self.table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        }, completion: { done = $0 })
        XCTAssertEqual(table.numberOfRows(inSection: 0), 99)
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 1, section: 0)) === next)
        harness.idle(frames: 9)
        XCTAssertLessThan(doomed.layer.presentationState.frame.minX, 0, "sliding out to the left")
        XCTAssertFalse(doomed.isHidden)
        harness.idle(frames: 20)
        XCTAssertTrue(done)
        XCTAssertTrue(doomed.isHidden, "back in the pool")
        XCTAssertEqual(next.frame.minY, 44)
        XCTAssertEqual(table.visibleCells.count, 10)
    }

    func testAnInconsistentUpdateIsRecordedNotACrash() async {
        var messages: [String] = []
        let sub = harness.app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        defer { sub.cancel() }
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) // the data did not change
        XCTAssertTrue(messages.first?.hasPrefix("Invalid update: invalid number of rows in section 0.") ?? false, "\(messages)")
        XCTAssertEqual(table.numberOfRows(inSection: 0), 100)
    }

    func testDequeueOfAnUnregisteredIdentifierIsRecorded() async {
        var messages: [String] = []
        let sub = harness.app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        defer { sub.cancel() }
        let cell = table.dequeueReusableCell(withIdentifier: "nope", for: IndexPath(row: 0, section: 0))
        XCTAssertEqual(cell.reuseIdentifier, "nope")
        XCTAssertNil(table.dequeueReusableCell(withIdentifier: "nope"))
        XCTAssertEqual(messages.count, 1)
    }

    func testPlainSectionHeadersStickToTheTop() async {
        rows.sections = [(0..<20).map { "A\($0)" }, (0..<20).map { "B\($0)" }]
        rows.titles = ["A", "B"]
        table.reloadData()
        table.layoutIfNeeded()
        let headerA = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }.first { $0.textLabel?.text == "A" }
        XCTAssertEqual(headerA?.frame, CGRect(x: 0, y: 0, width: 400, height: 28))
        XCTAssertEqual(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 28 + 880 + 28)
        table.contentOffset = CGPoint(x: 0, y: 300)
        table.layoutIfNeeded()
        XCTAssertEqual(headerA?.frame.minY, 300, "stuck to the top while its section scrolls under it")
        table.contentOffset = CGPoint(x: 0, y: 890)
        table.layoutIfNeeded()
        XCTAssertEqual(headerA?.frame.minY, 880, "pushed up by the end of its section")
    }

    func testInsetGroupedRowsAreInsetIntoCards() async {
        let grouped = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), style: .insetGrouped)
        grouped.register(CountingCell.self, forCellReuseIdentifier: "row")
        let data = Rows([["a", "b"], ["c"]], titles: ["First", nil])
        grouped.dataSource = data
        harness.window.addSubview(grouped)
        grouped.layoutIfNeeded()
        XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 0)), CGRect(x: 16, y: 38, width: 368, height: 44))
        XCTAssertEqual(grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 38 + 88 + 17 + 17)
        XCTAssertEqual(grouped.cellForRow(at: IndexPath(row: 1, section: 0))?.separator.isHidden, true, "no line under a section's last row")
    }

    func testSettingTheDataSourceReloads() async {
        let other = Rows([["only"]])
        table.dataSource = other
        table.layoutIfNeeded()
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["only"])
    }

    func testATableViewControllerInANavigationControllerDeselectsWhenItComesBack() async {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                navigationController?.pushViewController(UIViewController(), animated: true)
            }
        }
        let list = List(style: .insetGrouped)
        let nav = UINavigationController(rootViewController: list)
        harness.window.rootViewController = nav
        harness.idle(frames: 2)
        let row = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 2, section: 0)), to: nil)
        harness.tap(row.midX, row.midY)
        harness.idle(frames: 40)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertEqual(list.tableView.indexPathForSelectedRow, IndexPath(row: 2, section: 0), "still selected under the pushed page")
        nav.popViewController(animated: true)
        harness.idle(frames: 40)
        XCTAssertNil(list.tableView.indexPathForSelectedRow, "clearsSelectionOnViewWillAppear")
    }

    func testUITableViewControllerIsItsTablesDataSource() async {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            var picked: IndexPath?
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { picked = indexPath }
        }
        let list = List(style: .plain)
        harness.window.rootViewController = list
        harness.idle(frames: 2)
        XCTAssertTrue(list.view === list.tableView)
        XCTAssertEqual(list.tableView.visibleCells.count, 3)
        let y = list.tableView.convert(list.tableView.rectForRow(at: IndexPath(row: 1, section: 0)), to: nil).midY
        harness.tap(100, y)
        XCTAssertEqual(list.picked, IndexPath(row: 1, section: 0))
    }
}
