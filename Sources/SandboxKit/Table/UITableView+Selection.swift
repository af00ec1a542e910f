import Foundation

// Selection: a tap on a row highlights it while the finger is down and selects it on the lift
// (`willSelectRowAt`, then `didSelectRowAt`), unless a scroll claimed the touch (the row's touches are
// cancelled) or the touch only stopped moving content. One row is selected at a time, as by default in
// UIKit; selecting another deselects the first (`didDeselectRowAt`).
extension UITableView {
    public var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects the row without calling the delegate (as UIKit's), scrolling it into view as asked.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for ip in selectedRows { deselectRow(at: ip, animated: animated) }
            return
        }
        loadIfNeeded()
        guard geometry.contains(indexPath) else { return }
        for ip in selectedRows where ip != indexPath { deselectRow(at: ip, animated: animated) }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the row without calling the delegate; `animated` fades the selection out.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
    }

    func cellTouchBegan(_ cell: UITableViewCell) {
        guard selectsOnTouch, !touchStoppedScrolling, let ip = indexPath(for: cell) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        pressedCell = cell
        cell.setHighlighted(true, animated: false)
    }

    func cellTouchCancelled(_ cell: UITableViewCell) {
        guard cell === pressedCell else { return }
        pressedCell = nil
        cell.setHighlighted(false, animated: false)
    }

    func cellTouchEnded(_ cell: UITableViewCell) {
        // a tap anywhere while a row offers its delete button puts the button away and selects nothing
        if hideDeleteConfirmations() { pressedCell?.setHighlighted(false, animated: false); pressedCell = nil; return }
        guard cell === pressedCell else { return }
        pressedCell = nil
        cell.setHighlighted(false, animated: false)
        guard let ip = indexPath(for: cell) else { return }
        selectRowFromTouch(ip)
    }

    /// Whether a touch on a row may highlight and select it: selection allowed, in editing mode only
    /// with `allowsSelectionDuringEditing`.
    private var selectsOnTouch: Bool { allowsSelection && (!editingMode || allowsSelectionDuringEditing) }

    private func selectRowFromTouch(_ ip: IndexPath) {
        let target = tableDelegate.map { $0.tableView(self, willSelectRowAt: ip) } ?? ip
        guard let target, geometry.contains(target) else { return }
        for old in selectedRows where old != target {
            let confirmed = tableDelegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old
            guard let confirmed else { continue }
            deselectRow(at: confirmed, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: confirmed)
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        visibleCellsByRow[target]?.setSelected(true, animated: false)
        tableDelegate?.tableView(self, didSelectRowAt: target)
    }
}
