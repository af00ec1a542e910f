import Foundation

/// Core Animation's clock: the animation time of the application code runs for. Explicit animations'
/// `beginTime` is measured on it, so `CACurrentMediaTime() + 0.5` starts one half a second from now,
/// on a virtual clock too.
@MainActor
public func CACurrentMediaTime() -> CFTimeInterval {
    let animator = UIApplication.current.animator
    animator.syncClock()
    return animator.clock.time
}
