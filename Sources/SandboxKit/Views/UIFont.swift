import Foundation

/// A font as UIKit names it: a point size and a weight. Which face draws it is the font provider's
/// business (SandboxMedia maps regular to DejaVu Sans and semibold and above to DejaVu Sans Bold).
public struct UIFont: Equatable, Hashable, Sendable {
    public struct Weight: Equatable, Hashable, Sendable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static func < (a: Weight, b: Weight) -> Bool { a.rawValue < b.rawValue }
        public static let ultraLight = Weight(rawValue: -0.8), thin = Weight(rawValue: -0.6), light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0), medium = Weight(rawValue: 0.23), semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4), heavy = Weight(rawValue: 0.56), black = Weight(rawValue: 0.62)
    }

    public var pointSize: CGFloat
    public var weight: Weight
    public var isMonospaced: Bool
    /// Set for a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics.scaledFont(for:)`): what
    /// a view that adjusts to the text size scales it from. Not part of equality: a body font is the
    /// 17-point system font.
    var dynamicType: DynamicTypeScaling?

    public static func == (a: UIFont, b: UIFont) -> Bool {
        a.pointSize == b.pointSize && a.weight == b.weight && a.isMonospaced == b.isMonospaced
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isMonospaced)
    }

    public init(pointSize: CGFloat, weight: Weight = .regular, monospaced: Bool = false) {
        self.pointSize = pointSize; self.weight = weight; self.isMonospaced = monospaced
    }

    /// `UIFont()`, as NSObject's initializer makes one in UIKit: the system font at 12 points, the size
    /// text is drawn at when no font is given.
    public init() { self.init(pointSize: 12) }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
    /// Drawn upright: the bundled DejaVu fonts have no italic face. Its size and line height are the
    /// regular system font's, as the italic's are on iOS.
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size) }
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(pointSize: size, weight: weight, monospaced: true)
    }

    public var isBold: Bool { weight >= .semibold }

    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        var font = self
        font.pointSize = fontSize
        font.dynamicType = nil
        return font
    }
}
