import Foundation

extension UIView {
    /// When `performTransition(from:to:…)` changes the hierarchy.
    public enum TransitionHierarchyTiming: Sendable {
        /// `toView` replaces `fromView` inside the call (UIView.transition(from:to:…)).
        case swapAtStart
        /// `toView` is added inside the call; `fromView` is removed when the transition ends
        /// (UIViewController.transition(from:to:…), lifecycle rule R5).
        case addAtStartRemoveAtEnd
    }

    /// Runs `animations` and shows the change of `view`'s look as the transition the options name. The
    /// block's changes are not animated property by property (unless `.allowAnimatedContent`); they show in
    /// the after-snapshot. A duration ≤ 0 makes the change without animation and completes on the next turn.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        startTransition(container: view, duration: duration, options: options,
                        changes: { animations?() }, endSteps: nil, completion: completion)
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview and shows the change of the superview's
    /// look as the transition the options name (the whole superview turns or curls, as in UIKit).
    ///
    /// Apple documents only that `fromView` "is removed from its superview as part of the transition" and
    /// `toView` "is added to the superview of fromView"; UIKit makes both changes inside the call (the method
    /// is a transition of the superview whose block swaps the views), so `fromView.superview` is nil and
    /// `toView` sits at `fromView`'s old index right after the call. With `.showHideTransitionViews` both
    /// views stay and `fromView` is hidden, `toView` shown, also inside the call. A `fromView` with no
    /// superview changes nothing, and the completion runs on the next turn.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        performTransition(from: fromView, to: toView, duration: duration, options: options, hierarchy: .swapAtStart,
                          animations: nil, didRemoveFromView: nil, completion: completion)
    }

    /// The one entry point for transitions between two views, for `UIViewController.transition(from:to:…)`:
    /// inside the call, `toView` is inserted just above `fromView` (or, with `.showHideTransitionViews`,
    /// `fromView` hidden and `toView` shown) and then `animations` runs; the container (`fromView`'s
    /// superview) shows the transition. With `.addAtStartRemoveAtEnd`, `fromView` is removed when the
    /// transition ends (at the tick of its end; on the next turn for a duration ≤ 0; at once when it is
    /// removed, replaced or `finish()`ed), then `didRemoveFromView` runs, then `completion(finished)`.
    /// Returns the running transition (nil when `fromView` has no superview) so that the caller can
    /// `finish()` it early.
    @discardableResult
    package class func performTransition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                        options: AnimationOptions = [], hierarchy: TransitionHierarchyTiming,
                                        animations: (() -> Void)?, didRemoveFromView: (() -> Void)?,
                                        completion: ((Bool) -> Void)?) -> ViewTransition? {
        guard let container = fromView.superview, fromView !== toView else {
            animator(for: fromView).runNextTurn { completion?(true) }
            return nil
        }
        let showHide = options.contains(.showHideTransitionViews)
        let changes = {
            if showHide {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                container.insertSubview(toView, aboveSubview: fromView)
                if hierarchy == .swapAtStart { fromView.removeFromSuperview() }
            }
            animations?()
        }
        let endSteps: (() -> Void)? = (showHide || hierarchy == .swapAtStart) ? nil : {
            fromView.removeFromSuperview()
            didRemoveFromView?()
        }
        return startTransition(container: container, duration: duration, options: options,
                               changes: changes, endSteps: endSteps, completion: completion)
    }

    @discardableResult
    private class func startTransition(container: UIView, duration: TimeInterval, options: AnimationOptions,
                                       changes: @escaping () -> Void, endSteps: (() -> Void)?,
                                       completion: ((Bool) -> Void)?) -> ViewTransition {
        let animator = self.animator(for: container)
        animator.syncClock()
        let duration = duration.isFinite ? max(duration, 0) : 0
        let transition = ViewTransition(container: container, effect: options.transitionEffect,
                                        endSteps: endSteps, completion: completion)
        if duration > 0 && transition.effect != nil { transition.captureBefore() }
        if options.contains(.allowAnimatedContent) && duration > 0 {
            var plain = options
            plain.remove(AnimationOptions(rawValue: 0xF << 20))
            animate(withDuration: duration, delay: 0, options: plain, animations: changes)
        } else {
            performWithoutAnimation(changes)
        }
        guard duration > 0 else {
            animator.runNextTurn { transition.end(finished: true, completeNow: true) }
            return transition
        }
        let timing = AnimationTiming(beginTime: animator.clock.time, duration: duration, curve: options.curve,
                                     repeats: false, autoreverses: false)
        let animation = LayerAnimation(key: "transition", kind: .transition(transition), timing: timing,
                                       allowsUserInteraction: options.contains(.allowUserInteraction), animator: animator)
        animation.onEnd = { finished, natural in transition.end(finished: finished, completeNow: natural) }
        transition.animation = animation
        animator.add(animation, to: container.layer)
        return transition
    }
}
