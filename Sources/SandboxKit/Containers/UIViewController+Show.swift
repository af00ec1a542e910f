import Foundation

// Showing a controller the way its context shows one, as UIKit's `show(_:sender:)` does on a phone: a
// navigation controller above pushes it, else it is presented (as `present(_:animated:)` would). The
// detail variant is the same on a phone, where a split view is collapsed.
extension UIViewController {
    public func show(_ vc: UIViewController, sender: Any?) {
        if let nav = self as? UINavigationController ?? navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    public func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        show(vc, sender: sender)
    }
}
