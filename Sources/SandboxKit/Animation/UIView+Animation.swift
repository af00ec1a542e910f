import Foundation

// UIKit's block animations. The model changes at once inside the block; each animatable change becomes a
// property animation that the presentation state follows frame by frame on the animation clock.
extension UIView {
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        runAnimationBlock(duration: duration, delay: delay, options: options, curve: nil, animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring variant: the curve options are ignored, the spring's curve is used (`SpringTimingCurve`).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let spring = SpringTimingCurve(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity),
                                       duration: duration)
        runAnimationBlock(duration: duration, delay: delay, options: options, curve: .spring(spring), animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with no animation block open, even inside one.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let saved = AnimationTransaction.current
        AnimationTransaction.current = nil
        actionsWithoutAnimation()
        AnimationTransaction.current = saved
    }

    /// The duration of the animation block being run, or 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval { AnimationTransaction.current?.timing.duration ?? 0 }

    /// True while this view's layer runs an animation started without `.allowUserInteraction` (including
    /// a transition of this view). UIKit ignores touches on such views: hit-testing should skip the view
    /// and its subtree, as it does for `isUserInteractionEnabled == false`.
    public var isAnimatingForHitTesting: Bool { layer.blocksUserInteraction }

    /// The animator of `view`'s application (its window's), or of the application code is running for
    /// when the view is not on screen: each application animates its own views on its own clock.
    static func animator(for view: UIView?) -> Animator {
        (view?.window?.application ?? UIApplication.current).animator
    }

    /// Runs one animation block. `curve`, when given (a spring, a property animator's curve), replaces the
    /// options' curve and is not inherited from an enclosing block.
    class func runAnimationBlock(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
                                 curve explicitCurve: TimingCurve?, animations: () -> Void,
                                 completion: ((Bool) -> Void)?) {
        // The block's own animator times a delay and runs a completion with nothing to animate; each
        // changed layer animates on its own application's animator (AnimationTransaction.commit).
        let animator = self.animator(for: nil)
        animator.syncClock()
        var duration = duration.isFinite ? max(duration, 0) : 0
        let delay = delay.isFinite ? max(delay, 0) : 0
        var curve: TimingCurve = explicitCurve ?? options.curve
        // A nested block takes its parent's duration and curve unless told to override them (UIKit).
        if let parent = AnimationTransaction.current {
            if !options.contains(.overrideInheritedDuration) { duration = parent.timing.duration }
            if !options.contains(.overrideInheritedCurve) && explicitCurve == nil { curve = parent.timing.curve }
        }
        guard (duration > 0 || delay > 0) && areAnimationsEnabled else {
            // No animation: the changes apply at once; the completion still waits for the next turn.
            performWithoutAnimation(animations)
            animator.completeNextTurn(animator.makeGroup(completion: completion))
            return
        }
        let timing = AnimationTiming(beginTime: animator.clock.time + delay, duration: duration, curve: curve,
                                     repeats: options.contains(.repeat), autoreverses: options.contains(.autoreverse))
        let transaction = AnimationTransaction(timing: timing, delay: delay, options: options, animator: animator)
        let saved = AnimationTransaction.current
        AnimationTransaction.current = transaction
        animations()
        AnimationTransaction.current = saved
        transaction.commit(completion: completion)
    }
}
