import Foundation

/// Recognizes a drag (continuous: began, changed…, ended). It begins once the touch has moved
/// `hysteresis` (10 pt) from where it went down; ending without having begun fails.
///
/// `translation(in:)` is measured from where the touch went down (so at `began` it already holds the
/// first 10 pt and a view that follows the translation stays under the finger), until `setTranslation`
/// moves the reference. `velocity(in:)` is in points per second over the samples of the last 100 ms,
/// timed by the touches' timestamps (plus the last sample before them) (the injected clock), never by the wall clock.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Which scroll input (the mouse wheel, trackpad scrolling) drives this pan too; none by default, as
    /// in UIKit (see `UIPanGestureRecognizer+Scroll`).
    open var allowedScrollTypesMask: UIScrollTypeMask = []

    static let hysteresis: CGFloat = 10
    static let velocityWindow: TimeInterval = 0.1

    /// Where the touch went down (window coordinates).
    var downLocation: CGPoint = .zero
    /// The window point from which the translation is measured.
    var reference: CGPoint = .zero
    private var samples: [(time: TimeInterval, location: CGPoint)] = []
    private var lastVelocity: CGPoint = .zero

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        downLocation = touch.locationInWindow
        reference = downLocation
        samples = [(event.timestamp, downLocation)]
        if numberOfTouches > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        record(touch.locationInWindow, at: event.timestamp)
        switch state {
        case .possible:
            guard numberOfTouches >= minimumNumberOfTouches,
                  distance(touch.locationInWindow, downLocation) >= Self.hysteresis else { return }
            state = shouldBegin(movingFrom: downLocation, to: touch.locationInWindow) ? .began : .failed
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first { record(touch.locationInWindow, at: event.timestamp) }
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    /// Decides, once the touch has moved past the hysteresis, whether the pan begins (true) or fails.
    /// A plain pan always begins; the screen-edge pan checks where and which way.
    func shouldBegin(movingFrom start: CGPoint, to point: CGPoint) -> Bool { true }

    // MARK: Translation and velocity

    /// How far the touch has moved, in `view`'s coordinate system (window coordinates when nil).
    open func translation(in view: UIView?) -> CGPoint {
        let current = location(in: nil)
        guard let view else { return CGPoint(x: current.x - reference.x, y: current.y - reference.y) }
        let a = view.convert(reference, from: nil), b = view.convert(current, from: nil)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Makes the translation read `translation` in `view` from here on (usually `.zero`, after applying it).
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let current = location(in: nil)
        guard let view else { reference = CGPoint(x: current.x - translation.x, y: current.y - translation.y); return }
        let c = view.convert(current, from: nil)
        reference = view.convert(CGPoint(x: c.x - translation.x, y: c.y - translation.y), to: nil)
    }

    /// The touch's speed in points per second in `view`'s coordinate system.
    open func velocity(in view: UIView?) -> CGPoint {
        let v = lastVelocity
        guard let view else { return v }
        let origin = view.convert(CGPoint.zero, from: nil), tip = view.convert(v, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    private func record(_ p: CGPoint, at time: TimeInterval) {
        samples.append((time, p))
        // Keep the samples of the last 100 ms and the newest one before them, so that a finger that
        // paused and lifted reads as still.
        let cutoff = time - Self.velocityWindow - 1e-9
        if let lastOld = samples.lastIndex(where: { $0.time < cutoff }) { samples.removeFirst(lastOld) }
        // Samples that arrive in the same turn share a timestamp; the oldest one in the window gives the rate.
        guard let first = samples.first, time - first.time > 1e-9 else { return }
        let dt = CGFloat(time - first.time)
        lastVelocity = CGPoint(x: (p.x - first.location.x) / dt, y: (p.y - first.location.y) / dt)
    }

    open override func reset() {
        samples = []
        lastVelocity = .zero
    }
}
