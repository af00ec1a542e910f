import Foundation

// Row insertions and deletions, animated as UIKit animates them (0.3 s): the rows that stay slide to
// their new places, inserted rows come in (fading, or sliding from the side the animation names), and
// deleted rows go out the same way before their cells return to the pool. The data source must already
// hold the new data: a section whose count does not add up is UIKit's "Invalid update" (recorded as a
// violation here, after which the table reloads instead of crashing).
extension UITableView {
    static let rowAnimationDuration: TimeInterval = 0.3

    public func beginUpdates() { updateDepth += 1 }

    public func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        if updateDepth == 0 { applyUpdates() }
    }

    /// The edits `updates` makes, applied as one animated batch; `completion` runs when it has ended.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        endUpdates()
    }

    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdates.insertions += indexPaths.map { ($0, animation) }
        if updateDepth == 0 { applyUpdates() }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdates.deletions += indexPaths.map { ($0, animation) }
        if updateDepth == 0 { applyUpdates() }
    }

    /// Asks the data source for these rows' cells again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingUpdates.reloads += indexPaths
        if updateDepth == 0 { applyUpdates() }
    }

    /// Sections are inserted and deleted without animation here: the table reloads.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) { reloadData() }

    private func applyUpdates() {
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        guard !updates.isEmpty else { updates.completions.forEach { $0(true) }; return }
        if needsReload {
            // nothing loaded yet: the batch is simply the data as it is now
            loadIfNeeded()
            layoutRows()
            updates.completions.forEach { $0(true) }
            return
        }
        let old = geometry
        let fresh = makeGeometry()
        if let problem = inconsistency(old, fresh, updates) {
            report(problem)
            reloadData()
            updates.completions.forEach { $0(false) }
            return
        }
        // where every old row goes
        var mappings: [[Int?]] = []
        for s in old.sections.indices {
            let newCount = fresh.sections.indices.contains(s) ? fresh.sections[s].numberOfRows : 0
            mappings.append(updates.mapping(section: s, oldCount: old.sections[s].numberOfRows, newCount: newCount))
        }
        func newPath(_ ip: IndexPath) -> IndexPath? {
            guard mappings.indices.contains(ip.section), mappings[ip.section].indices.contains(ip.row),
                  let r = mappings[ip.section][ip.row] else { return nil }
            return IndexPath(row: r, section: ip.section)
        }
        var oldPathOf: [IndexPath: IndexPath] = [:]
        for (s, m) in mappings.enumerated() { for (o, n) in m.enumerated() { if let n { oldPathOf[IndexPath(row: n, section: s)] = IndexPath(row: o, section: s) } } }

        geometry = fresh
        contentSize = CGSize(width: bounds.width, height: fresh.height)
        selectedRows = selectedRows.compactMap(newPath)

        let animated = window?.application != nil
        var leaving: [(UITableViewCell, CGRect, RowAnimation)] = []
        var staying: [IndexPath: UITableViewCell] = [:]
        for (ip, cell) in visibleCellsByRow {
            if let n = newPath(ip) {
                staying[n] = cell
            } else {
                let how = updates.deletions.first { $0.0 == ip }?.1 ?? .fade
                leaving.append((cell, old.rowRect(ip), how))
            }
        }
        visibleCellsByRow = staying
        // reloaded rows: their cells go, the data source gives new ones below
        for ip in updates.reloads {
            if let n = newPath(ip), let cell = visibleCellsByRow.removeValue(forKey: n) { recycle(cell, at: n) }
        }

        let insertedAnimation = Dictionary(updates.insertions.map { ($0.0, $0.1) }, uniquingKeysWith: { a, _ in a })
        // the rows that will be on screen, made now with their starting look
        let b = bounds
        UIView.performWithoutAnimation {
            for (section, rows) in fresh.rows(from: b.minY, to: b.maxY) {
                for row in rows {
                    let ip = IndexPath(row: row, section: section)
                    guard visibleCellsByRow[ip] == nil else { continue }
                    if let how = insertedAnimation[ip] {
                        guard let cell = show(cellFor: ip) else { continue }
                        if animated { UITableView.applyRowAnimation(how, to: cell, frame: fresh.rowRect(ip), inserting: true) }
                    } else if let was = oldPathOf[ip] {
                        // a row that moves into view comes from where it was
                        show(cellFor: ip, frame: old.rowRect(was))
                    } else {
                        show(cellFor: ip)
                    }
                }
            }
        }
        for (cell, _, _) in leaving { vanishingCells.append(cell) }
        let completions = updates.completions
        let finishLeaving = { [weak self] in
            guard let self else { return }
            for (cell, _, _) in leaving where self.vanishingCells.contains(where: { $0 === cell }) {
                self.vanishingCells.removeAll { $0 === cell }
                cell.alpha = 1
                self.recycle(cell, at: nil)
            }
        }
        let moves = { [self] in
            for (ip, cell) in visibleCellsByRow { place(cell, at: ip); cell.alpha = 1 }
            for (cell, rect, how) in leaving { UITableView.applyRowAnimation(how, to: cell, frame: rect, inserting: false) }
            layoutRows()
        }
        guard animated else {
            moves()
            finishLeaving()
            setNeedsLayout()
            completions.forEach { $0(true) }
            return
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: moves) { [weak self] finished in
            finishLeaving()
            self?.setNeedsLayout()
            completions.forEach { $0(finished) }
        }
    }

    /// What a row looks like at the far end of its animation: `inserting` is where an inserted row
    /// starts, else where a deleted row ends.
    static func applyRowAnimation(_ how: RowAnimation, to cell: UITableViewCell, frame: CGRect, inserting: Bool) {
        var f = frame
        switch how {
        case .none:
            cell.frame = f
            if !inserting { cell.alpha = 0 }
            return
        case .left: f.origin.x -= f.width
        case .right: f.origin.x += f.width
        case .top: f.origin.y -= f.height
        case .bottom: f.origin.y += f.height
        case .fade, .middle, .automatic: break
        }
        cell.frame = f
        cell.alpha = 0
    }

    /// UIKit's message when a section's new count is not its old count plus insertions minus deletions.
    private func inconsistency(_ old: TableGeometry, _ fresh: TableGeometry, _ u: TableUpdates) -> String? {
        guard old.sections.count == fresh.sections.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the "
                + "update (\(fresh.sections.count)) must be equal to the number of sections contained in the table view before "
                + "the update (\(old.sections.count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        }
        for s in old.sections.indices {
            let before = old.sections[s].numberOfRows, after = fresh.sections[s].numberOfRows
            let ins = u.inserted(inSection: s).count, del = u.deleted(inSection: s).count
            let badPath = u.deletions.contains { $0.0.section == s && $0.0.row >= before }
                || u.insertions.contains { $0.0.section == s && $0.0.row >= after }
            if after != before + ins - del || badPath {
                return "Invalid update: invalid number of rows in section \(s). The number of rows contained in an existing section "
                    + "after the update (\(after)) must be equal to the number of rows contained in that section before the update "
                    + "(\(before)), plus or minus the number of rows inserted or deleted from that section (\(ins) inserted, \(del) "
                    + "deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
            }
        }
        for (ip, _) in u.insertions + u.deletions where !old.sections.indices.contains(ip.section) {
            return "attempt to insert or delete row \(ip.row) into section \(ip.section), but there are only \(old.sections.count) sections"
        }
        return nil
    }
}
