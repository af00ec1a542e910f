import XCTest
@testable import SandboxKit

/// A header view that records its kind, as an app's section header does with its title.
final class TitleHeader: UICollectionReusableView {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }
    override init?(coder: NSCoder) { fatalError() }
}

/// A data source with `counts[s]` items in section s, labelled "s.i", and titled headers.
final class Sections: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
        cell.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
        view.label.text = (kind == UICollectionView.elementKindSectionHeader ? "Header " : "Footer ") + "\(indexPath.section)"
        return view
    }
}

@MainActor
final class CompositionalLayoutTests: XCTestCase {
    var harness: TouchHarness!
    override func setUp() async throws { harness = TouchHarness() }
    override func tearDown() async throws { harness = nil }

    private func show(_ layout: UICollectionViewLayout, _ data: Sections) -> UICollectionView {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        cv.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "title")
        cv.register(TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "title")
        cv.dataSource = data
        return harness.show(cv)
    }

    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
        cv.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The tutorials' grid: items a quarter of the width, square groups of a row, insets inside each item.
    func testFractionalGridOfRows() async throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.25)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let cv = show(UICollectionViewCompositionalLayout(section: section), Sections([10]))
        XCTAssertEqual(frame(cv, 0), CGRect(x: 2, y: 12, width: 96, height: 96))
        XCTAssertEqual(frame(cv, 3), CGRect(x: 302, y: 12, width: 96, height: 96))
        XCTAssertEqual(frame(cv, 5), CGRect(x: 102, y: 112, width: 96, height: 96))
        // three rows of 100 between insets of 10
        XCTAssertEqual(cv.contentSize, CGSize(width: 400, height: 320))
        XCTAssertEqual(cv.visibleCells.count, 10)
    }

    /// A group of a fixed count shares its width; groups are `interGroupSpacing` apart.
    func testCountedGroupAndSpacing() async throws {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitem: item, count: 3)
        group.interItemSpacing = .fixed(20)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        let cv = show(UICollectionViewCompositionalLayout(section: section), Sections([5]))
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 0, width: 120, height: 50))
        XCTAssertEqual(frame(cv, 2), CGRect(x: 280, y: 0, width: 120, height: 50))
        XCTAssertEqual(frame(cv, 4), CGRect(x: 140, y: 58, width: 120, height: 50))
    }

    /// A vertical group nested in a horizontal one: a big item beside two stacked small ones.
    func testNestedGroups() async throws {
        let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [big, column])
        let cv = show(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Sections([4]))
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 0, width: 200, height: 200))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 200, y: 0, width: 200, height: 100))
        XCTAssertEqual(frame(cv, 2), CGRect(x: 200, y: 100, width: 200, height: 100))
        XCTAssertEqual(frame(cv, 3), CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    /// A section provider per section, a boundary header from the data source, and an orthogonal
    /// section whose groups run sideways (past the edge) instead of down.
    func testSectionProviderHeadersAndOrthogonalRow() async throws {
        var asked: [Int] = []
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            XCTAssertEqual(environment.container.effectiveContentSize.width, 400)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(index == 0 ? 300 : 400), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if index == 0 { section.orthogonalScrollingBehavior = .groupPaging }
            section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
            return section
        }
        let cv = show(layout, Sections([3, 2]))
        XCTAssertEqual(Set(asked), [0, 1])
        let header0 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(header0?.frame, CGRect(x: 0, y: 0, width: 400, height: 30))
        XCTAssertEqual((header0 as? TitleHeader)?.label.text, "Header 0")
        // the orthogonal row: groups side by side, one row tall
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 30, width: 300, height: 100))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 300, y: 30, width: 300, height: 100))
        XCTAssertNil(cv.cellForItem(at: IndexPath(item: 2, section: 0)), "past the edge: not on screen")
        let header1 = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        XCTAssertEqual(header1?.frame, CGRect(x: 0, y: 130, width: 400, height: 30))
        XCTAssertEqual(frame(cv, 0, 1), CGRect(x: 0, y: 160, width: 400, height: 100))
        XCTAssertEqual(cv.contentSize.height, 360)
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 2)
    }

    /// A list layout: full-width 44-point rows, inset-grouped 16 points from the sides, list cells
    /// with their default content configuration.
    func testListLayoutWithListCells() async throws {
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400),
                                  collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<Int, String>(collectionView: cv) { cv, ip, name in
            cv.dequeueConfiguredReusableCell(using: registration, for: ip, item: name)
        }
        var s = NSDiffableDataSourceSnapshot<Int, String>()
        s.appendSections([0])
        s.appendItems(["Inbox", "Sent", "Trash"])
        source.apply(s, completion: nil)
        _ = harness.show(cv)
        XCTAssertEqual(cv.backgroundColor, UIColor.systemGroupedBackground)
        XCTAssertEqual(frame(cv, 1), CGRect(x: 16, y: 35 + 44, width: 368, height: 44))
        let content = cv.cellForItem(at: IndexPath(item: 2, section: 0))?.contentView.subviews.first as? UIListContentView
        XCTAssertEqual(content?.textLabel.text, "Trash")
        XCTAssertEqual(content?.textLabel.frame.minX, 16)
    }

    /// Flow layout headers and footers: the reference sizes' heights, across the full width.
    func testFlowLayoutHeadersAndFooters() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        layout.sectionInset = UIEdgeInsets(top: 5, left: 0, bottom: 5, right: 0)
        let cv = show(layout, Sections([2, 1]))
        let headers = cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        XCTAssertEqual(headers.map(\.frame), [CGRect(x: 0, y: 0, width: 400, height: 40), CGRect(x: 0, y: 170, width: 400, height: 40)])
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 45, width: 100, height: 100))
        let footer = cv.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))
        XCTAssertEqual(footer?.frame, CGRect(x: 0, y: 150, width: 400, height: 20))
        XCTAssertEqual((footer as? TitleHeader)?.label.text, "Footer 0")
        XCTAssertEqual(frame(cv, 0, 1), CGRect(x: 0, y: 215, width: 100, height: 100))
        XCTAssertEqual(cv.contentSize.height, 340)
    }

    /// An unregistered header identifier is UIKit's exception: a violation here, and an empty view.
    func testUnregisteredHeaderIsReported() async throws {
        final class Bare: NSObject, UICollectionViewDataSource {
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
            func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell { UICollectionViewCell(frame: .zero) }
            func collectionView(_ cv: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                cv.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "nope", for: indexPath)
            }
        }
        var messages: [String] = []
        let sub = harness.app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        defer { harness.app.lifecycleEvents.unsubscribe(sub) }
        let layout = UICollectionViewFlowLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 400, height: 400), collectionViewLayout: layout)
        let data = Bare()
        cv.dataSource = data
        _ = harness.show(cv)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("UICollectionElementKindSectionHeader") == true, "\(messages)")
        XCTAssertEqual(cv.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count, 1)
    }

    /// Batch updates: the data source holds the new counts, and the items shown follow them at once.
    func testBatchUpdatesShowTheNewItems() async throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        let data = Sections([3])
        let cv = show(layout, data)
        var finished = false
        cv.performBatchUpdates({
            data.counts = [5]
            cv.insertItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 4, section: 0)])
        }, completion: { finished = $0 })
        harness.idle(frames: 1)
        XCTAssertTrue(finished)
        XCTAssertEqual(cv.numberOfItems(inSection: 0), 5)
        XCTAssertEqual(cv.visibleCells.count, 5)
        data.counts = [2]
        cv.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        harness.idle(frames: 1)
        XCTAssertEqual(cv.visibleCells.count, 2)
        XCTAssertNil(cv.cellForItem(at: IndexPath(item: 2, section: 0)))
    }
}
