import Foundation

// Item and section edits. The data source must already hold the new data, as in UIKit; the collection
// view then asks it again and shows the result at once. UIKit animates the items to their new places:
// that animation is not simulated (the first edit says so once), so the edits are reloads here (which,
// as `reloadData`, clear the selection).
extension UICollectionView {
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        batchDepth += 1
        updates?()
        batchDepth -= 1
        editsChanged()
        completion?(true)
    }

    public func insertItems(at indexPaths: [IndexPath]) { editsChanged() }
    public func deleteItems(at indexPaths: [IndexPath]) { editsChanged() }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { editsChanged() }
    public func insertSections(_ sections: IndexSet) { editsChanged() }
    public func deleteSections(_ sections: IndexSet) { editsChanged() }
    public func moveSection(_ section: Int, toSection newSection: Int) { editsChanged() }

    /// Asks the data source for these items' cells again.
    public func reloadItems(at indexPaths: [IndexPath]) {
        guard batchDepth == 0 else { return }
        loadIfNeeded()
        for ip in indexPaths { dropCell(at: ip) }
        setNeedsLayout()
    }

    public func reloadSections(_ sections: IndexSet) { editsChanged() }

    /// The items' new counts are read and the cells asked for again (after a batch, once).
    private func editsChanged() {
        guard batchDepth == 0 else { return }
        NotSimulated.record("UICollectionView's animated item updates (the items are reloaded)")
        reloadData()
    }
}
