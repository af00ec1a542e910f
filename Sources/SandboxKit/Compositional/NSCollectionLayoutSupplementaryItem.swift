import Foundation

/// Where a supplementary view sits against the rectangle it belongs to.
public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A supplementary view in a compositional layout: its size and kind. Anchored to items (badges), it is
/// not simulated; as a section's boundary item (`NSCollectionLayoutBoundarySupplementaryItem`) it is.
@MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(layoutSize: NSCollectionLayoutSize, kind: String) {
        elementKind = kind
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, kind: elementKind)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, kind: elementKind)
    }
}

/// Where an item's supplementary view is anchored (item supplementaries are not simulated).
@MainActor
public final class NSCollectionLayoutAnchor: NSObject {
    public let edges: NSDirectionalRectEdge
    public init(edges: NSDirectionalRectEdge) { self.edges = edges }
    public init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.edges = edges }
    public init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.edges = edges }
}

/// A section's header or footer (or the layout's): placed before the section's content when aligned to
/// its top (or leading edge, scrolling sideways), after it when aligned to its bottom (or trailing
/// edge), across the section's width. Pinning it while the section scrolls is not simulated.
@MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    public let offset: CGPoint
    open var pinToVisibleBounds = false {
        didSet { if pinToVisibleBounds { NotSimulated.record("NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds") } }
    }
    open var extendsBoundary = true

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// The offset is kept; boundary items are placed without it.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, kind: elementKind)
    }

    /// Before the content (true), after it (false), or beside it (nil: not simulated, left out).
    func isLeading(scrollingVertically: Bool) -> Bool? {
        switch alignment {
        case .top, .topLeading, .topTrailing: return scrollingVertically ? true : nil
        case .bottom, .bottomLeading, .bottomTrailing: return scrollingVertically ? false : nil
        case .leading: return scrollingVertically ? nil : true
        case .trailing: return scrollingVertically ? nil : false
        case .none: return nil
        }
    }
}

/// A view behind a section (its background). Not simulated: making one says so once.
@MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = 0

    init(kind: String) {
        elementKind = kind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
        NotSimulated.record("NSCollectionLayoutDecorationItem")
    }

    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(kind: elementKind)
    }
}
