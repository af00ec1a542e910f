import Foundation

/// A value an explicit animation (`CABasicAnimation`) runs between: what its `fromValue`/`toValue`
/// (`Any?`, as Core Animation types them) hold, in a form that interpolates.
public enum AnimatedValue: Equatable {
    case number(Double)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case color(CGColor?)
    case transform(CATransform3D)
    case numbers([Double])
    case colors([CGColor])
    /// Paths do not interpolate here: an animation of a path switches half way.
    case path(CGPath)

    /// Reads the boxed values apps pass: numbers (NSNumber, Double, CGFloat, Float, Int), geometry
    /// (plain or in NSValue), CGColor, UIColor's cgColor, CATransform3D, and arrays of numbers or colours.
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let v as Double: self = .number(v)
        case let v as CGFloat: self = .number(Double(v))
        case let v as Float: self = .number(Double(v))
        case let v as Int: self = .number(Double(v))
        case let v as NSNumber: self = .number(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CGColor: self = .color(v)
        case let v as CGPath: self = .path(v)
        case let v as UIColor: self = .color(v.cgColor)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3D(v))
        case let v as [CGColor]: self = .colors(v)
        case let v as [Any]:
            let colors = v.compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
            if colors.count == v.count, !v.isEmpty {
                self = .colors(colors)
            } else {
                let numbers = v.compactMap { (AnimatedValue($0)).flatMap { if case .number(let n) = $0 { return n } else { return nil } } }
                guard numbers.count == v.count else { return nil }
                self = .numbers(numbers)
            }
        default: return nil
        }
    }

    var number: Double? { if case .number(let n) = self { return n } else { return nil } }

    /// The value `t` of the way to `other` (0 here, 1 there; beyond extrapolates numbers and geometry).
    /// Values of different kinds, or arrays of different lengths, switch half way.
    func interpolated(to other: AnimatedValue, _ t: Double) -> AnimatedValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * t)
        case let (.point(a), .point(b)): return .point(a.interpolated(to: b, t))
        case let (.size(a), .size(b)):
            return .size(CGSize(width: a.width.interpolated(to: b.width, t), height: a.height.interpolated(to: b.height, t)))
        case let (.rect(a), .rect(b)): return .rect(a.interpolated(to: b, t))
        case let (.color(a), .color(b)): return .color(CGColor.interpolate(a, b, t))
        case let (.transform(a), .transform(b)): return .transform(a.interpolated(to: b, t))
        case let (.numbers(a), .numbers(b)) where a.count == b.count:
            return .numbers(zip(a, b).map { $0 + ($1 - $0) * t })
        case let (.colors(a), .colors(b)) where a.count == b.count:
            return .colors(zip(a, b).map { CGColor.interpolate($0, $1, t) ?? $1 })
        default: return t < 0.5 ? self : other
        }
    }

    /// `self` plus `delta` (a `byValue`), for the kinds that add.
    func adding(_ delta: AnimatedValue) -> AnimatedValue? {
        switch (self, delta) {
        case let (.number(a), .number(b)): return .number(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        default: return nil
        }
    }
}
