import XCTest
@testable import SandboxKit

/// Diffable data sources as apps use them: a snapshot of sections and items applied to a table or a
/// collection view decides the rows shown, their cells and their order.
@MainActor
final class DiffableDataSourceTests: XCTestCase {
    enum Section: Hashable { case fruit, veg }

    var harness: TouchHarness!

    override func setUp() async throws { harness = TouchHarness() }
    override func tearDown() async throws { harness = nil }

    func testSnapshotKeepsSectionsAndItemsInOrder() async throws {
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit, .veg])
        s.appendItems(["apple", "pear"], toSection: .fruit)
        s.appendItems(["leek"])
        s.insertItems(["fig"], beforeItem: "pear")
        s.moveItem("apple", afterItem: "pear")
        XCTAssertEqual(s.itemIdentifiers(inSection: .fruit), ["fig", "pear", "apple"])
        XCTAssertEqual(s.itemIdentifiers(inSection: .veg), ["leek"])
        XCTAssertEqual(s.numberOfItems, 4)
        XCTAssertEqual(s.indexOfItem("leek"), 3)
        XCTAssertEqual(s.sectionIdentifier(containingItem: "pear"), .fruit)
        s.deleteItems(["pear"])
        s.deleteSections([.veg])
        XCTAssertEqual(s.itemIdentifiers, ["fig", "apple"])
        XCTAssertEqual(s.sectionIdentifiers, [.fruit])
        XCTAssertNil(s.indexOfItem("leek"))
    }

    func testDuplicateItemsAreLeftOutAndReportedWhenApplied() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tv, ip, item in
            tv.dequeueReusableCell(withIdentifier: "c", for: ip)
        }
        var messages: [String] = []
        let sub = harness.app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        defer { harness.app.lifecycleEvents.unsubscribe(sub) }
        _ = harness.show(table)
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit])
        s.appendItems(["apple", "apple", "pear"])
        source.apply(s, animatingDifferences: false, completion: nil)
        harness.idle(frames: 1)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages[0].contains("not unique"), messages[0])
    }

    func testTableShowsTheSnapshotsRowsWithTheProvidersCells() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        var asked: [String] = []
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tv, ip, item in
            asked.append(item)
            let cell = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            cell.textLabel?.text = item.uppercased()
            return cell
        }
        XCTAssertTrue(table.dataSource === source)
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit, .veg])
        s.appendItems(["apple", "pear"], toSection: .fruit)
        s.appendItems(["leek"], toSection: .veg)
        source.apply(s, animatingDifferences: false, completion: nil)
        _ = harness.show(table)
        XCTAssertEqual(table.numberOfSections, 2)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
        XCTAssertEqual(table.numberOfRows(inSection: 1), 1)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text, "PEAR")
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "LEEK")
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(row: 0, section: 1)), "leek")
        XCTAssertEqual(source.indexPath(for: "pear"), IndexPath(row: 1, section: 0))
        XCTAssertNil(source.itemIdentifier(for: IndexPath(row: 5, section: 0)))
        XCTAssertEqual(asked.sorted(), ["apple", "leek", "pear"])
        XCTAssertEqual(source.snapshot().itemIdentifiers, ["apple", "pear", "leek"])
    }

    func testAnimatedApplyInsertsAndDeletesRowsAndReloadsNamedOnes() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
        var labels: [String: String] = ["a": "A", "b": "B", "c": "C"]
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) { tv, ip, item in
            let cell = tv.dequeueReusableCell(withIdentifier: "c", for: ip)
            cell.textLabel?.text = labels[item] ?? item
            return cell
        }
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.fruit])
        s.appendItems(["a", "b", "c"])
        source.apply(s, animatingDifferences: false, completion: nil)
        _ = harness.show(table)
        let cellB = table.cellForRow(at: IndexPath(row: 1, section: 0))
        var next = source.snapshot()
        next.deleteItems(["a"])
        next.appendItems(["d"])
        labels["c"] = "C2"
        next.reloadItems(["c"])
        var done = false
        source.apply(next, animatingDifferences: true) { done = true }
        XCTAssertFalse(done, "the rows animate first")
        harness.idle(frames: 30)
        XCTAssertTrue(done)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 3)
        let texts = (0..<3).map { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        XCTAssertEqual(texts, ["B", "C2", "d"])
        // the row that stayed kept its cell and slid up to the first row
        XCTAssertTrue(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellB)
        XCTAssertEqual(cellB?.frame.minY, 0)
    }

    func testSubclassGivesSectionTitles() async throws {
        final class Titled: UITableViewDiffableDataSource<Section, String> {
            override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
                sectionIdentifier(for: section) == .fruit ? "Fruit" : "Veg"
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let source = Titled(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var s = NSDiffableDataSourceSnapshot<Section, String>()
        s.appendSections([.veg])
        s.appendItems(["leek"])
        await source.apply(s)
        _ = harness.show(table)
        XCTAssertEqual(table.dataSource?.tableView(table, titleForHeaderInSection: 0), "Veg")
        XCTAssertEqual(table.visibleCells.count, 1)
    }

    func testCollectionViewShowsTheSnapshotAndRefreshesOnApply() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<LabelCell, Int> { cell, _, number in
            cell.label.text = "#\(number)"
        }
        let source = UICollectionViewDiffableDataSource<Section, Int>(collectionView: cv) { cv, ip, number in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: number)
        }
        var s = NSDiffableDataSourceSnapshot<Section, Int>()
        s.appendSections([.fruit])
        s.appendItems(Array(1...6))
        source.apply(s, animatingDifferences: false, completion: nil)
        _ = harness.show(cv)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 6)
        XCTAssertEqual(cv.visibleCells.count, 6)
        XCTAssertEqual((cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? LabelCell)?.label.text, "#5")
        var next = source.snapshot()
        next.deleteItems([1, 2])
        source.apply(next, completion: nil)
        harness.idle(frames: 1)
        XCTAssertEqual(cv.visibleCells.count, 4)
        XCTAssertEqual((cv.cellForItem(at: IndexPath(item: 0, section: 0)) as? LabelCell)?.label.text, "#3")
        XCTAssertEqual(source.itemIdentifier(for: IndexPath(item: 3, section: 0)), 6)
    }
}
