import Foundation

/// Told which items are coming so their data can load ahead (see `UITableViewDataSourcePrefetching`).
@MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: the items of one screen before and after the bounds (along both axes) that are not on
/// screen are asked for once; those that leave that band without being shown are cancelled.
extension UICollectionView {
    private static let prefetchDataSourceStorage = ExtensionStorage<UICollectionViewDataSourcePrefetching?>("UICollectionView.prefetchDataSource", default: nil, weakly: true)
    private static let prefetchedStorage = ExtensionStorage<Set<IndexPath>>("UICollectionView.prefetched", default: [])
    private static let prefetchingEnabledStorage = ExtensionStorage<Bool>("UICollectionView.isPrefetchingEnabled", default: true)

    public var prefetchDataSource: UICollectionViewDataSourcePrefetching? {
        get { Self.prefetchDataSourceStorage.get(self) }
        set { Self.prefetchDataSourceStorage.set(self, newValue) }
    }

    public var isPrefetchingEnabled: Bool {
        get { Self.prefetchingEnabledStorage.get(self) }
        set { Self.prefetchingEnabledStorage.set(self, newValue) }
    }

    func prefetchItems() {
        guard let prefetcher = prefetchDataSource, isPrefetchingEnabled else { return }
        let b = bounds
        let around = b.insetBy(dx: -b.width, dy: -b.height)
        var band: Set<IndexPath> = []
        for a in collectionViewLayout.layoutAttributesForElements(in: around) ?? []
        where a.representedElementCategory == .cell && hasItem(at: a.indexPath) {
            band.insert(a.indexPath)
        }
        let shown = Set(visibleCellsByItem.keys)
        let ahead = band.subtracting(shown)
        let before = Self.prefetchedStorage.get(self)
        let new = ahead.subtracting(before).sorted()
        let cancelled = before.subtracting(band).sorted()
        Self.prefetchedStorage.set(self, ahead.union(before.intersection(band)).subtracting(shown))
        if !new.isEmpty { prefetcher.collectionView(self, prefetchItemsAt: new) }
        if !cancelled.isEmpty { prefetcher.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
    }
}
