import Foundation
import Raster

/// Core Graphics' colour, kept as straight RGBA in 0...1.
public final class CGColor: Equatable, Hashable, CustomStringConvertible, Sendable {
    public let color: Color
    public init(_ color: Color) { self.color = color }
    public var alpha: CGFloat { color.alpha }
    public static func == (a: CGColor, b: CGColor) -> Bool { a.color == b.color }
    public func hash(into h: inout Hasher) { h.combine(color) }
    public var description: String { "CGColor(\(color.red), \(color.green), \(color.blue), \(color.alpha))" }
}

/// UIKit's colour. A colour is either fixed (its components) or dynamic: the system colours
/// (`.label`, `.systemBackground`, …, with Apple's light and dark values, UIColor+Dynamic.swift), an
/// asset catalog's colour set with a dark variant, or `UIColor(dynamicProvider:)`. A dynamic colour
/// resolves against `UITraitCollection.current` when its components are read (`color`, `cgColor`), which
/// the sandbox sets to the view's traits while it draws, lays out and hears of trait changes; a view's
/// `backgroundColor` keeps the dynamic colour and resolves it again when the view's appearance changes.
/// Immutable and sendable, as iOS's `UIColor` is (`@unchecked` because the class is open, as UIKit's).
/// An `NSObject` as on iOS: two fixed colours with the same components are equal (`isEqual`, `==`) and
/// hash alike; two dynamic colours are equal when they resolve alike in both appearances.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    private let fixed: Color
    /// How a dynamic colour resolves; nil for a fixed one.
    let dynamic: DynamicColor?

    /// The components, resolved against `UITraitCollection.current` for a dynamic colour.
    public var color: Color {
        guard let dynamic else { return fixed }
        return dynamic.resolve(UITraitCollection.current)
    }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        fixed = Color(red: red, green: green, blue: blue, alpha: alpha)
        dynamic = nil
    }
    public init(white: CGFloat, alpha: CGFloat) {
        fixed = Color(red: white, green: white, blue: white, alpha: alpha)
        dynamic = nil
    }
    public init(_ color: Color) {
        fixed = color
        dynamic = nil
    }
    init(dynamic: DynamicColor) {
        fixed = dynamic.resolve(.lightDefault)
        self.dynamic = dynamic
    }
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
    /// 0xRRGGBB, a convenience the demos use.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) { self.init(Color(rgb: rgb, alpha: alpha)) }
    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it (`ObjectLiterals.swift`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public var cgColor: CGColor { CGColor(color) }
    /// The colour with `alpha`; a dynamic colour stays dynamic, as UIKit's does.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        if let dynamic { return UIColor(dynamic: dynamic.withAlpha(alpha)) }
        return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        if other === self { return true }
        switch (dynamic, other.dynamic) {
        case (nil, nil): return other.fixed == fixed
        case (.pair(let a, let b, _)?, .pair(let c, let d, _)?): return a == c && b == d
        default: return false
        }
    }
    open override var hash: Int { fixed.hashValue }
    open override var description: String {
        if case .pair(_, _, let name)? = dynamic { return "<UIDynamicSystemColor: \(Unmanaged.passUnretained(self).toOpaque()); name = \(name)>" }
        if dynamic != nil { return "<UIDynamicProviderColor: \(Unmanaged.passUnretained(self).toOpaque())>" }
        return "UIColor(\(fixed.red), \(fixed.green), \(fixed.blue), \(fixed.alpha))"
    }

    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public static var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public static var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public static var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public static var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public static var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public static var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public static var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public static var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public static var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public static var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public static var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
