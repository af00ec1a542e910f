import Foundation

// The table's editing mode, as UIKit has it: in `setEditing(true, animated:)` every row the data source
// can edit (`canEditRowAt`, true by default) shows the control its delegate asks for
// (`editingStyleForRowAt`, `.delete` by default): a tap on the red minus shows the row's Delete button
// (`titleForDeleteConfirmationButtonForRowAt`), and a tap on that button asks the data source to commit
// the deletion (`tableView(_:commit:forRowAt:)`, which deletes the row from its model and calls
// `deleteRows(at:with:)`). A tap anywhere else puts the Delete button away without selecting; rows
// select in editing mode only with `allowsSelectionDuringEditing`. Not modelled: swipe to delete and
// swipe actions, reordering (`moveRowAt`), multiple selection during editing.
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
        if !editingMode { cell.hideDeleteConfirmation(animated: false) }
        if cell.editingMode != editingMode {
            cell.setEditing(editingMode, animated: animated)
        } else if changed {
            cell.editingLookDidChange(animated: animated)
        }
    }

    /// Asks the data source to commit the row's edit (its Delete button, or its insert control).
    func commitEditing(_ style: UITableViewCell.EditingStyle, of cell: UITableViewCell) {
        guard let ip = indexPath(for: cell) else { return }
        cell.hideDeleteConfirmation(animated: false)
        dataSource?.tableView(self, commit: style, forRowAt: ip)
    }

    /// Puts away every Delete button shown; whether there was one.
    func hideDeleteConfirmations() -> Bool {
        var hid = false
        for cell in visibleCellsByRow.values where cell.showingDeleteConfirmation {
            cell.hideDeleteConfirmation(animated: true)
            hid = true
        }
        return hid
    }
}
