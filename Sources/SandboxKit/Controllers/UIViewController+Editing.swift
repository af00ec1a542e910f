import Foundation

// Editing mode, as UIKit's view controllers have it: `isEditing`, `setEditing(_:animated:)` and the
// `editButtonItem` that toggles it. A table view controller passes it on to its table
// (UITableViewController.swift), which shows its rows' delete controls.
extension UIViewController {
    /// A bar button item that toggles editing mode: "Edit", and a bold "Done" while editing. Put it in
    /// the navigation item (`navigationItem.rightBarButtonItem = editButtonItem`).
    public var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        })
        storedEditButtonItem = item
        styleEditButton(item)
        return item
    }

    /// What `setEditing(_:animated:)` does for every controller: the mode, and the edit button's look.
    func editingModeDidChange(_ editing: Bool) {
        editingMode = editing
        if let item = storedEditButtonItem { styleEditButton(item) }
    }

    /// "Edit", or a bold "Done" while editing.
    private func styleEditButton(_ item: UIBarButtonItem) {
        item.title = isEditing ? "Done" : "Edit"
        item.style = isEditing ? .done : .plain
    }
}
