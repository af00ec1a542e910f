import Foundation

/// The smallest element of a compositional layout: one cell, sized within its group. Its
/// `contentInsets` shrink the cell inside the space the item takes (a fractional size is measured
/// before the insets, as in UIKit).
@MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Not simulated: setting it says so once.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing? {
        didSet { if edgeSpacing != nil { NotSimulated.record("NSCollectionLayoutItem.edgeSpacing") } }
    }
    /// Badges and other supplementary views anchored to the item are not simulated: setting some says so once.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
        if !supplementaryItems.isEmpty { NotSimulated.record("NSCollectionLayoutItem(layoutSize:supplementaryItems:)") }
    }
}
