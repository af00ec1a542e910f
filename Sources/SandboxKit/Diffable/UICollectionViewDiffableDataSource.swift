import Foundation

/// UIKit's diffable data source for a collection view: it answers the collection view's data-source
/// questions from the snapshot last applied, makes each item's cell with the cell provider, given the
/// item's identifier, and each header or footer with `supplementaryViewProvider`. Making one sets
/// itself as the collection view's `dataSource` (held weakly, as in UIKit: keep it in a property).
///
/// Simpler than UIKit: the collection view has no animated batch updates, so `apply` shows a snapshot by
/// reloading, animated or not (the cells shown, their number and order are UIKit's; the items do not
/// slide). No section snapshots (`NSDiffableDataSourceSectionSnapshot`) and no reordering handlers.
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UICollectionViewDataSource {
    public typealias CellProvider = (UICollectionView, IndexPath, ItemIdentifierType) -> UICollectionViewCell?
    public typealias SupplementaryViewProvider = (UICollectionView, String, IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// Makes the layout's headers and footers; without one, they are left empty.
    open var supplementaryViewProvider: SupplementaryViewProvider?

    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the collection view shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot` (by reloading; see the type's note); `completion` runs once it is shown.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        snapshot.problems.forEach { collectionView?.report($0) }
        current = snapshot.settled
        collectionView?.reloadData()
        completion?()
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        apply(snapshot, animatingDifferences: false, completion: completion)
    }

    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.itemIdentifier(at: indexPath) }

    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the item. UIKit raises when it returns nil; the sandbox records
    /// that as a violation and shows an empty cell.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) { return cell }
        collectionView.report("the cell returned from -collectionView:cellForItemAtIndexPath: is nil (index path: \(indexPath))")
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }
}
