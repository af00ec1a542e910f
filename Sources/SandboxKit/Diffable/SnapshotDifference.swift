import Foundation

/// What changed between two snapshots, as row deletions and insertions a table can animate: the items
/// that left (at their old index paths), the items that came (at their new ones) and the items to reload
/// (at their old ones, as a batch update names them). Nil when the change is more than that (sections added, removed or reordered, or
/// items that stayed but moved), which the data source shows by reloading.
struct SnapshotDifference {
    var deletions: [IndexPath] = []
    var insertions: [IndexPath] = []
    var reloads: [IndexPath] = []

    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty }

    init?<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        guard old.sectionIdentifiers == new.sectionIdentifiers else { return nil }
        for (s, section) in new.sectionIdentifiers.enumerated() {
            let before = old.itemIdentifiers(inSection: section)
            let after = new.itemIdentifiers(inSection: section)
            let kept = Set(before).intersection(after)
            // the items that stay must keep their order and their section
            guard before.filter(kept.contains) == after.filter(kept.contains) else { return nil }
            for (i, id) in before.enumerated() where !kept.contains(id) {
                if new.sectionIdentifier(containingItem: id) != nil { return nil }
                deletions.append(IndexPath(item: i, section: s))
            }
            for (i, id) in after.enumerated() where !kept.contains(id) {
                if old.sectionIdentifier(containingItem: id) != nil { return nil }
                insertions.append(IndexPath(item: i, section: s))
            }
        }
        let reloaded = Set(new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers)
        let reloadedSections = Set(new.reloadedSectionIdentifiers)
        for (s, section) in old.sectionIdentifiers.enumerated() {
            let before = old.itemIdentifiers(inSection: section)
            let wholeSection = reloadedSections.contains(section)
            for (i, id) in before.enumerated() where (wholeSection || reloaded.contains(id))
                && new.sectionIdentifier(containingItem: id) != nil {
                reloads.append(IndexPath(item: i, section: s))
            }
        }
    }
}
