import Foundation

/// UIKit's collection view: a scroll view of items in sections, placed by its `collectionViewLayout`
/// and asking its data source for the items it shows and nothing more.
///
/// Only the items whose frames overlap the bounds have cells. Each layout pass (which every scroll asks
/// for) prepares the layout if it was invalidated (by `reloadData`, a bounds size change the layout
/// cares about, or `invalidateLayout`), sets `contentSize` from it, hands the cells of items that left
/// the bounds back to a reuse pool (`didEndDisplaying`) and asks the data source for the items that came
/// in (`cellForItemAt`, then `willDisplay`); `dequeueReusableCell(withReuseIdentifier:for:)` takes a
/// cell from the pool (calling `prepareForReuse`) or makes one of the registered class.
///
/// Headers and footers come the same way (UICollectionView+Supplementary.swift). Simpler than UIKit: no
/// batch updates (`performBatchUpdates`, `insertItems`…) or animated layout changes, no prefetching, no
/// drag and drop, no decoration views.
open class UICollectionView: UIScrollView {
    /// The direction a flow or compositional layout scrolls in.
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }

    /// Where `scrollToItem` and `selectItem` put an item: one vertical and one horizontal position at
    /// most; `[]` scrolls nothing.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Setting it reloads, as in UIKit.
    open weak var dataSource: UICollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate as a collection view delegate (the scroll view's `delegate`, cast once when set).
    weak var collectionDelegate: UICollectionViewDelegate?
    open override var delegate: UIScrollViewDelegate? {
        didSet { collectionDelegate = delegate as? UICollectionViewDelegate; collectionViewLayout.invalidateLayout() }
    }

    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let v = backgroundView { insertSubview(v, at: 0); setNeedsLayout() }
        }
    }

    /// The item counts, by section, as the data source last gave them.
    var itemCounts: [Int] = []
    var needsReload = true
    /// The cells on screen, by item.
    var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
    var reusePool = CellReusePool<UICollectionViewCell>()
    var registrations: [String: UICollectionViewCell.Type] = [:]
    /// Cells registered from a nib: each call makes a fresh copy (UICollectionView+Nib.swift).
    var nibCellMakers: [String: @MainActor () -> UICollectionViewCell?] = [:]
    var selectedItems: [IndexPath] = []
    /// How deep in `performBatchUpdates` blocks the app is (UICollectionView+Updates.swift).
    var batchDepth = 0
    var supplementaryRegistrations: [String: UICollectionReusableView.Type] = [:]
    var nibSupplementaryMakers: [String: @MainActor () -> UICollectionReusableView?] = [:]
    var supplementaryPool = CellReusePool<UICollectionReusableView>()
    /// The headers and footers on screen, by kind and index path.
    var visibleSupplementaryViews: [SupplementaryKey: UICollectionReusableView] = [:]
    /// Drag and drop between and within collection views is not simulated; turning it on says so once.
    /// Off by default, as on an iPhone.
    open var dragInteractionEnabled = false {
        didSet { if dragInteractionEnabled { NotSimulated.record("UICollectionView.dragInteractionEnabled") } }
    }
    /// The cell under the finger (highlighted), if any.
    weak var pressedCell: UICollectionViewCell?

    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
        backgroundColor = .systemBackground
        alwaysBounceVertical = (layout as? UICollectionViewFlowLayout)?.scrollDirection != .horizontal
        alwaysBounceHorizontal = !alwaysBounceVertical
    }

    // MARK: Registration and reuse

    /// Cells for `identifier` are made of `cellClass` (a `UICollectionViewCell` subclass) when the pool is empty.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        nibCellMakers[identifier] = nil
        if let type = cellClass as? UICollectionViewCell.Type { registrations[identifier] = type } else { registrations[identifier] = nil }
    }

    /// A cell from the pool, or a new one of the registered class, already at the item's frame (as in
    /// UIKit, so `cellForItemAt` can size and centre content by the cell's bounds). UIKit raises for an
    /// identifier that was not registered; the sandbox records UIKit's message as a violation and hands
    /// out a plain cell.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        let cell = reusedOrNewCell(identifier)
        if let attributes = layoutAttributesForItem(at: indexPath) { apply(attributes, to: cell) }
        return cell
    }

    private func reusedOrNewCell(_ identifier: String) -> UICollectionViewCell {
        if let cell = reusePool.take(identifier) {
            cell.isHighlighted = false
            cell.isSelected = false
            cell.prepareForReuse()
            return cell
        }
        let cell: UICollectionViewCell
        if let made = nibCellMakers[identifier]?() {
            cell = made
        } else if let type = registrations[identifier] {
            cell = type.init(registeredWithReuseIdentifier: identifier)
        } else {
            reportUnableToDequeue(identifier, what: "a view of kind: UICollectionElementKindCell")
            cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
        }
        cell.collectionView = self
        return cell
    }

    /// The cells in the reuse pool now (the rest of the cells alive are `visibleCells`).
    public var reusableCellCount: Int { reusePool.count }

    // MARK: Data

    /// Forgets every item and asks the data source again (at the next layout pass, as UIKit does).
    open func reloadData() {
        for (ip, cell) in visibleCellsByItem { recycle(cell, at: ip) }
        visibleCellsByItem = [:]
        recycleAllSupplementaryViews()
        selectedItems = []
        needsReload = true
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Loads the counts now if they are owed.
    func loadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let ds = dataSource else { itemCounts = []; return }
        itemCounts = (0..<max(ds.numberOfSections(in: self), 0)).map { max(ds.collectionView(self, numberOfItemsInSection: $0), 0) }
    }

    /// Loads the counts and prepares the layout if either is owed.
    func prepareLayoutIfNeeded() {
        loadIfNeeded()
        guard collectionViewLayout.needsPrepare else { return }
        collectionViewLayout.prepareIfNeeded()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    open var numberOfSections: Int {
        loadIfNeeded()
        return itemCounts.count
    }

    open func numberOfItems(inSection section: Int) -> Int {
        loadIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    func hasItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    // MARK: Items and cells

    open var visibleCells: [UICollectionViewCell] {
        visibleCellsByItem.sorted { $0.key < $1.key }.map(\.value)
    }

    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByItem.keys.sorted() }

    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByItem[indexPath] }

    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByItem.first { $0.value === cell }?.key
    }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose frame holds `point` (in the collection view's content coordinates), if any.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x - 0.5, y: point.y - 0.5, width: 1, height: 1)
        return collectionViewLayout.layoutAttributesForElements(in: probe)?
            .first { $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point) }?.indexPath
    }

    /// Scrolls so the item is at `scrollPosition` (clamped to the content); `[]` scrolls only if the
    /// item is not wholly visible, by as little as brings it in.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let r = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        let visible = CGSize(width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        func axis(_ minV: CGFloat, _ maxV: CGFloat, offset: CGFloat, lead: CGFloat, length: CGFloat,
                  start: Bool, center: Bool, end: Bool) -> CGFloat {
            if start { return minV - lead }
            if center { return (minV + maxV) / 2 - lead - length / 2 }
            if end { return maxV - lead - length }
            let top = offset + lead
            if minV < top { return minV - lead }
            if maxV > top + length { return maxV - lead - length }
            return offset
        }
        var o = CGPoint(
            x: axis(r.minX, r.maxX, offset: contentOffset.x, lead: inset.left, length: visible.width,
                    start: scrollPosition.contains(.left), center: scrollPosition.contains(.centeredHorizontally),
                    end: scrollPosition.contains(.right)),
            y: axis(r.minY, r.maxY, offset: contentOffset.y, lead: inset.top, length: visible.height,
                    start: scrollPosition.contains(.top), center: scrollPosition.contains(.centeredVertically),
                    end: scrollPosition.contains(.bottom)))
        o.x = min(max(o.x, minimumContentOffset.x), max(maximumContentOffset.x, minimumContentOffset.x))
        o.y = min(max(o.y, minimumContentOffset.y), max(maximumContentOffset.y, minimumContentOffset.y))
        if o != contentOffset { setContentOffset(o, animated: animated) }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        if collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds) { collectionViewLayout.needsPrepare = true }
        let prepared = collectionViewLayout.needsPrepare || needsReload
        prepareLayoutIfNeeded()
        backgroundView?.frame = CGRect(origin: contentOffset, size: bounds.size)
        layoutItems(movingVisible: prepared)
        prefetchItems()
    }

    /// Gives the items that overlap the bounds their cells, and takes the others' away.
    private func layoutItems(movingVisible: Bool) {
        var wanted: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        let all = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        for a in all where a.representedElementCategory == .cell && hasItem(at: a.indexPath) {
            wanted[a.indexPath] = a
        }
        layoutSupplementaryViews(all, movingVisible: movingVisible)
        for ip in Array(visibleCellsByItem.keys) where wanted[ip] == nil {
            if let cell = visibleCellsByItem.removeValue(forKey: ip) { recycle(cell, at: ip) }
        }
        for ip in wanted.keys.sorted() {
            let a = wanted[ip]!
            if let cell = visibleCellsByItem[ip] {
                if movingVisible { apply(a, to: cell) }
            } else {
                show(cellFor: ip, a)
            }
        }
    }

    /// Asks the data source for the item's cell and puts it on screen.
    private func show(cellFor ip: IndexPath, _ attributes: UICollectionViewLayoutAttributes) {
        guard let ds = dataSource else { return }
        let cell = ds.collectionView(self, cellForItemAt: ip)
        cell.collectionView = self
        visibleCellsByItem[ip] = cell
        apply(attributes, to: cell)
        cell.isSelected = selectedItems.contains(ip)
        if cell.superview !== self { addSubview(cell) }
        cell.isHidden = attributes.isHidden
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: ip)
    }

    private func apply(_ a: UICollectionViewLayoutAttributes, to cell: UICollectionViewCell) {
        if cell.frame != a.frame { cell.frame = a.frame }
        if cell.alpha != a.alpha { cell.alpha = a.alpha }
        cell.apply(a)
    }

    /// Takes the item's cell off screen, so the next layout pass asks the data source for it again.
    func dropCell(at ip: IndexPath) {
        if let cell = visibleCellsByItem.removeValue(forKey: ip) { recycle(cell, at: ip) }
    }

    /// Hands a cell that left the screen to the pool (or drops it, when it has no identifier or the
    /// pool already holds plenty).
    private func recycle(_ cell: UICollectionViewCell, at ip: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
        if cell === pressedCell { pressedCell = nil }
        guard let id = cell.reuseIdentifier, reusePool.keep(cell, as: id, limit: max(16, visibleCellsByItem.count)) else {
            cell.removeFromSuperview()
            return
        }
    }
}
