import Foundation

/// How a compositional section's groups scroll across the collection view's own direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// Which insets a section's `contentInsets` are measured from.
public enum UIContentInsetsReference: Int, Sendable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// One section of a compositional layout: its group, repeated along the section until the section's
/// items are placed, `interGroupSpacing` apart, inside `contentInsets`, with its boundary items
/// (headers and footers) before and after.
///
/// With an `orthogonalScrollingBehavior`, the groups are placed side by side across the collection
/// view's direction (a row of groups in a vertical collection view), as UIKit places them; the row
/// extends past the collection view's edge. Scrolling that row (UIKit gives it a scroll view of its
/// own) is not simulated: a section with the behaviour says so once, and shows the row's first groups.
@MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var contentInsets: NSDirectionalEdgeInsets = .zero
    open var interGroupSpacing: CGFloat = 0
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    open var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none {
        didSet {
            if orthogonalScrollingBehavior != .none {
                NotSimulated.record("scrolling an orthogonal section (NSCollectionLayoutSection.orthogonalScrollingBehavior)")
            }
        }
    }
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Section backgrounds are not simulated (making a decoration item says so).
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Whether boundary items follow the section's leading and trailing insets (true, as in UIKit).
    open var supplementariesFollowContentInsets = true
    /// Called as the visible items of an orthogonal section scroll: not simulated (setting it says so).
    open var visibleItemsInvalidationHandler: (([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void)? {
        didSet { if visibleItemsInvalidationHandler != nil { NotSimulated.record("NSCollectionLayoutSection.visibleItemsInvalidationHandler") } }
    }

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section, as `UICollectionViewCompositionalLayout.list(using:)` makes for every section.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.section()
    }
}

/// An item on screen in an orthogonal section (its handler is not simulated, so none is ever given).
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var frame: CGRect { get }
    var indexPath: IndexPath { get }
    var alpha: CGFloat { get set }
    var transform: CGAffineTransform { get set }
}
