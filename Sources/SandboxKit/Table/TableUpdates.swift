import Foundation

/// The row edits of one batch (`beginUpdates`…`endUpdates`, `performBatchUpdates`), in UIKit's terms:
/// deletions name rows as they were before the batch, insertions rows as they are after it.
struct TableUpdates {
    var deletions: [(IndexPath, UITableView.RowAnimation)] = []
    var insertions: [(IndexPath, UITableView.RowAnimation)] = []
    var reloads: [IndexPath] = []
    var completions: [(Bool) -> Void] = []

    var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && reloads.isEmpty }

    func deleted(inSection s: Int) -> Set<Int> { Set(deletions.filter { $0.0.section == s }.map { $0.0.row }) }
    func inserted(inSection s: Int) -> Set<Int> { Set(insertions.filter { $0.0.section == s }.map { $0.0.row }) }

    /// Where each old row of a section with `oldCount` rows goes (nil: deleted): the surviving rows keep
    /// their order and fill the new rows that were not inserted.
    func mapping(section s: Int, oldCount: Int, newCount: Int) -> [Int?] {
        let deleted = self.deleted(inSection: s), inserted = self.inserted(inSection: s)
        var result = [Int?](repeating: nil, count: oldCount)
        var next = 0
        for old in 0..<oldCount where !deleted.contains(old) {
            while inserted.contains(next) { next += 1 }
            result[old] = next < newCount ? next : nil
            next += 1
        }
        return result
    }
}
