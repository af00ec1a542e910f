import Foundation

/// The object that manages a presented controller's presentation. The sandbox's presentations are run by
/// `ModalPresentation`; this is the public face UIKit code reaches through
/// `UIViewController.presentationController`, to set the adaptive delegate (R12) before or after
/// presenting, as apps do since iOS 13.
@MainActor
open class UIPresentationController: NSObject {
    public private(set) weak var presentedViewController: UIViewController?

    /// The controller presenting `presentedViewController` (nil while it is not presented).
    open var presentingViewController: UIViewController? { presentedViewController?.presentingViewController }

    /// Asked and told about the user's swipe-down of a sheet (R12); never about a dismissal in code.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presentedViewController: UIViewController) {
        self.presentedViewController = presentedViewController
    }
}
