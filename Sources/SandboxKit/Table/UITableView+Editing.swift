import Foundation

// The table's editing mode, as UIKit has it: in `setEditing(true, animated:)` every row the data source
// can edit (`canEditRowAt`, true by default) shows the control its delegate asks for
// (`editingStyleForRowAt`, `.delete` by default): a tap on the red minus shows the row's Delete button
// (`titleForDeleteConfirmationButtonForRowAt`), and a tap on that button asks the data source to commit
// the deletion (`tableView(_:commit:forRowAt:)`, which deletes the row from its model and calls
// `deleteRows(at:with:)`). A tap anywhere else puts the Delete button away without selecting; rows
// select in editing mode only with `allowsSelectionDuringEditing`.
//
// Outside editing mode a row swiped sideways reveals its actions: the delegate's
// `trailingSwipeActionsConfigurationForRowAt` (leftwards) and `leadingSwipeActionsConfigurationForRowAt`
// (rightwards); without a trailing configuration, an editable row whose editing style is `.delete`
// reveals UIKit's Delete, which commits as above. UIKit offers that Delete only when the data source
// implements `tableView(_:commit:forRowAt:)`, which Swift's protocol defaults cannot tell: here a table
// whose rows should not swipe answers false to `canEditRowAt` or returns an empty configuration. Not
// modelled: reordering (`moveRowAt`), multiple selection during editing.
extension UITableView {
    /// Shows or hides the editing controls of the rows on screen.
    func editingModeDidChange(animated: Bool) {
        for (ip, cell) in visibleCellsByRow { applyEditing(to: cell, at: ip, animated: animated) }
    }

    /// A row's editing look: the control its delegate asks for, in the table's mode.
    func applyEditing(to cell: UITableViewCell, at ip: IndexPath, animated: Bool) {
        let editable = dataSource?.tableView(self, canEditRowAt: ip) ?? false
        let style = editable ? tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete : .none
        let indents = tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: ip) ?? true
        let changed = style != cell.editingStyle || indents != cell.indentsWhileEditing
        cell.editingStyle = style
        cell.indentsWhileEditing = indents
        if !editingMode && !cell.isSwiping { cell.closeActions(animated: false) }
        if cell.editingMode != editingMode {
            cell.setEditing(editingMode, animated: animated)
        } else if changed {
            cell.editingLookDidChange(animated: animated)
        }
    }

    /// Asks the data source to commit the row's edit (its Delete button, or its insert control).
    func commitEditing(_ style: UITableViewCell.EditingStyle, of cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        cell.closeActions(animated: false)
        dataSource?.tableView(self, commit: style, forRowAt: ip)
    }

    /// UIKit's Delete for a row: its delegate's title, committing the deletion.
    func deleteAction(for cell: UITableViewCell) -> UIContextualAction {
        let title = indexPath(for: cell).flatMap { tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: $0) } ?? "Delete"
        return UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, done in
            if let self, let cell { self.commitEditing(.delete, of: cell) }
            done(true)
        }
    }

    /// A swipe starting on a row: whether it has actions on that side (then they are the ones revealed,
    /// and any other open row closes). A row already open keeps its actions.
    func beginSwipe(of cell: UITableViewCell, towardsLeading: Bool) -> Bool {
        guard !editingMode, let ip = indexPath(for: cell) else { return false }
        if cell.showingDeleteConfirmation { return true }
        let configuration: UISwipeActionsConfiguration?
        var actions: [UIContextualAction]
        if towardsLeading {
            configuration = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: ip)
            actions = configuration?.actions ?? []
        } else {
            configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: ip)
            actions = configuration?.actions ?? []
            if configuration == nil, dataSource?.tableView(self, canEditRowAt: ip) ?? false,
               (tableDelegate?.tableView(self, editingStyleForRowAt: ip) ?? .delete) == .delete {
                actions = [deleteAction(for: cell)]
            }
        }
        guard !actions.isEmpty else { return false }
        for other in visibleCellsByRow.values where other !== cell { other.closeActions(animated: true) }
        cell.reveal(actions, configuration: configuration, atLeadingEdge: towardsLeading)
        return true
    }

    /// Runs an action's handler; the row closes when the handler says it is done.
    func perform(_ action: UIContextualAction, from button: UIView, of cell: UITableViewCell) {
        action.handler(action, button) { [weak cell] _ in cell?.closeActions(animated: true) }
    }

    /// Puts away every row's revealed buttons; whether there were any.
    func hideDeleteConfirmations() -> Bool {
        var hid = false
        for cell in visibleCellsByRow.values where cell.showingDeleteConfirmation {
            cell.closeActions(animated: true)
            hid = true
        }
        return hid
    }
}
