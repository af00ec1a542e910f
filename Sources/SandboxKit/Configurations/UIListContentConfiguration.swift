import Foundation

/// UIKit's list content: an image, a text and a secondary text with their looks, laid out by
/// `UIListContentView` as the system's list cells and headers lay them out on an iPhone: 16 points of
/// side margin, the image before the texts, the secondary text under the text (`.subtitleCell()`) or at
/// the trailing edge (`.valueCell()`), headers in their smaller, secondary style.
public struct UIListContentConfiguration: UIContentConfiguration {
    public struct TextProperties {
        public var font: UIFont
        public var color: UIColor
        public var alignment: Alignment = .natural
        public var numberOfLines = 0
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var adjustsFontForContentSizeCategory = true

        public enum Alignment: Int, Sendable { case natural, center, justified }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        var textAlignment: NSTextAlignment {
            switch alignment {
            case .natural: return .natural
            case .center: return .center
            case .justified: return .justified
            }
        }
    }

    public struct ImageProperties {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        /// The largest the image is shown; zero on an axis leaves that axis unbounded.
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
    }

    enum Kind { case cell, subtitle, value, header, footer }
    let kind: Kind

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    init(kind: Kind) {
        self.kind = kind
        switch kind {
        case .cell, .subtitle, .value:
            textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: kind == .subtitle ? 15 : 17), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        case .header, .footer:
            textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
            directionalLayoutMargins = NSDirectionalEdgeInsets(top: 7, leading: 16, bottom: 7, trailing: 16)
        }
        prefersSideBySideTextAndSecondaryText = kind == .value
    }

    public static func cell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func subtitleCell() -> UIListContentConfiguration { .init(kind: .subtitle) }
    public static func valueCell() -> UIListContentConfiguration { .init(kind: .value) }
    public static func plainHeader() -> UIListContentConfiguration { .init(kind: .header) }
    public static func plainFooter() -> UIListContentConfiguration { .init(kind: .footer) }
    public static func groupedHeader() -> UIListContentConfiguration { .init(kind: .header) }
    public static func groupedFooter() -> UIListContentConfiguration { .init(kind: .footer) }
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .header)
        c.textProperties = TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label)
        return c
    }
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var c = UIListContentConfiguration(kind: .header)
        c.textProperties = TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label)
        return c
    }
    public static func sidebarCell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { .init(kind: .subtitle) }
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { .init(kind: .cell) }
    public static func sidebarHeader() -> UIListContentConfiguration { .init(kind: .header) }

    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The same content: the list's look does not change with selection here (the cell's selected
    /// background shows it).
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration { self }
}
