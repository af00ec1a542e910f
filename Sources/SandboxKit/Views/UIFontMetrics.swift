import Foundation

/// Scales fonts and lengths with the text size as a text style scales (iOS 11): a custom font made
/// with `scaledFont(for:)` grows from Large to Extra Large as its style's font does, 17 to 19 for body.
public struct UIFontMetrics: Sendable {
    let style: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { style = textStyle }

    /// The body style's metrics.
    public static var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public func scaledFont(for font: UIFont) -> UIFont { scaled(font, maximum: nil, category: nil) }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont { scaled(font, maximum: maximumPointSize, category: nil) }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: nil, category: traitCollection?.preferredContentSizeCategory)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaled(font, maximum: maximumPointSize, category: traitCollection?.preferredContentSizeCategory)
    }

    /// `value` scaled as the style's size is from Large to the current text size.
    public func scaledValue(for value: CGFloat) -> CGFloat { scaledValue(for: value, compatibleWith: nil) }

    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * style.size(at: Self.category(traitCollection?.preferredContentSizeCategory)) / style.size(at: .large)
    }

    private func scaled(_ font: UIFont, maximum: CGFloat?, category: UIContentSizeCategory?) -> UIFont {
        let scaling = DynamicTypeScaling(style: style, base: font.pointSize, maximum: maximum)
        var scaled = font
        scaled.pointSize = scaling.size(at: Self.category(category))
        scaled.dynamicType = scaling
        return scaled
    }

    private static func category(_ given: UIContentSizeCategory?) -> UIContentSizeCategory {
        guard let given, given != .unspecified else { return UITraitCollection.current.preferredContentSizeCategory }
        return given
    }
}
