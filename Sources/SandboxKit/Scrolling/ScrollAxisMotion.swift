import Foundation

/// The content's motion along one axis once the finger has lifted: deceleration at the scroll view's
/// rate, and a spring back to the edge when the content is past it (the bounce). Positions are content
/// offsets in points; velocities in points per second, in the direction the offset grows.
///
/// Deceleration is UIKit's: the velocity shrinks by `rate` every millisecond (0.998 for `.normal`,
/// 0.99 for `.fast`), so it comes to rest `v / k` points further on, with k = −1000·ln(rate) per second.
/// Past an edge a critically damped spring pulls the content back (angular frequency
/// `springFrequency`); UIKit's own spring constants are not published — this one comes to rest about
/// half a second after a release at rest, as UIKit's bounce-back visibly does. The motion ends when less
/// than half a point remains to travel.
struct ScrollAxisMotion {
    var position: Double
    var velocity: Double
    let minimum: Double
    let maximum: Double
    /// k: the velocity is multiplied by e^(−k·t).
    let decay: Double
    let bounces: Bool
    private(set) var isFinished = false

    static let springFrequency = 10.5
    /// Below this remaining distance, the motion stops where it would have come to rest.
    static let restDistance = 0.5

    init(position: Double, velocity: Double, minimum: Double, maximum: Double, rate: Double, bounces: Bool) {
        self.position = position
        self.velocity = velocity
        self.minimum = minimum
        self.maximum = max(minimum, maximum)
        decay = -1000 * log(min(max(rate, 0.5), 0.999_999))
        self.bounces = bounces
        settleIfResting()
    }

    /// The edge the content is past, if any.
    private var edge: Double? {
        position < minimum - 1e-9 ? minimum : position > maximum + 1e-9 ? maximum : nil
    }

    /// Where a deceleration from `position` with `velocity` comes to rest, ignoring the edges.
    static func restingPoint(position: Double, velocity: Double, rate: Double) -> Double {
        position + velocity / (-1000 * log(min(max(rate, 0.5), 0.999_999)))
    }

    mutating func advance(by dt: Double) {
        guard !isFinished, dt > 0 else { return }
        if let edge {
            // the spring: d(t) = (d0 + (v0 + ω·d0)·t)·e^(−ωt)
            let w = Self.springFrequency, d0 = position - edge, v0 = velocity
            let e = exp(-w * dt)
            let d = (d0 + (v0 + w * d0) * dt) * e
            velocity = (v0 - w * (v0 + w * d0) * dt) * e
            position = edge + d
            if abs(d) < Self.restDistance && abs(velocity) < 20 {
                position = edge
                velocity = 0
                isFinished = true
            }
            return
        }
        let e = exp(-decay * dt)
        position += velocity / decay * (1 - e)
        velocity *= e
        if !bounces, let edge {
            position = edge
            velocity = 0
            isFinished = true
            return
        }
        settleIfResting()
    }

    /// Inside the content with less than half a point left to travel: done, at the resting point.
    private mutating func settleIfResting() {
        guard edge == nil else { return }
        let remaining = velocity / decay
        guard abs(remaining) < Self.restDistance else { return }
        position = min(max(position + remaining, minimum), maximum)
        velocity = 0
        isFinished = true
    }
}
