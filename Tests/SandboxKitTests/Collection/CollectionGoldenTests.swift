import Raster
import SandboxTestSupport
import XCTest
@testable import SandboxKit

/// A golden image of a flow-layout grid, drawn with the bundled fonts (text anti-aliased by FreeType,
/// hence a tolerance of 2 per channel).
@MainActor
final class CollectionGoldenTests: SmallWhiteSceneTestCase {
    /// A cell as a tutorial writes one: a centred label on a coloured, rounded content view.
    final class ColourCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 8
            label.textAlignment = .center
            label.textColor = .white
            label.font = .systemFont(ofSize: 20, weight: .bold)
            contentView.addSubview(label)
        }

        override init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    final class Colours: UICollectionViewDataSource {
        let colours: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                                  .systemIndigo, .systemPurple, .systemPink]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "colour", for: indexPath) as! ColourCell
            cell.contentView.backgroundColor = colours[indexPath.item % colours.count]
            cell.label.text = "\(indexPath.item + 1)"
            return cell
        }
    }

    func testThreeColumnGrid() async {
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let side = ((window.bounds.width - 40) / 3).rounded(.down)
        layout.itemSize = CGSize(width: side, height: (side * 0.75).rounded())
        let cv = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        cv.register(ColourCell.self, forCellWithReuseIdentifier: "colour")
        let data = Colours()
        cv.dataSource = data
        window.addSubview(cv)
        app.runTurn()
        XCTAssertEqual(cv.visibleCells.count, 12)
        assertGolden(window.framebuffer, named: "collection_grid", tolerance: 2)
    }
}
