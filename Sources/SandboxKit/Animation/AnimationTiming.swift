import Foundation

/// When an animation runs and how its progress follows animation time: begin (after any delay), duration,
/// curve, repeat and autoreverse. Pure value maths, shared by property animations and transitions.
struct AnimationTiming {
    /// Animation time at which the first cycle starts (the call's time plus the delay).
    var beginTime: TimeInterval
    var duration: TimeInterval
    var curve: TimingCurve
    /// `.repeat`: UIKit repeats block animations indefinitely.
    var repeats: Bool
    /// `.autoreverse`: each cycle runs forward then backward.
    var autoreverses: Bool
    /// Core Animation's `repeatCount`: how many cycles run (fractions end part way), 1 when 0.
    var repeatCount: Double = 0

    /// The length of one cycle (forward, plus backward when autoreversing).
    var cycleDuration: TimeInterval { autoreverses ? 2 * duration : duration }

    /// When the animation ends, or nil for a repeating one (it runs until removed).
    var endTime: TimeInterval? { repeats ? nil : beginTime + cycleDuration * max(repeatCount, 1) }

    func isFinished(at time: TimeInterval) -> Bool {
        guard let end = endTime else { return false }
        return time >= end - 1e-9
    }

    /// Curved progress at `time`: 0 before the begin time (the animation holds its from-value during its
    /// delay, as UIKit's backwards fill does), the curve's value while it runs, and the end-of-cycle value
    /// once finished (1, or 0 after an autoreverse).
    func progress(at time: TimeInterval) -> Double {
        let local = time - beginTime
        guard local > 0, duration > 0 else { return local > 0 && duration <= 0 ? 1 : 0 }
        var phase: TimeInterval
        if let end = endTime, time >= end {
            let total = end - beginTime
            phase = total.truncatingRemainder(dividingBy: cycleDuration)
            if phase < 1e-9 { phase = cycleDuration }
        } else {
            phase = local.truncatingRemainder(dividingBy: cycleDuration)
        }
        var fraction = phase / duration
        if fraction > 1 { fraction = 2 - fraction } // the backward half of an autoreverse
        return curve.value(at: min(max(fraction, 0), 1))
    }
}
