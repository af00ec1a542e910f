import Foundation

/// What a transition coordinator's blocks are told about the transition: the controllers and views that
/// move, whether it is animated or interactive, and whether it was cancelled.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var containerView: UIView { get }
    /// The rotation of a size change (identity for the other transitions).
    var targetTransform: CGAffineTransform { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The running transition's coordinator (`UIViewController.transitionCoordinator`, and the one
/// `viewWillTransition(to:with:)` is given): blocks to animate with the transition, to run at its end,
/// and to hear an interactive transition let go.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Queues `animation` to run in the transition's animation (same duration and curve) and `completion`
    /// to run when it ends. Returns false when the animation can no longer be queued (it has started).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// As `animate(alongsideTransition:completion:)`; the view is where UIKit would run the animation, which
    /// makes no difference here.
    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// `handler` runs when an interactive transition stops being interactive (the finger lifts), with
    /// `isCancelled` saying which way it goes.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
