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

/// UIKit's colour. The named colours are the iOS light-mode system colours (the sandbox has no dark mode), with
/// the values of Apple's Human Interface Guidelines colour tables. Immutable and sendable, as iOS's
/// `UIColor` is (`@unchecked` because the class is open, as UIKit's). An `NSObject` as on iOS: two colours
/// with the same components are equal (`isEqual`, `==`) and hash alike.
open class UIColor: NSObject, _ExpressibleByColorLiteral, @unchecked Sendable {
    public let color: Color

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(red: white, green: white, blue: white, alpha: alpha) }
    public init(_ color: Color) { self.color = color }
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }
    /// 0xRRGGBB, a convenience the demos use.
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) { self.init(Color(rgb: rgb, alpha: alpha)) }
    /// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's colour picker writes it (`ObjectLiterals.swift`).
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    public var cgColor: CGColor { CGColor(color) }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }
    open override var description: String { "UIColor(\(color.red), \(color.green), \(color.blue), \(color.alpha))" }

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
    public static var systemRed: UIColor { UIColor(rgb: 0xFF3B30) }
    public static var systemGreen: UIColor { UIColor(rgb: 0x34C759) }
    public static var systemBlue: UIColor { UIColor(rgb: 0x007AFF) }
    public static var systemOrange: UIColor { UIColor(rgb: 0xFF9500) }
    public static var systemYellow: UIColor { UIColor(rgb: 0xFFCC00) }
    public static var systemPink: UIColor { UIColor(rgb: 0xFF2D55) }
    public static var systemPurple: UIColor { UIColor(rgb: 0xAF52DE) }
    public static var systemTeal: UIColor { UIColor(rgb: 0x5AC8FA) }
    public static var systemIndigo: UIColor { UIColor(rgb: 0x5856D6) }
    public static var systemMint: UIColor { UIColor(rgb: 0x00C7BE) }
    public static var systemCyan: UIColor { UIColor(rgb: 0x32ADE6) }
    public static var systemBrown: UIColor { UIColor(rgb: 0xA2845E) }
    public static var systemGray: UIColor { UIColor(rgb: 0x8E8E93) }
    public static var systemGray2: UIColor { UIColor(rgb: 0xAEAEB2) }
    public static var systemGray3: UIColor { UIColor(rgb: 0xC7C7CC) }
    public static var systemGray4: UIColor { UIColor(rgb: 0xD1D1D6) }
    public static var systemGray5: UIColor { UIColor(rgb: 0xE5E5EA) }
    public static var systemGray6: UIColor { UIColor(rgb: 0xF2F2F7) }
    public static var systemBackground: UIColor { .white }
    public static var secondarySystemBackground: UIColor { UIColor(rgb: 0xF2F2F7) }
    public static var tertiarySystemBackground: UIColor { .white }
    public static var systemGroupedBackground: UIColor { UIColor(rgb: 0xF2F2F7) }
    public static var secondarySystemGroupedBackground: UIColor { .white }
    public static var tertiarySystemGroupedBackground: UIColor { UIColor(rgb: 0xF2F2F7) }
    public static var systemFill: UIColor { UIColor(rgb: 0x787880, alpha: 0.2) }
    public static var secondarySystemFill: UIColor { UIColor(rgb: 0x787880, alpha: 0.16) }
    public static var tertiarySystemFill: UIColor { UIColor(rgb: 0x767680, alpha: 0.12) }
    public static var quaternarySystemFill: UIColor { UIColor(rgb: 0x747480, alpha: 0.08) }
    public static var label: UIColor { .black }
    public static var secondaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.3) }
    public static var quaternaryLabel: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.18) }
    public static var placeholderText: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.3) }
    public static var link: UIColor { UIColor(rgb: 0x007AFF) }
    public static var separator: UIColor { UIColor(rgb: 0x3C3C43, alpha: 0.29) }
    public static var opaqueSeparator: UIColor { UIColor(rgb: 0xC6C6C8) }
    public static var darkText: UIColor { .black }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var tintColor: UIColor { .systemBlue }
}
