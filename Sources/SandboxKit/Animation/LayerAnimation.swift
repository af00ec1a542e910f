import Foundation

/// One animation attached to a layer under a key, as Core Animation's `add(_:forKey:)` keeps them: a
/// property animation (from/to values of one layer property) or a view transition. A new animation under
/// the same key replaces the old one, which ends unfinished.
public final class LayerAnimation {
    public enum Kind {
        /// Interpolates `property` from `from`'s value to `to`'s value (the rest of both states is unused).
        case property(LayerProperty, from: LayerState, to: LayerState)
        /// Draws the layer's view as a transition between two snapshots (see `ViewTransition`).
        case transition(ViewTransition)
    }

    /// The key it is stored under: the property's name, or "transition" (Core Animation's kCATransition key).
    public let key: String
    public let kind: Kind
    let timing: AnimationTiming
    /// `.allowUserInteraction`: when false, hit-testing skips the view while this runs.
    public let allowsUserInteraction: Bool
    /// The animator that runs it (its clock gives the animation time).
    weak var animator: Animator?
    /// Called once when the animation leaves its layer: `finished` is true when it ran to its end,
    /// `natural` is true when that happened in the animation tick (not by removal or replacement).
    var onEnd: ((_ finished: Bool, _ natural: Bool) -> Void)?
    private(set) var hasEnded = false

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
    public var progress: Double { timing.progress(at: now) }

    var isFinishedNow: Bool { timing.isFinished(at: now) }

    func end(finished: Bool, natural: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        let work = onEnd
        onEnd = nil
        work?(finished, natural)
    }
}
