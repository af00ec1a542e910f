import XCTest
@testable import SandboxKit

/// A registered cell class with a label, counting the instances made and the reuses.
final class LabelCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    let label = UILabel()
    var reuses = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
        LabelCell.made += 1
    }

    override init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        label.text = nil
    }
}

/// A data source and delegate as an app writes one, logging the delegate's calls in order.
final class Grid: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var count: Int
    var log: [String] = []
    var refuse: Set<Int> = []
    var cellRequests = 0
    /// Each dequeued cell's content view size, as `cellForItemAt` sees it.
    var dequeuedContentSizes: [CGSize] = []

    init(_ count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        dequeuedContentSizes.append(cell.contentView.bounds.size)
        cell.label.text = "\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return !refuse.contains(indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        log.append("didSelect \(indexPath.item)")
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        log.append("didDeselect \(indexPath.item)")
    }
}

@MainActor
final class UICollectionViewTests: XCTestCase {
    var harness: TouchHarness!
    var collection: UICollectionView!
    var grid: Grid!

    override func setUp() async throws {
        harness = TouchHarness()
        // 400 wide: four 90-point items a row (justified 13⅓ apart), rows 100 apart
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        grid = Grid(1000)
        collection.dataSource = grid
        collection.delegate = grid
        harness.window.addSubview(collection)
        harness.idle(frames: 1)
    }

    override func tearDown() async throws {
        harness = nil
        collection = nil
        grid = nil
    }

    func testOnlyVisibleItemsHaveCellsOfTheRegisteredClass() async {
        XCTAssertEqual(collection.numberOfSections, 1)
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 1000)
        XCTAssertEqual(collection.contentSize, CGSize(width: 400, height: 250 * 100 - 10))
        // rows at 0, 100, 200, 300: four rows of four
        XCTAssertEqual(collection.visibleCells.count, 16)
        XCTAssertEqual(collection.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 0))
        XCTAssertEqual(collection.indexPathsForVisibleItems.last, IndexPath(item: 15, section: 0))
        XCTAssertTrue(collection.visibleCells.allSatisfy { $0 is LabelCell && $0.superview === collection })
        let cell = collection.cellForItem(at: IndexPath(item: 5, section: 0)) as? LabelCell
        XCTAssertEqual(cell?.label.text, "5")
        XCTAssertEqual(cell?.reuseIdentifier, "cell")
        XCTAssertEqual(cell?.frame.minY, 100)
        XCTAssertEqual(collection.indexPath(for: cell!), IndexPath(item: 5, section: 0))
        XCTAssertNil(collection.cellForItem(at: IndexPath(item: 16, section: 0)))
        XCTAssertEqual(grid.cellRequests, 16)
    }

    /// As in UIKit, a cell dequeued for an index path already has the item's frame and its content view
    /// the cell's size, new or reused, so `cellForItemAt` can centre a label in `contentView.center`.
    func testADequeuedCellComesAtItsItemsFrame() async {
        collection.contentOffset = CGPoint(x: 0, y: 900)
        harness.idle(frames: 1)
        XCTAssertGreaterThan(grid.dequeuedContentSizes.count, 16, "new and reused cells were dequeued")
        XCTAssertEqual(Set(grid.dequeuedContentSizes.map { "\($0)" }), ["\(CGSize(width: 90, height: 90))"])
    }

    func testScrollingReusesCells() async {
        let madeBefore = LabelCell.made
        for step in 1...200 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 37)
            collection.layoutIfNeeded()
            XCTAssertLessThanOrEqual(collection.visibleCells.count, 20)
        }
        // a few rows' worth of cells made at most, however far it scrolled
        XCTAssertLessThanOrEqual(LabelCell.made - madeBefore, 16)
        let first = collection.indexPathsForVisibleItems.first!.item
        XCTAssertEqual(first, 7400 / 100 * 4)
        let cell = collection.cellForItem(at: IndexPath(item: first, section: 0)) as! LabelCell
        XCTAssertEqual(cell.label.text, "\(first)")
        XCTAssertGreaterThan(cell.reuses, 0)
        XCTAssertEqual(cell.frame.minY, CGFloat(first / 4) * 100)
        let alive = collection.subviews.filter { $0 is LabelCell }
        XCTAssertEqual(alive.count, collection.visibleCells.count + collection.reusableCellCount)
    }

    func testATapSelectsThroughTheDelegateInOrder() async {
        // item 5: row 1, second column (x 103⅓…193⅓)
        harness.tap(150, 150)
        XCTAssertEqual(grid.log, ["shouldSelect 5", "didSelect 5"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 5, section: 0)])
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 5, section: 0))!.isSelected)
        grid.log = []
        harness.tap(40, 40)
        XCTAssertEqual(grid.log, ["shouldSelect 0", "didDeselect 5", "didSelect 0"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0)])
        XCTAssertFalse(collection.cellForItem(at: IndexPath(item: 5, section: 0))!.isSelected)
    }

    func testARefusedSelectionAndAGapSelectNothing() async {
        grid.refuse = [1]
        harness.tap(150, 40)
        harness.tap(98, 40)
        XCTAssertEqual(grid.log, ["shouldSelect 1"])
        XCTAssertEqual(collection.indexPathsForSelectedItems, [])
        collection.allowsSelection = false
        harness.tap(40, 40)
        XCTAssertEqual(grid.log, ["shouldSelect 1"])
    }

    func testSelectItemFromCodeScrollsAndDoesNotCallTheDelegate() async {
        collection.selectItem(at: IndexPath(item: 41, section: 0), animated: false, scrollPosition: .top)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.contentOffset.y, 1000)
        XCTAssertTrue(collection.cellForItem(at: IndexPath(item: 41, section: 0))!.isSelected)
        XCTAssertEqual(grid.log, [])
        collection.deselectItem(at: IndexPath(item: 41, section: 0), animated: false)
        XCTAssertFalse(collection.cellForItem(at: IndexPath(item: 41, section: 0))!.isSelected)
        XCTAssertEqual(collection.indexPathsForSelectedItems, [])
        collection.scrollToItem(at: IndexPath(item: 999, section: 0), at: .bottom, animated: false)
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.contentOffset.y, collection.contentSize.height - 400)
        XCTAssertNotNil(collection.cellForItem(at: IndexPath(item: 999, section: 0)))
    }

    func testReloadDataAsksAgain() async {
        grid.count = 3
        collection.reloadData()
        collection.layoutIfNeeded()
        XCTAssertEqual(collection.numberOfItems(inSection: 0), 3)
        XCTAssertEqual(collection.visibleCells.count, 3)
        XCTAssertEqual(collection.contentSize.height, 90)
    }

    func testDequeueOfAnUnregisteredIdentifierIsRecorded() async {
        var messages: [String] = []
        let sub = harness.app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        defer { sub.cancel() }
        let plain = collection.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        XCTAssertEqual(plain.reuseIdentifier, "nope")
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("with identifier nope") == true)
    }
}
