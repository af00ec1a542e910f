import Foundation

// A row in the table's editing mode: the red minus (or green plus) control at its leading edge, the
// content indented past it, and the Delete button at its trailing edge once the minus is tapped. As in
// UIKit, the accessory is hidden while editing.
extension UITableViewCell {
    /// How far the content moves right for the editing control (UIKit's indent on an iPhone).
    static let editingIndent: CGFloat = 38

    /// Places the editing control and the Delete button; the content's leading x and the room the Delete
    /// button takes at the trailing edge, or nil outside editing mode (and for a row without a control
    /// and no Delete button).
    func layoutEditingControls() -> (x: CGFloat, trailing: CGFloat)? {
        let b = bounds
        let showsControl = editingMode && editingStyle != .none
        if showsControl {
            let control = editingControl ?? {
                let c = TableCellEditingControl()
                c.addTarget(nil, action: { [weak self] _ in self?.editingControlTapped() }, for: .touchUpInside)
                editingControl = c
                return c
            }()
            control.style = editingStyle
            if control.superview !== self { addSubview(control) }
            control.frame = CGRect(x: 8, y: 0, width: Self.editingIndent, height: b.height)
        }
        editingControl?.alpha = showsControl ? 1 : 0
        var trailing: CGFloat = 0
        if showingDeleteConfirmation {
            let button = deleteButton ?? {
                let d = TableCellDeleteButton()
                d.addTarget(nil, action: { [weak self] _ in self?.deleteButtonTapped() }, for: .touchUpInside)
                deleteButton = d
                return d
            }()
            if button.superview !== self { addSubview(button) }
            trailing = button.width(forTitle: deleteTitle)
            button.title = deleteTitle
            button.frame = CGRect(x: b.width - trailing, y: 0, width: trailing, height: b.height)
        }
        deleteButton?.isHidden = !showingDeleteConfirmation
        guard editingMode else { return nil }
        return (showsControl && indentsWhileEditing ? Self.editingIndent : 0, trailing)
    }

    private var deleteTitle: String {
        guard let table = tableView, let ip = table.indexPath(for: self) else { return "Delete" }
        return table.tableDelegate?.tableView(table, titleForDeleteConfirmationButtonForRowAt: ip) ?? "Delete"
    }

    func editingLookDidChange(animated: Bool) {
        setNeedsLayout()
        if animated && window != nil {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    /// The minus offers the Delete button; the plus commits an insertion at once.
    private func editingControlTapped() {
        guard let table = tableView else { return }
        if editingStyle == .insert {
            table.commitEditing(.insert, of: self)
        } else {
            _ = table.hideDeleteConfirmations()
            showingDeleteConfirmation = true
            editingLookDidChange(animated: true)
        }
    }

    private func deleteButtonTapped() {
        tableView?.commitEditing(.delete, of: self)
    }

    /// Puts the Delete button away.
    func hideDeleteConfirmation(animated: Bool) {
        guard showingDeleteConfirmation else { return }
        showingDeleteConfirmation = false
        editingLookDidChange(animated: animated)
    }
}
