import Foundation

/// The names these methods had before Swift 4.2, kept as unavailable so the compiler answers an old
/// controller file as a current Xcode does: "'addChildViewController' has been renamed to
/// 'addChild(_:)'", with the fix-it.
extension UIViewController {
    @available(*, unavailable, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }

    @available(*, unavailable, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }

    @available(*, unavailable, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: UIViewController?) { willMove(toParent: parent) }

    @available(*, unavailable, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: UIViewController?) { didMove(toParent: parent) }

    @available(*, unavailable, renamed: "children")
    public var childViewControllers: [UIViewController] { children }

    @available(*, unavailable, renamed: "parent")
    public var parentViewController: UIViewController? { parent }

    @available(*, unavailable, renamed: "present(_:animated:completion:)")
    public func presentViewController(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        present(viewControllerToPresent, animated: flag, completion: completion)
    }

    @available(*, unavailable, renamed: "dismiss(animated:completion:)")
    public func dismissViewControllerAnimated(_ flag: Bool, completion: (() -> Void)? = nil) {
        dismiss(animated: flag, completion: completion)
    }
}
