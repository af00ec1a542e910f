import Foundation

/// The context the sandbox gives a custom present or dismiss animator (R12). The `from` view is only
/// given when it leaves the window at the end (a full-screen style), the `to` view always; frames it
/// does not know are `.zero`, as UIKit's. `completeTransition` counts once.
@MainActor
final class CustomTransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    /// True while an interaction controller drives it (until it is finished or cancelled).
    var isInteractive = false
    /// The transition's coordinator, told of the interaction's progress and end.
    weak var coordinator: TransitionCoordinator?
    /// The animator, and how the container records and makes its `animateTransition(using:)` call (an
    /// interaction controller starts it through `runAnimator`).
    var animator: UIViewControllerAnimatedTransitioning?
    var runAnimator: () -> Void = {}
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private weak var fromView: UIView?
    private weak var toView: UIView?
    private let frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)]
    private var onComplete: ((Bool) -> Void)?

    init(container: UIView, animated: Bool, style: UIModalPresentationStyle,
         from: UIViewController, fromView: UIView?, to: UIViewController, toView: UIView?,
         frames: [ObjectIdentifier: (initial: CGRect, final: CGRect)], onComplete: @escaping (Bool) -> Void) {
        containerView = container
        isAnimated = animated
        presentationStyle = style
        self.from = from; self.fromView = fromView
        self.to = to; self.toView = toView
        self.frames = frames
        self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : to
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? fromView : toView }

    func initialFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.initial ?? .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { frames[ObjectIdentifier(vc)]?.final ?? .zero }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard isInteractive else { return }
        coordinator?.percentComplete = min(max(percentComplete, 0), 1)
    }

    /// R13: the interaction ends; the coordinator hears it, and its alongside blocks run (when it
    /// finishes) over the rest of the transition.
    func finishInteractiveTransition() { endInteraction(cancelled: false) }
    func cancelInteractiveTransition() { endInteraction(cancelled: true) }

    private func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        transitionWasCancelled = cancelled
        guard let coordinator else { return }
        coordinator.interactionDidEnd(cancelled: cancelled)
        if !cancelled {
            coordinator.startAlongside(duration: coordinator.transitionDuration * Double(1 - coordinator.percentComplete))
        }
    }

    func completeTransition(_ didComplete: Bool) {
        guard let done = onComplete else { return }
        onComplete = nil
        animator = nil
        runAnimator = {}
        transitionWasCancelled = !didComplete
        done(didComplete)
    }
}
