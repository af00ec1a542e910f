import Foundation

extension UIImage {
    /// What an image is made for (UIKit's base of symbol configurations).
    @MainActor
    open class Configuration: NSObject {}

    /// How a system symbol is drawn: its point size (the size of the text it sits with) and scale set
    /// the symbol's size, as on iOS (a 17-point medium symbol is the sandbox's 24-point box; `.small` and
    /// `.large` are about 0.8 and 1.3 times that). The weight is kept; the sandbox draws every symbol
    /// with the same strokes.
    @MainActor
    public final class SymbolConfiguration: Configuration {
        public let pointSize: CGFloat?
        public let weight: SymbolWeight
        public let scale: SymbolScale

        private init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
        }

        public convenience init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
            self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
        }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
        }
        public convenience init(scale: SymbolScale) { self.init(pointSize: nil, weight: .unspecified, scale: scale) }
        public convenience init(weight: SymbolWeight) { self.init(pointSize: nil, weight: weight, scale: .unspecified) }
        public convenience init(font: UIFont) { self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified) }
        public convenience init(font: UIFont, scale: SymbolScale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: .unspecified)
        }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
        }

        public static var unspecified: SymbolConfiguration { SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified) }

        /// This configuration with `other`'s specified values over it.
        public func applying(_ other: Configuration?) -> SymbolConfiguration {
            guard let other = other as? SymbolConfiguration else { return self }
            return SymbolConfiguration(pointSize: other.pointSize ?? pointSize,
                                       weight: other.weight == .unspecified ? weight : other.weight,
                                       scale: other.scale == .unspecified ? scale : other.scale)
        }

        /// Colours (hierarchical, palette, multicolour) are kept as the plain template.
        public convenience init(hierarchicalColor: UIColor) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified) }
        public convenience init(paletteColors: [UIColor]) { self.init(pointSize: nil, weight: .unspecified, scale: .unspecified) }
        public static func preferringMulticolor() -> SymbolConfiguration { .unspecified }
        public static func preferringMonochrome() -> SymbolConfiguration { .unspecified }

        /// How many times the 24-point box the symbol takes.
        var sizeFactor: CGFloat {
            let scaleFactor: CGFloat = switch scale {
            case .small: 0.8
            case .large: 1.3
            default: 1
            }
            return (pointSize ?? 17) / 17 * scaleFactor
        }
    }

    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// A system symbol drawn at the configuration's size.
    @MainActor
    public convenience init?(systemName name: String, withConfiguration configuration: Configuration?) {
        let factor = (configuration as? SymbolConfiguration)?.sizeFactor ?? 1
        let screenScale = max(UIApplication.current.screen.scale, 1)
        guard let image = SystemSymbol.image(named: name, scale: screenScale * factor) else { return nil }
        self.init(bitmap: image.bitmap, scale: screenScale, renderingMode: image.renderingMode, isSymbolImage: true)
    }

    /// The image tinted, with the rendering mode given (`.alwaysOriginal` keeps the colour wherever it
    /// is shown; a template takes the tint where it is shown, as UIKit's does).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(bitmap: tinted(color), scale: scale, renderingMode: renderingMode, isSymbolImage: isSymbolImage)
    }
}
