import Foundation

// Showing a controller the way its context shows one, as UIKit's `show(_:sender:)` does: a navigation
// controller above pushes it, else a split view controller above shows it, else it is presented (as
// `present(_:animated:)` would). `showDetailViewController(_:sender:)` goes to the split view controller
// above (R16: collapsed it pushes onto the primary's stack, expanded it replaces the secondary), else
// does what `show` does.
extension UIViewController {
    public func show(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController { return split.showInSplit(vc, sender: sender) }
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else if let split = splitViewController {
            split.showInSplit(vc, sender: sender)
        } else {
            present(vc, animated: true)
        }
    }

    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if let split = self as? UISplitViewController ?? splitViewController {
            split.showDetailInSplit(vc, sender: sender)
        } else {
            show(vc, sender: sender)
        }
    }
}
