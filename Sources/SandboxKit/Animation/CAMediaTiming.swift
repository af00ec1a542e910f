import Foundation

/// The timing every animation shares (begin time, duration, speed, repeats, fill mode), as Core
/// Animation's protocol names it, so code can handle animations through it.
@MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}
