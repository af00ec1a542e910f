import Foundation

/// UIKit's interruptible animator (iOS 10): animation blocks that start, pause, scrub, reverse, stop and
/// finish under the caller's control, on the application's animation clock.
///
/// It is built on the block animations: starting runs the animation blocks as one `UIView.animate` block
/// with the animator's duration and curve (so, as in UIKit, the model takes the end values at once) and
/// keeps the layer animations it added; pausing holds them, `fractionComplete` scrubs them (as
/// `UIPercentDrivenInteractiveTransition` does), starting again runs them on from there, and
/// `stopAnimation(_:)` removes them, leaving each view's model where it is on screen. The completion
/// handlers run once, in the animation phase of a turn: in the turn the animations reach their end (or
/// their start, reversed), or in the turn after `finishAnimation(at:)`.
///
/// Simpler than UIKit:
/// - Every animator is interruptible (`isInterruptible` is kept but not enforced), and misuse that
///   raises in UIKit (starting a stopped animator, scrubbing a running one) is ignored.
/// - `fractionComplete` is the fraction of the duration, and scrubbing moves the views along the curve
///   (UIKit's `scrubsLinearly` default scrubs linearly); use `.linear` to have both agree.
/// - `isReversed` runs the animations back from where they are to their start over the time they have
///   run, then completes at `.start` with the views' model set back to the start values.
/// - `addAnimations(_:)` on a running animator runs the new block over the remaining time; on a paused
///   one, over the whole duration, held at the current fraction. The `delayFactor` variant is not offered.
/// - `continueAnimation(withTimingParameters:durationFactor:)` keeps the animator's curve.
/// - With nothing to animate, the completions run on the next turn, as a block animation's do.
@MainActor
open class UIViewPropertyAnimator: NSObject {
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay before a running animator's animations start (`startAnimation(afterDelay:)`).
    public private(set) var delay: TimeInterval = 0
    /// Kept for UIKit's API; every animator here can be paused, scrubbed and stopped.
    open var isInterruptible = true
    /// When false, the animated views ignore touches while the animations run.
    open var isUserInteractionEnabled = true
    public private(set) var state: UIViewAnimatingState = .inactive
    /// True while the animations run (started and not paused, stopped or completed).
    public private(set) var isRunning = false

    private let curve: TimingCurve
    private var blocks: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// The layer animations of the blocks that ran.
    private var animations: [LayerAnimation] = []
    /// The animation blocks whose animations have not all ended yet.
    private var openBlocks = 0
    /// Bumped when the animations are stopped, so their late completions are ignored.
    private var generation = 0
    /// The fraction while paused; the animator's own time when there are no animations to ask.
    private var heldFraction: Double = 0
    private var beginTime: TimeInterval = 0
    /// What `stopAnimation(false)` removed, for `finishAnimation(at:)` to set the end or start values.
    private var stopped: [(layer: CALayer, property: LayerProperty, from: LayerState, to: LayerState)] = []

