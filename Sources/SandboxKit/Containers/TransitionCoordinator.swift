import Foundation

/// The coordinator of one transition the framework runs: push, pop, the interactive pop, present,
/// dismiss (built-in or custom, and the swipe-down of a sheet), a tab switch, a size change.
///
/// While it runs, `transitionCoordinator` returns it on the controllers it moves (the container, the
/// from and the to controller) and on their descendants. Its life, in the order of the callbacks
/// (docs/lifecycle-rules.md, R13):
/// 1. made before the `will` pair, so `viewWillAppear`/`viewWillDisappear` can queue blocks;
/// 2. the queued `animate(alongsideTransition:)` blocks run inside the transition's own animation (same
///    duration and curve), right after a custom animator's `animateTransition(using:)`;
/// 3. an interactive transition let go calls the `notifyWhenInteractionChanges` handlers (with
///    `isCancelled`); its alongside blocks run then, over the rest of the slide, only when it completes
///    (UIKit scrubs them with the finger and reverses them on cancel; the sandbox's animations cannot be
///    scrubbed, so they run where they would end: a cancelled transition leaves their views as they were);
/// 4. when the transition's animation ends, the completion blocks run, before the `did` pair (or the
///    cancel sequence), and the coordinator is gone from the controllers.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var initiallyInteractive: Bool
    let isInterruptible = false
    private(set) var isInteractive: Bool
    private(set) var isCancelled = false
    var transitionDuration: TimeInterval
    var percentComplete: CGFloat = 0
    var completionVelocity: CGFloat = 1
    let targetTransform: CGAffineTransform
    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private weak var fromView: UIView?
    private weak var toView: UIView?

    private var animations: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var hasStarted = false
    private(set) var hasEnded = false
    private var attached: [Weak] = []
    private struct Weak { weak var controller: UIViewController? }

    init(container: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
         animated: Bool, duration: TimeInterval, interactive: Bool = false,
         style: UIModalPresentationStyle = .custom, targetTransform: CGAffineTransform = .identity) {
        containerView = container
        self.from = from; self.to = to
        self.fromView = fromView; self.toView = toView
        isAnimated = animated
        transitionDuration = animated ? duration : 0
        initiallyInteractive = interactive
        isInteractive = interactive
        presentationStyle = style
        self.targetTransform = targetTransform
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { key == .from ? from : to }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { key == .from ? fromView : toView }

    // MARK: What apps call

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        guard !hasStarted else { return false }
        animations.append(animation)
        return true
    }

    @discardableResult
    func animateAlongsideTransition(in view: UIView?,
                                    animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                                    completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        guard !hasEnded else { return }
        interactionHandlers.append(handler)
    }

    // MARK: What the framework calls

    /// Makes this the `transitionCoordinator` of `controllers` (and their descendants) until it ends.
    func attach(_ controllers: [UIViewController?]) {
        for case let c? in controllers {
            c.containerState.transitionCoordinator = self
            attached.append(Weak(controller: c))
        }
    }

    /// Runs the queued alongside blocks now: the caller is inside the transition's animation block.
    func runAlongside() {
        hasStarted = true
        let queued = animations
        animations.removeAll()
        for block in queued { block(self) }
    }

    /// Runs the queued alongside blocks in an animation of their own, with `duration` and `options`
    /// (a custom animator's duration, or the rest of an interactive transition's slide).
    func startAlongside(duration: TimeInterval, options: UIView.AnimationOptions = [.curveEaseInOut]) {
        hasStarted = true
        guard !animations.isEmpty else { return }
        UIView.animate(withDuration: isAnimated ? duration : 0, delay: 0, options: options, animations: { self.runAlongside() })
    }

    /// An interaction controller drives the transition from its start (a custom animator's, R13).
    func becomeInteractive() {
        guard !hasStarted else { return }
        initiallyInteractive = true
        isInteractive = true
    }

    /// The finger lifted: the transition is no longer interactive; it completes or is cancelled.
    func interactionDidEnd(cancelled: Bool) {
        guard isInteractive, !hasEnded else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for h in handlers { h(self) }
    }

    /// The transition's animation is over: the completion blocks run, and the controllers lose it.
    func end(cancelled: Bool) {
        guard !hasEnded else { return }
        hasStarted = true
        isCancelled = cancelled
        if !cancelled { percentComplete = 1 }
        // Blocks never run (a transition that ended before its animation) are dropped, as UIKit drops them.
        animations.removeAll()
        for w in attached where w.controller?.containerState.transitionCoordinator === self {
            w.controller?.containerState.transitionCoordinator = nil
        }
        attached.removeAll()
        interactionHandlers.removeAll()
        hasEnded = true
        let done = completions
        completions.removeAll()
        for block in done { block(self) }
    }
}
