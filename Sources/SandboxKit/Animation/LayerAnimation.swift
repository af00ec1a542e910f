import Foundation

/// One animation attached to a layer under a key, as Core Animation's `add(_:forKey:)` keeps them: a
/// property animation (from/to values of one layer property) or a view transition. A new animation under
/// the same key replaces the old one, which ends unfinished.
@MainActor
public final class LayerAnimation {
    public enum Kind {
        /// Interpolates `property` from `from`'s value to `to`'s value (the rest of both states is unused).
        case property(LayerProperty, from: LayerState, to: LayerState)
        /// Draws the layer's view as a transition between two snapshots (see `ViewTransition`).
        case transition(ViewTransition)
        /// An explicit animation (`CABasicAnimation`) of the value at a key path, from one value to another;
        /// `additive` adds it to the model's value.
        case keyPath(String, from: AnimatedValue, to: AnimatedValue, additive: Bool)
    }

    /// The key it is stored under: the property's name, or "transition" (Core Animation's kCATransition key).
    public let key: String
    public let kind: Kind
    private(set) var timing: AnimationTiming
    /// How the animation follows time: forward (as timed), held at a fraction of its duration, or running
    /// back to its start (an interactive transition scrubbed, then finished or cancelled).
    private(set) var playback: Playback = .forward

    enum Playback {
        /// Held or running back: an interactive transition's, which ends when it is finished or cancelled.
        var isHeldOrBackward: Bool {
            if case .forward = self { return false }
            return true
        }

        case forward
        /// Held at `fraction` (0...1) of its duration until resumed.
        case held(fraction: Double)
        /// Runs from `fraction` back to 0, linearly in time, between `start` and `start + duration`.
        case backward(fraction: Double, start: TimeInterval, duration: TimeInterval)
    }
    /// `.allowUserInteraction`: when false, hit-testing skips the view while this runs.
    public let allowsUserInteraction: Bool
    /// The animator that runs it (its clock gives the animation time).
    weak var animator: Animator?
    /// The layer it was added to (UIViewPropertyAnimator stops it there and sets that layer's model).
    weak var layer: CALayer?
    /// Called once when the animation leaves its layer: `finished` is true when it ran to its end,
    /// `natural` is true when that happened in the animation tick (not by removal or replacement).
    var onEnd: ((_ finished: Bool, _ natural: Bool) -> Void)?
    private(set) var hasEnded = false
    /// Core Animation's fill mode and `isRemovedOnCompletion == false` for explicit animations: the
    /// from-value shows during the delay (`fillsBackwards`); the animation stays on its layer after its
    /// end, showing its end value (`staysAfterEnd`), until removed.
    var fillsBackwards = true
    var staysAfterEnd = false
    var fillsForwards = false
    /// The Core Animation object an explicit animation came from (its delegate hears start and stop).
    var source: CAAnimation?
    /// `animationDidStart` was sent.
    var didStart = false

    init(key: String, kind: Kind, timing: AnimationTiming, allowsUserInteraction: Bool, animator: Animator) {
        self.key = key
        self.kind = kind
        self.timing = timing
        self.allowsUserInteraction = allowsUserInteraction
        self.animator = animator
    }

    public var beginTime: TimeInterval { timing.beginTime }
    public var duration: TimeInterval { timing.duration }
    public var curve: TimingCurve { timing.curve }
    public var repeats: Bool { timing.repeats }
    public var autoreverses: Bool { timing.autoreverses }

    /// The animator's current animation time.
    var now: TimeInterval { animator?.clock.time ?? timing.beginTime }

    /// Curved progress now (0 during the delay; may overshoot 1 for springs).
    public var progress: Double {
        switch playback {
        case .forward: return timing.progress(at: now)
        case .held, .backward: return timing.curve.value(at: fraction)
        }
    }

    /// How far through its duration the animation is now (0...1, before the curve): held or running back,
    /// the fraction scrubbing and pausing work with.
    var fraction: Double {
        switch playback {
        case .forward: return timing.duration > 0 ? min(max((now - timing.beginTime) / timing.duration, 0), 1) : 1
        case .held(let f): return f
        case .backward(let f, let start, let d): return d > 0 ? f * max(1 - (now - start) / d, 0) : 0
        }
    }

    /// Whether the animation decides what is on screen now: running, in a delay it fills backwards, or
    /// finished and kept (forward fill).
    var isShowing: Bool {
        if case .forward = playback {
            if !fillsBackwards && now < timing.beginTime { return false }
            if isFinishedNow { return staysAfterEnd && fillsForwards }
        }
        return true
    }

    var isFinishedNow: Bool {
        switch playback {
        case .forward: return timing.isFinished(at: now)
        case .held: return false
        case .backward(_, let start, let d): return now >= start + d - 1e-9
        }
    }

    // MARK: Scrubbing (UIPercentDrivenInteractiveTransition, UIViewPropertyAnimator)

    /// Holds the animation at `fraction` of its duration (it does not end while held).
    func hold(at fraction: Double) {
        playback = .held(fraction: min(max(fraction, 0), 1))
    }

    /// Runs on from `fraction` to the end at `speed` times the original pace.
    func resume(from fraction: Double, speed: Double) {
        let d = timing.duration / max(speed, 0.01)
        timing.beginTime = now - fraction * d
        timing.duration = d
        playback = .forward
    }

    /// Runs back from `fraction` to the start at `speed` times the original pace; when it gets there it
    /// ends (finished), leaving the model's value, as a cancelled Core Animation transition does.
    func reverse(from fraction: Double, speed: Double) {
        playback = .backward(fraction: fraction, start: now, duration: fraction * timing.duration / max(speed, 0.01))
    }

    func end(finished: Bool, natural: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        let work = onEnd
        onEnd = nil
        work?(finished, natural)
    }
}
