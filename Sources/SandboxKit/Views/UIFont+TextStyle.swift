import Foundation

extension UIFont {
    /// Dynamic Type's text styles, each with its size at every content size category and its weight.
    public struct TextStyle: Equatable, Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style's point size at each content size category, extra small to accessibility extra extra
        /// extra large (`UIContentSizeCategory.allCategories`' order): Apple's Human Interface Guidelines,
        /// "Typography", the iOS and iPadOS Dynamic Type sizes tables
        /// (developer.apple.com/design/human-interface-guidelines/typography#Specifications). An unknown
        /// style is body.
        var sizes: [CGFloat] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41]
            default: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53] // body and headline
            }
        }

        /// Headline is semibold; the others are regular (HIG, same table).
        var weight: UIFont.Weight { self == .headline ? .semibold : .regular }

        /// The size at `category` (the default, Large, for an unspecified one).
        func size(at category: UIContentSizeCategory) -> CGFloat { sizes[category.index ?? 3] }
    }

    /// The font of a text style at the text size of `UITraitCollection.current` (the view's while it draws
    /// or hears of a change, else the device's).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at `traitCollection`'s text size (the current one when nil or unspecified).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        var category = traitCollection?.preferredContentSizeCategory ?? .unspecified
        if category == .unspecified { category = UITraitCollection.current.preferredContentSizeCategory }
        var font = UIFont(pointSize: style.size(at: category), weight: style.weight)
        font.dynamicType = DynamicTypeScaling(style: style, base: nil, maximum: nil)
        return font
    }

    /// This Dynamic Type font at `category` (itself when it is not one).
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let scaling = dynamicType else { return self }
        var font = self
        font.pointSize = scaling.size(at: category)
        return font
    }
}

/// How a Dynamic Type font follows the text size: its style's table, or a size scaled as its style
/// scales (`UIFontMetrics`), never above `maximum`.
struct DynamicTypeScaling: Sendable {
    var style: UIFont.TextStyle
    /// The size at the default category, for a scaled font; nil for the style's own font.
    var base: CGFloat?
    var maximum: CGFloat?

    func size(at category: UIContentSizeCategory) -> CGFloat {
        let size = base.map { $0 * style.size(at: category) / style.size(at: .large) } ?? style.size(at: category)
        return maximum.map { min(size, $0) } ?? size
    }
}
