import Foundation

public typealias UICollectionViewCompositionalLayoutSectionProvider = @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// UIKit's compositional layout: each section is laid out by its `NSCollectionLayoutSection` (one for
/// all, or one from the section provider per section), its group repeated until the section's items
/// are placed (CompositionalPlacement.swift has the arithmetic). Sizes are fractions of the container
/// (the collection view inside its content insets; an item's of its group), absolute lengths, or
/// estimates, laid out at the estimate since cells do not size themselves here.
///
/// Sections follow each other in the scroll direction, `interSectionSpacing` apart; the section
/// provider is asked again whenever the layout is (when the data is reloaded or the collection view's
/// size changes). Orthogonal sections and what else is not simulated are described on their types.
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let fixedSection: NSCollectionLayoutSection?
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider?
    /// Setting it lays the collection view out again.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }
    /// The list configuration of a layout made by `list(using:)`, whose look it gives the collection view.
    var listConfiguration: UICollectionLayoutListConfiguration?

    private var cells: [[UICollectionViewLayoutAttributes]] = []
    private var supplementaries: [UICollectionView.SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero

    public init(section: NSCollectionLayoutSection) {
        fixedSection = section
        sectionProvider = nil
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = section
        sectionProvider = nil
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init()
    }

    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        fixedSection = nil
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout of list sections (full-width rows), as UIKit's list layout.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.section() })
        layout.listConfiguration = configuration
        return layout
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    open override func prepare() {
        cells = []
        supplementaries = [:]
        contentSize = .zero
        guard let cv = collectionView else { return }
        preparedSize = cv.bounds.size
        listConfiguration?.applyLook(to: cv)
        let place = CompositionalPlacement(transposed: configuration.scrollDirection == .horizontal)
        let inset = cv.adjustedContentInset
        let visible = CGSize(width: max(cv.bounds.width - inset.left - inset.right, 0),
                             height: max(cv.bounds.height - inset.top - inset.bottom, 0))
        let environment = CompositionalLayoutEnvironment(
            contentSize: cv.bounds.size,
            contentInsets: NSDirectionalEdgeInsets(top: inset.top, leading: inset.left, bottom: inset.bottom, trailing: inset.right),
            traitCollection: cv.traitCollection)
        let flowVisible = place.flip(visible)
        let width = flowVisible.width
        var y: CGFloat = 0

        func placeBoundary(_ items: [NSCollectionLayoutBoundarySupplementaryItem], leading: Bool, section: Int,
                           x: CGFloat, width: CGFloat) {
            for item in items where item.isLeading(scrollingVertically: !place.transposed) == leading {
                let size = place.resolve(item.layoutSize, in: CGSize(width: width, height: flowVisible.height))
                let key = UICollectionView.SupplementaryKey(kind: item.elementKind, indexPath: IndexPath(item: 0, section: section))
                guard supplementaries[key] == nil else { continue }
                let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind, with: key.indexPath)
                a.frame = place.flip(CGRect(x: x, y: y, width: size.width, height: size.height))
                a.zIndex = item.zIndex
                supplementaries[key] = a
                y += size.height
            }
        }

        placeBoundary(configuration.boundarySupplementaryItems, leading: true, section: 0, x: 0, width: width)
        let sectionCount = cv.numberOfSections
        for s in 0..<sectionCount {
            let itemCount = cv.numberOfItems(inSection: s)
            guard let section = fixedSection ?? sectionProvider?(s, environment) else {
                cells.append([])
                continue
            }
            if s > 0 { y += max(configuration.interSectionSpacing, 0) }
            let insets = place.flip(section.contentInsets)
            let sectionWidth = max(width - insets.leading - insets.trailing, 0)
            let follows = section.supplementariesFollowContentInsets
            placeBoundary(section.boundarySupplementaryItems, leading: true, section: s,
                          x: follows ? insets.leading : 0, width: follows ? sectionWidth : width)
            y += insets.top
            let groupSize = place.resolve(section.group.layoutSize, in: CGSize(width: sectionWidth, height: flowVisible.height))
            let orthogonal = section.orthogonalScrollingBehavior != .none
            var frames: [CGRect] = []
            var x = insets.leading
            var first = true
            while frames.count < itemCount {
                let placed = place.frames(of: section.group, size: groupSize, limit: itemCount - frames.count)
                guard !placed.isEmpty else { break }
                if orthogonal {
                    if !first { x += max(section.interGroupSpacing, 0) }
                    frames += placed.map { $0.offsetBy(dx: x, dy: y) }
                    x += groupSize.width
                } else {
                    if !first { y += max(section.interGroupSpacing, 0) }
                    frames += placed.map { $0.offsetBy(dx: insets.leading, dy: y) }
                    y += groupSize.height
                }
                first = false
            }
            if orthogonal && !first { y += groupSize.height }
            y += insets.bottom
            placeBoundary(section.boundarySupplementaryItems, leading: false, section: s,
                          x: follows ? insets.leading : 0, width: follows ? sectionWidth : width)
            cells.append(frames.enumerated().map { item, frame in
                let a = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: s))
                a.frame = place.flip(frame)
                return a
            })
        }
        placeBoundary(configuration.boundarySupplementaryItems, leading: false, section: max(sectionCount - 1, 0), x: 0, width: width)
        contentSize = place.flip(CGSize(width: width, height: y))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        supplementaries.values.filter { $0.frame.intersects(rect) } + cells.joined().filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, cells.indices.contains(indexPath.section),
              cells[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementaries[UICollectionView.SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }
}
