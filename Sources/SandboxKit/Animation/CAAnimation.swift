import Foundation

/// Core Animation's explicit animation: timing shared by every kind (`CABasicAnimation` is the one
/// SandboxKit runs). Adding it to a layer (`CALayer.add(_:forKey:)`) copies what it says at that moment;
/// later changes to the object do not reach the running animation, as on iOS. Times are on the
/// application's animation clock (`CACurrentMediaTime()`), so a virtual clock makes every frame
/// reproducible.
@MainActor
open class CAAnimation {
    /// Seconds per cycle; 0 takes the enclosing transaction's duration (0.25 s by default).
    public var duration: CFTimeInterval = 0
    /// When the animation starts, in `CACurrentMediaTime()` terms; 0 starts it when added.
    public var beginTime: CFTimeInterval = 0
    /// Linear when nil, as Core Animation's explicit animations are.
    public var timingFunction: CAMediaTimingFunction?
    /// Cycles to run (`.infinity` repeats until removed); 0 runs one.
    public var repeatCount: Float = 0
    /// Seconds to repeat for, instead of a count.
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    /// What shows outside the active time: `.forwards` keeps the end value after the end (with
    /// `isRemovedOnCompletion == false`), `.backwards` shows the start value during a delay.
    public var fillMode: CAMediaTimingFillMode = .removed
    /// False keeps the animation on the layer after it ends (until removed).
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops. Retained, as Core Animation retains it.
    public var delegate: CAAnimationDelegate?
    public var speed: Float = 1

    public init() {}

    func notifyStart() { delegate?.animationDidStart(self) }
    func notifyStop(finished: Bool) { delegate?.animationDidStop(self, finished: finished) }
}

/// An animation of one layer property, named by its key path ("opacity", "transform.rotation.z", …).
@MainActor
open class CAPropertyAnimation: CAAnimation {
    public var keyPath: String?
    /// Adds the animated value to the model's value instead of replacing it.
    public var isAdditive = false
    public var isCumulative = false

    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}
