import Foundation

/// Keyframe animations: `animateKeyframes` runs its block once, and each `addKeyframe` in it becomes an
/// animation of its own that starts at its relative start time and lasts its relative duration of the
/// whole; the completion runs when the whole duration is over. Keyframes of one property in sequence
/// play one after another (each starts from where the previous one ends); a later keyframe's changes
/// reach the model when it begins. The calculation modes are
/// linear (`.calculationModeLinear`, UIKit's default); another is reported once as not simulated.
extension UIView {
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The keyframe block being run: its start delay, duration and the options its keyframes take.
    private struct KeyframeContext {
        var delay: TimeInterval
        var duration: TimeInterval
        var options: AnimationOptions
    }

    private static var keyframeContexts: [KeyframeContext] = []

    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        if options.rawValue & (7 << 10) != 0 {
            NotSimulated.record("UIView.KeyframeAnimationOptions calculation modes other than linear")
        }
        let total = duration.isFinite ? max(duration, 0) : 0
        let start = delay.isFinite ? max(delay, 0) : 0
        var blockOptions: AnimationOptions = [.curveLinear, .overrideInheritedDuration, .overrideInheritedCurve]
        if options.contains(.allowUserInteraction) { blockOptions.insert(.allowUserInteraction) }
        if options.contains(.beginFromCurrentState) { blockOptions.insert(.beginFromCurrentState) }
        if options.contains(.repeat) { blockOptions.insert(.repeat) }
        if options.contains(.autoreverse) { blockOptions.insert(.autoreverse) }
        keyframeContexts.append(KeyframeContext(delay: start, duration: total, options: blockOptions))
        performWithoutAnimation(animations)
        keyframeContexts.removeLast()
        // the whole's own block: nothing to animate, it times the completion
        runAnimationBlock(duration: total, delay: start, options: [.overrideInheritedDuration], curve: nil,
                          animations: {}, completion: completion)
    }

    /// Inside `animateKeyframes`' block: animates `animations` from `frameStartTime` for
    /// `frameDuration`, both fractions of the whole (0...1). Outside one, the changes apply at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let context = keyframeContexts.last else {
            animations()
            return
        }
        let start = min(max(frameStartTime.isFinite ? frameStartTime : 0, 0), 1)
        let length = min(max(frameDuration.isFinite ? frameDuration : 0, 0), 1 - start)
        let wait = context.delay + context.duration * start
        let run = {
            let saved = keyframeContexts
            keyframeContexts = []
            runAnimationBlock(duration: context.duration * length, delay: 0, options: context.options, curve: nil,
                              animations: animations, completion: nil)
            keyframeContexts = saved
        }
        // A keyframe begins when its time comes, from where the keyframes before it left the view (an
        // animation added now with a delay would start from the value it had now).
        guard wait > 0 else { return run() }
        let app = UIApplication.current
        _ = app.mainQueue.enqueue(at: app.clock.now + wait) { run() }
    }
}
