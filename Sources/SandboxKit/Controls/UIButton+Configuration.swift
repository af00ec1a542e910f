import Foundation

extension UIButton {
    /// iOS 15's button configuration: the content (title, subtitle, image) and look (style, colours,
    /// corners, insets, size) of a button, set as one value (`button.configuration = c`) and resolved
    /// against the button's state each time it changes (`configurationUpdateHandler` may change it then).
    ///
    /// The four styles as iOS draws them: `plain` (no background, tint-coloured content), `gray`
    /// (systemGray5-like fill, tint content), `tinted` (the tint at 15% alpha, tint content) and `filled`
    /// (tint fill, white content); `borderless`, `bordered`, `borderedTinted` and `borderedProminent` are
    /// their iOS 15 aliases. `baseForegroundColor`/`baseBackgroundColor` replace the style's colours.
    ///
    /// Chosen where Apple publishes no numbers, after iOS 15–17's look (a default filled button is 34.33
    /// points high: the 17 pt body line plus 7 above and below):
    /// - sizes: mini 13 pt text, insets 3/8; small 15 pt, 5/10; medium 17 pt, 7/12; large 17 pt, 14/20
    ///   (top and bottom / leading and trailing); subtitles 2 pt smaller, `titlePadding` 2 by default;
    /// - `cornerStyle` `.dynamic` (the default) rounds by 4, 6, 6 and 8 points from mini to large;
    ///   `.small` 4, `.medium` 8, `.large` 12, `.capsule` half the height, `.fixed` the background's own
    ///   `cornerRadius`;
    /// - highlighted: the fill darkens by 20% (plain: the content fades to 20% alpha, as a system button);
    ///   disabled: content in UIKit's disabled grey, fills in `tertiarySystemFill`.
    /// Attributed titles and `updated(for:)` are not modelled.
    public struct Configuration: Sendable {
        public enum CornerStyle: Sendable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Sendable { case mini, small, medium, large }
        enum Style: Sendable { case plain, gray, tinted, filled }

        let style: Style
        public var title: String?
        public var subtitle: String?
        public var image: UIImage?
        /// Where the image sits beside the title: `.leading` (the default), `.trailing`, `.top`, `.bottom`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the title.
        public var imagePadding: CGFloat = 0
        /// Between the title and the subtitle.
        public var titlePadding: CGFloat = 2
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var background = UIBackgroundConfiguration()
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        public var contentInsets: NSDirectionalEdgeInsets = Configuration.insets(for: .medium)

        init(style: Style) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }
        public static func borderless() -> Configuration { .plain() }
        public static func bordered() -> Configuration { .gray() }
        public static func borderedTinted() -> Configuration { .tinted() }
        public static func borderedProminent() -> Configuration { .filled() }

        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 13)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        var subtitleFont: UIFont { .systemFont(ofSize: titleFont.pointSize - 2) }

        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini: return 4
                case .small, .medium: return 6
                case .large: return 8
                }
            }
        }

        /// The content colour in `state`, with `tint` as the button's tint colour.
        func foregroundColor(for state: UIControl.State, tint: UIColor) -> UIColor {
            if state.contains(.disabled) { return UIColor(rgb: 0x3C3C43, alpha: 0.3) }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            if state.contains(.highlighted) && style == .plain && background.backgroundColor == nil {
                return base.withAlphaComponent(0.2)
            }
            return base
        }

        /// The fill in `state` (nil for none).
        func backgroundColor(for state: UIControl.State, tint: UIColor) -> UIColor? {
            let fill: UIColor?
            if let own = background.backgroundColor {
                fill = own
            } else {
                switch style {
                case .plain: fill = nil
                case .gray: fill = baseBackgroundColor ?? .systemGray5
                case .tinted: fill = (baseBackgroundColor ?? tint).withAlphaComponent(0.15)
                case .filled: fill = baseBackgroundColor ?? tint
                }
            }
            guard let fill else { return nil }
            if state.contains(.disabled) { return style == .plain ? fill : .tertiarySystemFill }
            if state.contains(.highlighted) {
                let c = fill.color
                return UIColor(red: c.red * 0.8, green: c.green * 0.8, blue: c.blue * 0.8, alpha: c.alpha)
            }
            return fill
        }
    }
}
