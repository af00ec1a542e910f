import Foundation

/// Core Animation's timing function: a cubic Bézier from (0, 0) to (1, 1) with two control points, mapping
/// the fraction of an animation's duration that has elapsed to the fraction of its change applied. An
/// `NSObject` as on iOS; two functions with the same control points are equal. Immutable, so sendable.
public final class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The two inner control points (c1x, c1y, c2x, c2y).
    public let controlPoints: (Double, Double, Double, Double)

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        // x must stay monotonic for the curve to be a function of time; Core Animation clamps x to 0...1.
        controlPoints = (Double(min(max(c1x, 0), 1)), Double(c1y), Double(min(max(c2x, 0), 1)), Double(c2y))
    }

    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// The curve's value at time fraction `x` (clamped to 0...1): solve Bézier x(s) = x for s, return y(s).
    public func value(at x: Double) -> Double {
        let x = min(max(x, 0), 1)
        let (x1, y1, x2, y2) = controlPoints
        if x1 == y1 && x2 == y2 { return x } // linear
        let s = Self.solve(x, x1, x2)
        return Self.bezier(s, y1, y2)
    }

    /// One coordinate of the cubic with end points 0 and 1: 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    private static func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return ((a * s + b) * s + c) * s
    }

    private static func derivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let c = 3 * p1, b = 3 * (p2 - p1) - c, a = 1 - c - b
        return (3 * a * s + 2 * b) * s + c
    }

    /// Newton's method from s = x, falling back to bisection where the slope vanishes (WebKit's UnitBezier).
    private static func solve(_ x: Double, _ x1: Double, _ x2: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let err = bezier(s, x1, x2) - x
            if abs(err) < 1e-9 { return s }
            let d = derivative(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= err / d
        }
        var lo = 0.0, hi = 1.0
        s = x
        for _ in 0..<60 {
            let v = bezier(s, x1, x2)
            if abs(v - x) < 1e-9 { break }
            if v < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
        }
        return s
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return controlPoints == other.controlPoints
    }

    public override var hash: Int {
        var h = Hasher()
        h.combine(controlPoints.0); h.combine(controlPoints.1); h.combine(controlPoints.2); h.combine(controlPoints.3)
        return h.finalize()
    }

    public override var description: String {
        let (a, b, c, d) = controlPoints
        return "CAMediaTimingFunction(\(a), \(b), \(c), \(d))"
    }
}

/// The named timing functions of Core Animation.
public enum CAMediaTimingFunctionName: String, Sendable {
    case linear, easeIn, easeOut, easeInEaseOut, `default`
}
