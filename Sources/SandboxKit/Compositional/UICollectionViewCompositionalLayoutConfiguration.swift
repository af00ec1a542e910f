import Foundation

/// What a compositional layout applies to all its sections: its scroll direction, the space between
/// sections and the layout's own headers and footers (before the first section and after the last).
@MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    public override init() {}
}
