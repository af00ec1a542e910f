import Foundation

// Editing mode, as UIKit's view controllers have it: `isEditing`, `setEditing(_:animated:)` and the
// `editButtonItem` that toggles it. A table view controller passes it on to its table
// (UITableViewController.swift), which shows its rows' delete controls.
extension UIViewController {
    /// A bar button item that toggles editing mode: "Edit", and a bold "Done" while editing. Put it in
    /// the navigation item (`navigationItem.rightBarButtonItem = editButtonItem`).
    public var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: item.title ?? "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        item.title = isEditing ? "Done" : "Edit"
        storedEditButtonItem = item
        return item
    }

    /// What `setEditing(_:animated:)` does for every controller: the mode, and the edit button's look.
    func editingModeDidChange(_ editing: Bool) {
        editingMode = editing
        if let item = storedEditButtonItem {
            item.title = editing ? "Done" : "Edit"
            item.style = editing ? .done : .plain
        }
    }
}
