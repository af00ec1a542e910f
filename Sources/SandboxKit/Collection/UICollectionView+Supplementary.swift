import Foundation

// Supplementary views: the headers and footers a layout places (flow layout's reference sizes, a
// compositional section's boundary items). Like cells, only those overlapping the bounds exist; each is
// asked of the data source (`viewForSupplementaryElementOfKind`), which dequeues it from the classes or
// nibs registered for its kind and identifier, and goes back to a pool of its kind when it leaves.
extension UICollectionView {
    /// What a layout attributes object places.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }

    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// One supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable, Comparable {
        var kind: String
        var indexPath: IndexPath
        static func < (a: SupplementaryKey, b: SupplementaryKey) -> Bool {
            a.indexPath == b.indexPath ? a.kind < b.kind : a.indexPath < b.indexPath
        }
    }

    static func poolKey(kind: String, identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// Views of `kind` for `identifier` are made of `viewClass` (a `UICollectionReusableView` subclass).
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        let key = Self.poolKey(kind: elementKind, identifier: identifier)
        nibSupplementaryMakers[key] = nil
        supplementaryRegistrations[key] = viewClass as? UICollectionReusableView.Type
    }

    /// Views of `kind` for `identifier` are instantiated from `nib`, whose first top-level object must
    /// be a `UICollectionReusableView`.
    public func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        let key = Self.poolKey(kind: kind, identifier: identifier)
        supplementaryRegistrations[key] = nil
        guard let nib else { nibSupplementaryMakers[key] = nil; return }
        nibSupplementaryMakers[key] = { [weak self] in
            guard let view = nib.instantiate(withOwner: nil).first as? UICollectionReusableView else {
                self?.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level "
                    + "object which must be a UICollectionReusableView instance")
                return nil
            }
            return view
        }
    }

    /// A view of `elementKind` from the pool, or a new one of the registered class, at the layout's
    /// frame for it. An identifier not registered for the kind is UIKit's exception: a violation here,
    /// and a plain view.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.poolKey(kind: elementKind, identifier: identifier)
        let view: UICollectionReusableView
        if let reused = supplementaryPool.take(key) {
            view = reused
            view.prepareForReuse()
        } else if let made = nibSupplementaryMakers[key]?() {
            view = made
        } else if let type = supplementaryRegistrations[key] {
            view = type.init(registeredWithReuseIdentifier: identifier)
        } else {
            reportUnableToDequeue(identifier, what: "a view of kind: \(elementKind)")
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.elementKind = elementKind
        if let a = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath), view.frame != a.frame {
            view.frame = a.frame
        }
        return view
    }

    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is on screen.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaryViews[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// Gives the supplementary elements among `attributes` their views, and takes the others' away.
    func layoutSupplementaryViews(_ attributes: [UICollectionViewLayoutAttributes], movingVisible: Bool) {
        var wanted: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        let sections = numberOfSections
        for a in attributes where a.representedElementCategory == .supplementaryView {
            guard let kind = a.representedElementKind, a.indexPath.count >= 1, a.indexPath[0] >= 0, a.indexPath[0] < sections else { continue }
            wanted[SupplementaryKey(kind: kind, indexPath: a.indexPath)] = a
        }
        for key in Array(visibleSupplementaryViews.keys) where wanted[key] == nil {
            if let view = visibleSupplementaryViews.removeValue(forKey: key) { recycleSupplementary(view) }
        }
        guard let ds = dataSource else { return }
        for key in wanted.keys.sorted() {
            let a = wanted[key]!
            if let view = visibleSupplementaryViews[key] {
                if movingVisible { place(view, a) }
                continue
            }
            let view = ds.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            if view.elementKind == nil { view.elementKind = key.kind }
            visibleSupplementaryViews[key] = view
            place(view, a)
            if view.superview !== self { addSubview(view) }
            view.isHidden = a.isHidden
        }
    }

    private func place(_ view: UICollectionReusableView, _ a: UICollectionViewLayoutAttributes) {
        if view.frame != a.frame { view.frame = a.frame }
        if view.alpha != a.alpha { view.alpha = a.alpha }
        view.apply(a)
    }

    /// Every supplementary view on screen goes back to its pool (a reload).
    func recycleAllSupplementaryViews() {
        for view in visibleSupplementaryViews.values { recycleSupplementary(view) }
        visibleSupplementaryViews = [:]
    }

    private func recycleSupplementary(_ view: UICollectionReusableView) {
        guard let id = view.reuseIdentifier, let kind = view.elementKind,
              supplementaryPool.keep(view, as: Self.poolKey(kind: kind, identifier: id), limit: 16) else {
            view.removeFromSuperview()
            return
        }
    }
}
