import XCTest
@testable import SandboxKit

/// A flow-layout data source and delegate whose sizes, insets and spacings a test sets per case.
final class FlowItems: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var counts: [Int]
    var sizes: [IndexPath: CGSize] = [:]
    var insets: [Int: UIEdgeInsets] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizes[indexPath] ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
    }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        insets[section] ?? (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset
    }
}

@MainActor
final class UICollectionViewFlowLayoutTests: XCTestCase {
    private func collection(width: CGFloat = 300, height: CGFloat = 400, _ items: FlowItems,
                            configure: (UICollectionViewFlowLayout) -> Void = { _ in }) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "item")
        cv.dataSource = items
        cv.delegate = items
        cv.layoutIfNeeded()
        return cv
    }

    private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect {
        cv.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame
    }

    func testDefaultsAreUIKits() async {
        let layout = UICollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
    }

    func testFullRowsAreJustifiedAndTheLastRowKeepsMinimumSpacing() async {
        // 300 wide, 80-point items: three fit (260), the 40 left over makes the spacing 30
        let cv = collection(FlowItems([8])) { $0.itemSize = CGSize(width: 80, height: 40) }
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 0, width: 80, height: 40))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 110, y: 0, width: 80, height: 40))
        XCTAssertEqual(frame(cv, 2), CGRect(x: 220, y: 0, width: 80, height: 40))
        XCTAssertEqual(frame(cv, 3), CGRect(x: 0, y: 50, width: 80, height: 40))
        // the last row: left-aligned, 10 apart
        XCTAssertEqual(frame(cv, 6), CGRect(x: 0, y: 100, width: 80, height: 40))
        XCTAssertEqual(frame(cv, 7), CGRect(x: 90, y: 100, width: 80, height: 40))
        XCTAssertEqual(cv.contentSize, CGSize(width: 300, height: 140))
    }

    func testSectionInsetsAndSpacings() async {
        let items = FlowItems([4, 2])
        let cv = collection(items) {
            $0.itemSize = CGSize(width: 60, height: 60)
            $0.sectionInset = UIEdgeInsets(top: 20, left: 15, bottom: 5, right: 15)
            $0.minimumLineSpacing = 4
            $0.minimumInteritemSpacing = 0
        }
        // 270 available: four 60s fit; one line, the section's last, so left-aligned with no spacing
        XCTAssertEqual(frame(cv, 0), CGRect(x: 15, y: 20, width: 60, height: 60))
        XCTAssertEqual(frame(cv, 3), CGRect(x: 195, y: 20, width: 60, height: 60))
        // section 1 starts after section 0's bottom inset and its own top inset
        XCTAssertEqual(frame(cv, 0, 1), CGRect(x: 15, y: 20 + 60 + 5 + 20, width: 60, height: 60))
        XCTAssertEqual(frame(cv, 1, 1), CGRect(x: 75, y: 105, width: 60, height: 60))
        XCTAssertEqual(cv.contentSize, CGSize(width: 300, height: 105 + 60 + 5))
    }

    func testSizeForItemAtAndInsetForSectionAtFromTheDelegate() async {
        let items = FlowItems([4, 1])
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 100, height: 80)
        items.insets[1] = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let cv = collection(items)
        // row 0: 50, 100(80 tall), 50 = 200 + 2*10 fits, the fourth (50) too: 250 + 30 = 280 ≤ 300: one
        // line, the last, so left-aligned; shorter items centred in the 80-point line
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 15, width: 50, height: 50))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 60, y: 0, width: 100, height: 80))
        XCTAssertEqual(frame(cv, 2), CGRect(x: 170, y: 15, width: 50, height: 50))
        XCTAssertEqual(frame(cv, 3), CGRect(x: 230, y: 15, width: 50, height: 50))
        XCTAssertEqual(frame(cv, 0, 1), CGRect(x: 10, y: 90, width: 50, height: 50))
        XCTAssertEqual(cv.contentSize.height, 150)
    }

    func testAnItemWiderThanTheRowIsAloneAndCentredWhenTheRowIsNotTheLast() async {
        let items = FlowItems([2])
        items.sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 200, height: 30)
        items.sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 200, height: 30)
        let cv = collection(items)
        XCTAssertEqual(frame(cv, 0), CGRect(x: 50, y: 0, width: 200, height: 30))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 0, y: 40, width: 200, height: 30))
    }

    func testHorizontalFlowFillsColumns() async {
        let cv = collection(width: 300, height: 130, FlowItems([5])) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 40, height: 60)
        }
        // two 60s and a spacing fill the 130 exactly; columns 40 wide, 10 apart
        XCTAssertEqual(frame(cv, 0), CGRect(x: 0, y: 0, width: 40, height: 60))
        XCTAssertEqual(frame(cv, 1), CGRect(x: 0, y: 70, width: 40, height: 60))
        XCTAssertEqual(frame(cv, 2), CGRect(x: 50, y: 0, width: 40, height: 60))
        XCTAssertEqual(frame(cv, 4), CGRect(x: 100, y: 0, width: 40, height: 60))
        XCTAssertEqual(cv.contentSize, CGSize(width: 140, height: 130))
    }

    func testIndexPathForItemAtAPoint() async {
        let cv = collection(FlowItems([8])) { $0.itemSize = CGSize(width: 80, height: 40) }
        XCTAssertEqual(cv.indexPathForItem(at: CGPoint(x: 150, y: 60)), IndexPath(item: 4, section: 0))
        XCTAssertNil(cv.indexPathForItem(at: CGPoint(x: 95, y: 20)))
        XCTAssertEqual(IndexPath(item: 3, section: 2).item, 3)
        XCTAssertEqual(IndexPath(item: 3, section: 2).section, 2)
    }
}
