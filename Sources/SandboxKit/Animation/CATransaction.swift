import Foundation

/// Core Animation's transaction: groups the explicit animations added between `begin()` and `commit()`
/// so a completion block runs once all of them have ended (after their delegates' `animationDidStop`),
/// and gives them a default duration and timing function. Without animations the completion block runs
/// on the next turn. Setters outside `begin()`/`commit()` apply to the turn's implicit transaction,
/// committed at the end of the turn.
///
/// Layers here have no implicit actions: a standalone layer's property changes at once (as with
/// `setDisableActions(true)` on iOS); `disableActions()` is kept for apps that read it.
@MainActor
public final class CATransaction {
    private static var stack: [CATransaction] = []
    private static var implicit: CATransaction?

    private var duration: CFTimeInterval = 0.25
    private var timingFunction: CAMediaTimingFunction?
    private var disablesActions = false
    private var completion: (() -> Void)?
    private var pending = 0
    private var committed = false
    private var completed = false
    private unowned let animator: Animator

    private init(animator: Animator) { self.animator = animator }

    /// The transaction animations and settings go to: the innermost open one, or the turn's implicit one.
    static var current: CATransaction {
        if let top = stack.last { return top }
        if let t = implicit { return t }
        let t = CATransaction(animator: UIApplication.current.animator)
        implicit = t
        t.animator.runNextTurn {
            implicit = nil
            t.commitSelf()
        }
        return t
    }

    public static func begin() { stack.append(CATransaction(animator: UIApplication.current.animator)) }

    public static func commit() {
        guard let t = stack.popLast() else { return }
        t.commitSelf()
    }

    /// Core Animation's flush: the implicit transaction is committed by the run loop here anyway.
    public static func flush() {}

    public static func animationDuration() -> CFTimeInterval { current.duration }
    public static func setAnimationDuration(_ d: CFTimeInterval) { current.duration = d.isFinite ? max(d, 0) : 0.25 }
    public static func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    public static func setAnimationTimingFunction(_ f: CAMediaTimingFunction?) { current.timingFunction = f }
    public static func disableActions() -> Bool { current.disablesActions }
    public static func setDisableActions(_ flag: Bool) { current.disablesActions = flag }
    public static func completionBlock() -> (() -> Void)? { current.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { current.completion = block }

    /// The default duration and timing function of an animation added now (open transactions nest:
    /// the innermost one's settings apply).
    static var defaults: (duration: CFTimeInterval, timingFunction: CAMediaTimingFunction?) {
        guard let t = stack.last ?? implicit else { return (0.25, nil) }
        return (t.duration, t.timingFunction)
    }

    /// Counts `animation` in every open transaction (an outer one completes after its inner ones'
    /// animations too), and in the implicit one when none is open.
    static func track(_ animation: LayerAnimation) {
        let joined = stack.isEmpty ? [implicit].compactMap { $0 } : stack
        guard !joined.isEmpty else { return }
        for t in joined { t.pending += 1 }
        let previous = animation.onEnd
        animation.onEnd = { finished, natural in
            previous?(finished, natural)
            for t in joined { t.animationEnded() }
        }
    }

    private func commitSelf() {
        committed = true
        if pending == 0 { animator.runNextTurn { [self] in complete() } }
    }

    private func animationEnded() {
        pending -= 1
        if committed && pending == 0 { complete() }
    }

    private func complete() {
        guard !completed else { return }
        completed = true
        let work = completion
        completion = nil
        work?()
    }
}
