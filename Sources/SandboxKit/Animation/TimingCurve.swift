import Foundation

/// How an animation's progress follows time: one of Core Animation's Bézier timing functions, or UIKit's
/// duration-based spring. Kept apart from what is animated (Flutter's Curve vs. Animation).
public enum TimingCurve: Equatable, Sendable {
    case timingFunction(CAMediaTimingFunction)
    case spring(SpringTimingCurve)

    /// Progress at `fraction` (0...1) of the duration. Springs may overshoot 1.
    public func value(at fraction: Double) -> Double {
        switch self {
        case .timingFunction(let f): return f.value(at: fraction)
        case .spring(let s): return s.value(at: fraction)
        }
    }

    public static let easeInOut = TimingCurve.timingFunction(CAMediaTimingFunction(name: .easeInEaseOut))
    public static let easeIn = TimingCurve.timingFunction(CAMediaTimingFunction(name: .easeIn))
    public static let easeOut = TimingCurve.timingFunction(CAMediaTimingFunction(name: .easeOut))
    public static let linear = TimingCurve.timingFunction(CAMediaTimingFunction(name: .linear))
}
