import Foundation

/// Told which rows are coming so their data can load ahead. The table asks it for the rows just past the
/// visible ones each time it lays out its rows; a row that leaves that range before it is shown is
/// cancelled.
@MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: the rows of one screen above and below the bounds that are not on screen are asked for
/// once; those that leave that band without being shown are cancelled.
extension UITableView {
    private static let prefetchDataSourceStorage = ExtensionStorage<UITableViewDataSourcePrefetching?>("UITableView.prefetchDataSource", default: nil, weakly: true)
    private static let prefetchedStorage = ExtensionStorage<Set<IndexPath>>("UITableView.prefetched", default: [])
    private static let prefetchingEnabledStorage = ExtensionStorage<Bool>("UITableView.isPrefetchingEnabled", default: true)

    public var prefetchDataSource: UITableViewDataSourcePrefetching? {
        get { Self.prefetchDataSourceStorage.get(self) }
        set { Self.prefetchDataSourceStorage.set(self, newValue) }
    }

    public var isPrefetchingEnabled: Bool {
        get { Self.prefetchingEnabledStorage.get(self) }
        set { Self.prefetchingEnabledStorage.set(self, newValue) }
    }

    func prefetchRows() {
        guard let prefetcher = prefetchDataSource, isPrefetchingEnabled else { return }
        let b = bounds
        var band: Set<IndexPath> = []
        for (section, rows) in geometry.rows(from: b.minY - b.height, to: b.maxY + b.height) {
            for row in rows { band.insert(IndexPath(row: row, section: section)) }
        }
        let shown = Set(visibleCellsByRow.keys)
        let ahead = band.subtracting(shown)
        let before = Self.prefetchedStorage.get(self)
        let new = ahead.subtracting(before).sorted()
        let cancelled = before.subtracting(band).sorted()
        Self.prefetchedStorage.set(self, ahead.union(before.intersection(band)).subtracting(shown))
        if !new.isEmpty { prefetcher.tableView(self, prefetchRowsAt: new) }
        if !cancelled.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
    }
}
