/// Hears a navigation controller show each new top (rule R7) and may supply the animator of a push or
/// pop (R13). `willShow` comes after the appearance callbacks' `will` pair and `didShow` after their
/// `did` pair, as a published log of a push shows (`A viewWillDisappear`, `B viewWillAppear`,
/// `willShowViewController B`, `A viewDidDisappear`, `B viewDidAppear`, `didShowViewController B`). Both
/// are recorded in the lifecycle stream.
@MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    /// The animator of an animated push or pop from `fromVC` to `toVC`; nil keeps the built-in slide.
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Asked when the delegate gave an animator: an interaction controller makes the transition
    /// interactive (a `UIPercentDrivenInteractiveTransition` the app drives from a gesture).
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning?
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }
}

extension UINavigationController {
    /// What a navigation transition does to the stack.
    public enum Operation: Int, Sendable {
        case none, push, pop
    }
}
