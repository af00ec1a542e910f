import Foundation

/// Drives a custom animator's transition by a percentage, as UIKit's does (R13): when the transition
/// starts, the animator's `animateTransition(using:)` runs and the animations it starts are held at
/// their beginning; `update(_:)` moves them to that fraction of their duration; `finish()` lets them run
/// on to the end, `cancel()` runs them back to the start (each at `completionSpeed`), after which the
/// animator's own completion calls `completeTransition(!transitionContext.transitionWasCancelled)`.
/// The context hears the same (`updateInteractiveTransition`, `finish…`, `cancel…`), and through it the
/// coordinator (`percentComplete`, `notifyWhenInteractionChanges`).
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// How fast the rest of the transition runs after `finish()` or `cancel()` (1: the animator's pace).
    open var completionSpeed: CGFloat = 1
    open var wantsInteractiveStart = true
    public private(set) var percentComplete: CGFloat = 0
    /// The animator's duration, once the transition has started.
    public private(set) var duration: CGFloat = 0

    private var context: UIViewControllerContextTransitioning?
    private var animations: [LayerAnimation] = []
    /// `update` before the transition started (the gesture's first change can come first) is kept.
    private var ended: Bool?

    public init() {}

    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let custom = transitionContext as? CustomTransitionContext else { return }
        duration = CGFloat(custom.animator?.transitionDuration(using: transitionContext) ?? 0)
        animations = Animator.collectingAnimations { custom.runAnimator() }
        for a in animations { a.hold(at: Double(percentComplete)) }
        custom.updateInteractiveTransition(percentComplete)
        if let ended { ended ? finish() : cancel() }
    }

    /// Moves the transition to `percentComplete` (0...1) of the way.
    open func update(_ percentComplete: CGFloat) {
        guard ended == nil else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        for a in animations { a.hold(at: Double(self.percentComplete)) }
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Lets the transition run on to its end.
    open func finish() {
        ended = true
        guard let context else { return }
        let held = animations
        animations = []
        context.finishInteractiveTransition()
        for a in held { a.resume(from: Double(percentComplete), speed: Double(completionSpeed)) }
        self.context = nil
    }

    /// Runs the transition back to its start; the animator then completes it with false.
    open func cancel() {
        ended = false
        guard let context else { return }
        let held = animations
        animations = []
        context.cancelInteractiveTransition()
        for a in held { a.reverse(from: Double(percentComplete), speed: Double(completionSpeed)) }
        self.context = nil
    }
}
