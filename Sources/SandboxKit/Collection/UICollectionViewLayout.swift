import Foundation

/// UIKit's abstract collection view layout: the collection view asks it to `prepare()` after it was
/// invalidated, then for `collectionViewContentSize` and the attributes of the items in a rectangle
/// (`layoutAttributesForElements(in:)`, for the visible bounds on every layout pass). A subclass
/// overrides those; the base lays out nothing. Simpler than UIKit: no invalidation contexts, no
/// animated transitions, no decoration views.
@MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?
    /// Owed a `prepare()` before the next question.
    var needsPrepare = true

    public override init() {}

    /// Not `required` (a scenario's `required init?(coder:)` is rewritten to `override`).
    public init?(coder: NSCoder) {}

    /// Computes what the layout needs to answer the questions below.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the header, footer or other supplementary view of `elementKind` at `indexPath` goes; the
    /// base has none.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a bounds change (a scroll or a resize) owes a new layout; the base says no.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Decoration views (section backgrounds) are not simulated: registering one says so once.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        NotSimulated.record("UICollectionViewLayout.register(_:forDecorationViewOfKind:)")
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        NotSimulated.record("UICollectionViewLayout.register(_:forDecorationViewOfKind:)")
    }

    /// The layout is prepared again at the collection view's next layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Prepares if invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
