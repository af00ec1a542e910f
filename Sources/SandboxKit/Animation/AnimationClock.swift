import Foundation

/// Maps run-loop time to animation time, which is what every animation's begin time and progress are
/// measured in. This is where the sandbox's slow animations, pause and single-frame step live, so they
/// affect every animation and transition alike and nothing else (the main queue, `asyncAfter` and input
/// keep run-loop time, as in the iOS Simulator's "Slow Animations").
///
/// The desktop app's keys: S toggles `isSlow` (×10), Space toggles `isPaused`, N calls `step()`.
public final class AnimationClock {
    /// Animation time, in seconds. Advances only in `sync(now:)`.
    public private(set) var time: TimeInterval = 0
    /// How many times slower than real time animations run: 1 normally, 10 with slow animations.
    public var slowFactor: Double = 1 {
        didSet { if !(slowFactor.isFinite && slowFactor > 0) { slowFactor = 1 } }
    }
    /// The Simulator's "Slow Animations": a factor of 10.
    public var isSlow: Bool {
        get { slowFactor != 1 }
        set { slowFactor = newValue ? 10 : 1 }
    }
    /// While paused, animation time stands still; presentation values hold and no completion fires.
    public var isPaused = false {
        didSet { if oldValue && !isPaused { onChange?() } }
    }
    /// One frame of the display; `step()` advances by one frame's worth of animation time.
    public var frameDuration: TimeInterval = 1.0 / 60

    private var lastNow: TimeInterval?
    private var pendingStep: TimeInterval = 0
    /// Set by the animator: asks the run loop for a frame (a step or a resume has work to show).
    var onChange: (() -> Void)?

    public init() {}

    /// Advances animation time by one frame as it would run unpaused (1/60 s, or 1/600 s when slow),
    /// at the next turn. Meant for use while paused.
    public func step() {
        pendingStep += frameDuration / slowFactor
        onChange?()
    }

    /// Whether a step is waiting for the next turn.
    public var hasPendingStep: Bool { pendingStep > 0 }

    /// Brings animation time up to run-loop time `now`. Idempotent for the same `now`, so every caller in
    /// a turn (the animation tick, an `animate` call) sees the same animation time.
    public func sync(now: TimeInterval) {
        if let last = lastNow, now > last, !isPaused {
            time += (now - last) / slowFactor
        }
        if lastNow.map({ now > $0 }) ?? true { lastNow = now }
        time += pendingStep
        pendingStep = 0
    }
}
