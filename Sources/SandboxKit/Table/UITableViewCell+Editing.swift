import Foundation

// A row in the table's editing mode: the red minus (or green plus) control at its leading edge, the
// content indented past it, and the Delete button at its trailing edge once the minus is tapped. As in
// UIKit, the accessory is hidden while editing.
extension UITableViewCell {
    /// How far the content moves right for the editing control (UIKit's indent on an iPhone).
    static let editingIndent: CGFloat = 38

    /// Places the editing control and the revealed action buttons; in editing mode, the content's leading
    /// x and the room the Delete button takes at the trailing edge (nil outside editing mode).
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
        layoutActionButtons()
        guard editingMode else { return nil }
        return (showsControl && indentsWhileEditing ? Self.editingIndent : 0, revealOffset)
    }

    func editingLookDidChange(animated: Bool) {
        setNeedsLayout()
        if animated && window != nil {
            UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
        } else {
            layoutIfNeeded()
        }
    }

    /// The minus reveals the Delete button; the plus commits an insertion at once.
    private func editingControlTapped() {
        guard let table = tableView else { return }
        if editingStyle == .insert {
            table.commitEditing(.insert, of: self)
        } else {
            _ = table.hideDeleteConfirmations()
            reveal([table.deleteAction(for: self)], configuration: nil, atLeadingEdge: false)
            revealOffset = revealedWidth
            editingLookDidChange(animated: true)
        }
    }
}
