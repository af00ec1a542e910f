/// UIKit's constraint priority, 1…1000; 1000 is required.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue + k) }
    public static func - (p: UILayoutPriority, k: Float) -> UILayoutPriority { UILayoutPriority(p.rawValue - k) }

    /// The solver weight: required at 1000 and above; below, 10^(p/125), so each 125 points of priority
    /// weigh ten times more (250 → 100, 750 → 10⁶, 999 → 10⁸, still under the required strength). UIKit's
    /// engine does not publish its weights; what is observable and kept here is that a higher priority wins
    /// against a lower one of the same size of error.
    var solverStrength: Double {
        rawValue >= 1000 ? SolverStrength.required : Double.pow10(Double(max(rawValue, 0)) / 125)
    }
}

extension Double {
    static func pow10(_ x: Double) -> Double { Foundation.pow(10, x) }
}

import Foundation
