import Foundation

/// The curve of UIKit's duration-based spring (`animate(withDuration:delay:usingSpringWithDamping:
/// initialSpringVelocity:options:animations:completion:)`): a damped harmonic oscillator carrying the
/// progress from 0 to 1.
///
/// UIKit fixes the duration, not the stiffness, so the spring is scaled to the duration: the natural
/// frequency is chosen so that the motion's envelope has decayed to 0.1 % at the end (for ζ ≤ 1,
/// ω₀ = ln(1000) / (ζ · duration)). The last few thousandths snap to the model value when the animation ends,
/// as UIKit's does. `initialSpringVelocity` is UIKit's unit: 1 is the whole distance per second.
public struct SpringTimingCurve: Equatable, Sendable {
    public let dampingRatio: Double
    public let initialVelocity: Double
    public let duration: Double

    public init(dampingRatio: Double, initialVelocity: Double, duration: Double) {
        // UIKit treats ratios ≤ 0 as barely damped; keep a little damping so the spring still settles.
        self.dampingRatio = dampingRatio.isFinite ? max(dampingRatio, 0.01) : 1
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.duration = duration > 0 && duration.isFinite ? duration : 1
    }

    /// Chosen so that the slowest decaying mode falls to 0.1 % at the end: its rate is ζω₀ when
    /// underdamped, (ζ − √(ζ² − 1))ω₀ when overdamped.
    var naturalFrequency: Double {
        let z = dampingRatio
        let rate = z <= 1 ? z : z - (z * z - 1).squareRoot()
        return log(1000) / (rate * duration)
    }

    /// Progress at `fraction` (0...1) of the duration; overshoots above 1 when underdamped.
    public func value(at fraction: Double) -> Double {
        let f = min(max(fraction, 0), 1)
        let tau = f * duration
        let w0 = naturalFrequency, z = dampingRatio, v0 = initialVelocity
        // Displacement from the target: y(0) = −1, y'(0) = v0; progress = 1 + y.
        let y: Double
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = -1.0, b = (v0 + z * w0 * a) / wd
            y = exp(-z * w0 * tau) * (a * cos(wd * tau) + b * sin(wd * tau))
        } else if z == 1 {
            let a = -1.0, b = v0 + w0 * a
            y = exp(-w0 * tau) * (a + b * tau)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 + r1) / (r2 - r1), c1 = -1 - c2
            y = c1 * exp(r1 * tau) + c2 * exp(r2 * tau)
        }
        return 1 + y
    }
}
