import Foundation

// The animation phase of a turn (docs/architecture.md, "One frame", step 3), driven by the application's `Animator`.
extension UIApplication {
    func tickAnimations(now: TimeInterval) { animator.tick(now: now) }

    /// Animations are running (and not paused), or completions are owed to the next turn.
    var hasRunningAnimations: Bool { animator.hasRunningAnimations }

    /// The clock animations run on: `animationClock.isSlow` (×10), `isPaused`, `step()`.
    public var animationClock: AnimationClock { animator.clock }
}
