// A photo grid as a tutorial writes one: a UICollectionView with a flow layout added with anchors, a
// custom cell with a label, three columns sized in sizeForItemAt, and an item tap that pushes a page.
import UIKit

final class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"

    let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.textColor = .white
        label.font = .systemFont(ofSize: 15, weight: .semibold)
        label.textAlignment = .center
        return label
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 6
        contentView.clipsToBounds = true
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        titleLabel.text = nil
    }

    func configure(with photo: Photo) {
        titleLabel.text = photo.title
        contentView.backgroundColor = photo.color
    }
}

struct Photo {
    let title: String
    let color: UIColor
}

final class PhotoViewController: UIViewController {
    let photo: Photo

    init(photo: Photo) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = photo.title
        view.backgroundColor = photo.color
    }
}

final class GalleryViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue, .systemPurple]
    private lazy var photos: [Photo] = (1...60).map { Photo(title: "Photo \($0)", color: colors[$0 % colors.count]) }

    private let spacing: CGFloat = 8

    lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = spacing
        layout.minimumInteritemSpacing = spacing
        layout.sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: PhotoCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoCell.reuseIdentifier,
                                                            for: indexPath) as? PhotoCell else {
            return UICollectionViewCell()
        }
        cell.configure(with: photos[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let columns: CGFloat = 3
        let totalSpacing = spacing * (columns + 1)
        let width = ((collectionView.bounds.width - totalSpacing) / columns).rounded(.down)
        return CGSize(width: width, height: width)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        let photo = photos[indexPath.item]
        print("selected", photo.title)
        navigationController?.pushViewController(PhotoViewController(photo: photo), animated: true)
    }
}

let gallery = GalleryViewController()
let nav = UINavigationController(rootViewController: gallery)
window.rootViewController = nav
wait(0.5)
print("items", gallery.collectionView.numberOfItems(inSection: 0), "cells", gallery.collectionView.visibleCells.count)

// the fifth photo: second row, middle column
let frame = gallery.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
let point = gallery.collectionView.convert(CGPoint(x: frame.midX, y: frame.midY), to: nil)
tap(x: point.x, y: point.y)
wait(0.3)
print(nav.topViewController!.title!)
