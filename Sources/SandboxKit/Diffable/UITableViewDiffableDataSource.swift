import Foundation

/// UIKit's diffable data source for a table: it answers the table's data-source questions from the
/// snapshot last applied, and makes each row's cell with the cell provider, given the row's item
/// identifier. Making one sets itself as the table's `dataSource` (which holds it weakly, as UIKit's
/// does: keep it in a property).
///
/// `apply(_:animatingDifferences:)` with animation, on a table in a window, deletes and inserts the rows
/// that changed with `defaultRowAnimation` and reloads the rows named by `reloadItems` (rows the user
/// sees slide and fade as with `performBatchUpdates`); a change that adds, removes or reorders sections,
/// or moves items that stayed, is shown by reloading the table, as is any change without animation.
/// Subclasses override the optional data-source methods (section titles, editing) as in UIKit.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable>: NSObject, UITableViewDataSource {
    public typealias CellProvider = (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// How `apply` with animation inserts and deletes rows.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the snapshot the table shows.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows `snapshot`: the rows that changed are animated when `animatingDifferences` is true and the
    /// table is on screen; `completion` runs once the table shows it.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else { current = snapshot.settled; completion?(); return }
        snapshot.problems.forEach { tableView.report($0) }
        let difference = SnapshotDifference(from: current, to: snapshot)
        current = snapshot.settled
        guard animatingDifferences, tableView.window != nil, tableView.dataSource === self, let difference else {
            tableView.reloadData()
            completion?()
            return
        }
        guard !difference.isEmpty else { completion?(); return }
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({
            tableView.deleteRows(at: difference.deletions, with: animation)
            tableView.insertRows(at: difference.insertions, with: animation)
            if !difference.reloads.isEmpty { tableView.reloadRows(at: difference.reloads, with: .none) }
        }, completion: { _ in completion?() })
    }

    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            apply(snapshot, animatingDifferences: animatingDifferences) { done.resume() }
        }
    }

    /// Shows `snapshot` by reloading the table, without diffing.
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

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sectionIdentifier(for: section).map { current.numberOfItems(inSection: $0) } ?? 0
    }

    /// The cell provider's cell for the row's item. UIKit raises when it returns nil; the sandbox
    /// records that as a violation and shows an empty cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = current.itemIdentifier(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        tableView.report("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// False, as UIKit's diffable data source answers unless a subclass says otherwise.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
}