    /// An animator with one of UIKit's four curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingCurve: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16).curve,
                  animations: animations)
    }

    /// An animator with a cubic Bézier curve through the two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        let function = CAMediaTimingFunction(controlPoints: Float(point1.x), Float(point1.y), Float(point2.x), Float(point2.y))
        self.init(duration: duration, timingCurve: .timingFunction(function), animations: animations)
    }

    /// A spring animator: the duration-based spring of `UIView.animate(…usingSpringWithDamping:…)`, starting
    /// at rest.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        let spring = SpringTimingCurve(dampingRatio: Double(ratio), initialVelocity: 0, duration: duration)
        self.init(duration: duration, timingCurve: .spring(spring), animations: animations)
    }

    init(duration: TimeInterval, timingCurve: TimingCurve, animations: (() -> Void)?) {
        self.duration = duration.isFinite ? max(duration, 0) : 0
        self.curve = timingCurve
        if let animations { blocks.append(animations) }
    }

    /// Creates an animator and starts it at once (after `delay`); the options give its curve.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingCurve: options.curve, animations: animations)
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    /// Adds an animation block. Before the animator starts it joins the others; on an active animator it
    /// runs at once (see the type's notes).
    open func addAnimations(_ animation: @escaping () -> Void) {
        switch state {
        case .inactive: blocks.append(animation)
        case .active:
            let f = fractionComplete
            if isRunning && !isReversed {
                run([animation], duration: duration * (1 - f), delay: 0)
            } else {
                for a in run([animation], duration: duration, delay: 0) { a.hold(at: f) }
                if isRunning { for a in animations { a.reverse(from: f, speed: 1) } }
            }
        case .stopped: break
        }
    }

    /// Adds a handler run once when the animations complete, with where they ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Starts the animations, or runs them on from where they were paused.
    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        switch state {
        case .inactive:
            begin(delay: delay)
            isRunning = true
            if isReversed { for a in animations { a.reverse(from: 1, speed: 1) } }
        case .active where !isRunning:
            resume(speed: 1)
        default: break
        }
    }

    /// Stops the animations where they are; starting again runs them on. On an inactive animator the
    /// animations are set up (the model takes the end values) and held at their start.
    open func pauseAnimation() {
        switch state {
        case .inactive:
            begin(delay: 0)
            heldFraction = 0
            for a in animations { a.hold(at: 0) }
        case .active where isRunning:
            heldFraction = fractionComplete
            for a in animations { a.hold(at: heldFraction) }
            isRunning = false
        default: break
        }
    }

    /// Runs a paused animator on; `durationFactor` (when not 0) makes the rest take that fraction of
    /// the duration. The timing parameters are ignored (see `UITimingCurveProvider`).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return }
        let left = isReversed ? heldFraction : 1 - heldFraction
        let speed = durationFactor > 0 && left > 0 ? left / Double(durationFactor) : 1
        resume(speed: speed)
    }

    /// How far through the animations are (0...1). Setting it on a paused (or inactive, which it pauses)
    /// animator moves the views there, as an interactive gesture does.
    open var fractionComplete: CGFloat {
        get {
            switch state {
            case .active where isRunning:
                if let first = animations.first(where: { !$0.hasEnded }) { return CGFloat(first.fraction) }
                let now = UIView.animator(for: nil).clock.time
                return duration > 0 ? CGFloat(min(max((now - beginTime) / duration, 0), 1)) : 1
            default: return CGFloat(heldFraction)
            }
        }
        set {
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else { return }
            heldFraction = min(max(Double(newValue), 0), 1)
            for a in animations { a.hold(at: heldFraction) }
        }
    }

    /// Whether the animations run back towards their start. Setting it on a running animator turns them
    /// round where they are.
    open var isReversed = false {
        didSet {
            guard oldValue != isReversed, state == .active, isRunning else { return }
            let f = Double(fractionComplete)
            for a in animations { isReversed ? a.reverse(from: f, speed: 1) : a.resume(from: f, speed: 1) }
        }
    }

    // MARK: Stopping

    /// Removes the animations, leaving each view's model at the value on screen. With `withoutFinishing`
    /// the animator becomes inactive and no completion runs; otherwise it is `.stopped` until
    /// `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        generation += 1
        isRunning = false
        heldFraction = Double(fractionComplete)
        stopped = []
        for a in animations where !a.hasEnded {
            guard let layer = a.layer, case .property(let property, let from, let to) = a.kind else { continue }
            var current = layer.model
            current.interpolate(property, from: from, to: to, progress: a.progress)
            stopped.append((layer, property, from, to))
            a.animator?.remove(from: layer) { $0 === a }
            Self.set(property, of: layer, to: current)
        }
        animations = []
        openBlocks = 0
        if withoutFinishing {
            stopped = []
            completions = []
            state = .inactive
        } else {
            state = .stopped
        }
    }

    /// Completes a stopped animator: the views take their end values, their start values, or stay
    /// (`.current`); the completions run on the next turn with `position`.
    open func finishAnimation(at position: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        for item in stopped where position != .current {
            Self.set(item.property, of: item.layer, to: position == .end ? item.to : item.from)
        }
        stopped = []
        state = .inactive
        let handlers = takeCompletions()
        UIView.animator(for: nil).runNextTurn { for handler in handlers { handler(position) } }
    }

    // MARK: Private

    /// Runs the animation blocks: the animator becomes active.
    private func begin(delay: TimeInterval) {
        state = .active
        self.delay = delay
        beginTime = UIView.animator(for: nil).clock.time + delay
        let pending = blocks
        blocks = []
        run(pending, duration: duration, delay: delay)
    }

    /// Runs `blocks` as one animation block and keeps the animations it added; its completion counts
    /// towards the animator's.
    @discardableResult
    private func run(_ blocks: [() -> Void], duration: TimeInterval, delay: TimeInterval) -> [LayerAnimation] {
        let generation = generation
        openBlocks += 1
        let added = Animator.collectingAnimations {
            UIView.runAnimationBlock(duration: max(duration, 1e-6), delay: delay,
                                     options: isUserInteractionEnabled ? [.allowUserInteraction, .overrideInheritedDuration] : .overrideInheritedDuration,
                                     curve: curve,
                                     animations: { for block in blocks { block() } },
                                     completion: { _ in self.blockEnded(generation: generation) })
        }
        animations += added
        return added
    }

    private func resume(speed: Double) {
        isRunning = true
        for a in animations {
            isReversed ? a.reverse(from: heldFraction, speed: speed) : a.resume(from: heldFraction, speed: speed)
        }
    }

    /// One block's animations all ended; after the last, the animator completes (in this tick).
    private func blockEnded(generation: Int) {
        guard generation == self.generation, state == .active else { return }
        openBlocks -= 1
        guard openBlocks == 0 else { return }
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if position == .start {
            for a in animations {
                guard let layer = a.layer, case .property(let property, let from, _) = a.kind else { continue }
                Self.set(property, of: layer, to: from)
            }
        }
        animations = []
        state = .inactive
        isRunning = false
        heldFraction = position == .end ? 1 : 0
        for handler in takeCompletions() { handler(position) }
    }

    private func takeCompletions() -> [(UIViewAnimatingPosition) -> Void] {
        let handlers = completions
        completions = []
        return handlers
    }

    /// Sets `layer`'s model value of `property` to its value in `state`, without animation; through the
    /// view for its geometry, so layout and Auto Layout hear of it.
    private static func set(_ property: LayerProperty, of layer: CALayer, to state: LayerState) {
        UIView.performWithoutAnimation {
            if property == .bounds, let view = layer.view {
                view.bounds = state.bounds
            } else if property == .position, let view = layer.view {
                view.center = state.position
            } else {
                layer.model.interpolate(property, from: state, to: state, progress: 1)
                layer.setNeedsComposite()
            }
        }
    }
}
