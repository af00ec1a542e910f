import Foundation
import Raster

/// How a dynamic colour resolves: a light and a dark value (the system colours, an asset's colour set), or
/// the app's provider.
enum DynamicColor: @unchecked Sendable {
    case pair(light: Color, dark: Color, name: String)
    case provider(@Sendable (UITraitCollection) -> UIColor)

    func resolve(_ traits: UITraitCollection) -> Color {
        switch self {
        case .pair(let light, let dark, _): return traits.userInterfaceStyle == .dark ? dark : light
        case .provider(let provide):
            // A provider that returns another dynamic colour is resolved again, as UIKit does.
            let answer = provide(traits)
            return answer.dynamic?.resolve(traits) ?? answer.color
        }
    }

    func withAlpha(_ alpha: CGFloat) -> DynamicColor {
        switch self {
        case .pair(let light, let dark, let name):
            return .pair(light: light.withAlpha(alpha), dark: dark.withAlpha(alpha), name: name)
        case .provider(let provide):
            return .provider { provide($0).resolvedColor(with: $0).withAlphaComponent(alpha) }
        }
    }
}

private extension Color {
    func withAlpha(_ alpha: CGFloat) -> Color { Color(red: red, green: green, blue: blue, alpha: alpha) }
}

extension UIColor {
    /// A colour whose components `provider` decides from the traits it is resolved against (iOS 13).
    public convenience init(dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamic: .provider(provider))
    }

    /// The fixed colour this one is with `traitCollection`'s appearance (itself when it is fixed).
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let dynamic else { return self }
        return UIColor(dynamic.resolve(traitCollection))
    }

    /// A system colour: its light and dark values, as `0xRRGGBB` and alpha.
    static func system(_ name: String, _ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) -> UIColor {
        UIColor(dynamic: .pair(light: Color(rgb: light, alpha: alpha), dark: Color(rgb: dark, alpha: darkAlpha ?? alpha), name: name))
    }

    // The system colours with their light and dark values as UIKit's `resolvedColor(with:)` gives them on
    // iOS 13 to 17: Apple's Human Interface Guidelines, "Color", the system colours' and the dynamic system
    // colours' specification tables (developer.apple.com/design/human-interface-guidelines/color), which
    // list each colour's default light and dark RGB values. The light values are the ones the sandbox drew
    // before it had a dark appearance (teal is iOS 13's, mint and cyan iOS 15's, each with its own dark
    // value). docs/traits.md has the table.
    public static var systemRed: UIColor { system("systemRedColor", 0xFF3B30, 0xFF453A) }
    public static var systemGreen: UIColor { system("systemGreenColor", 0x34C759, 0x30D158) }
    public static var systemBlue: UIColor { system("systemBlueColor", 0x007AFF, 0x0A84FF) }
    public static var systemOrange: UIColor { system("systemOrangeColor", 0xFF9500, 0xFF9F0A) }
    public static var systemYellow: UIColor { system("systemYellowColor", 0xFFCC00, 0xFFD60A) }
    public static var systemPink: UIColor { system("systemPinkColor", 0xFF2D55, 0xFF375F) }
    public static var systemPurple: UIColor { system("systemPurpleColor", 0xAF52DE, 0xBF5AF2) }
    public static var systemTeal: UIColor { system("systemTealColor", 0x5AC8FA, 0x64D2FF) }
    public static var systemIndigo: UIColor { system("systemIndigoColor", 0x5856D6, 0x5E5CE6) }
    public static var systemMint: UIColor { system("systemMintColor", 0x00C7BE, 0x66D4CF) }
    public static var systemCyan: UIColor { system("systemCyanColor", 0x32ADE6, 0x64D2FF) }
    public static var systemBrown: UIColor { system("systemBrownColor", 0xA2845E, 0xAC8E68) }
    public static var systemGray: UIColor { system("systemGrayColor", 0x8E8E93, 0x8E8E93) }
    public static var systemGray2: UIColor { system("systemGray2Color", 0xAEAEB2, 0x636366) }
    public static var systemGray3: UIColor { system("systemGray3Color", 0xC7C7CC, 0x48484A) }
    public static var systemGray4: UIColor { system("systemGray4Color", 0xD1D1D6, 0x3A3A3C) }
    public static var systemGray5: UIColor { system("systemGray5Color", 0xE5E5EA, 0x2C2C2E) }
    public static var systemGray6: UIColor { system("systemGray6Color", 0xF2F2F7, 0x1C1C1E) }
    public static var systemBackground: UIColor { system("systemBackgroundColor", 0xFFFFFF, 0x000000) }
    public static var secondarySystemBackground: UIColor { system("secondarySystemBackgroundColor", 0xF2F2F7, 0x1C1C1E) }
    public static var tertiarySystemBackground: UIColor { system("tertiarySystemBackgroundColor", 0xFFFFFF, 0x2C2C2E) }
    public static var systemGroupedBackground: UIColor { system("systemGroupedBackgroundColor", 0xF2F2F7, 0x000000) }
    public static var secondarySystemGroupedBackground: UIColor { system("secondarySystemGroupedBackgroundColor", 0xFFFFFF, 0x1C1C1E) }
    public static var tertiarySystemGroupedBackground: UIColor { system("tertiarySystemGroupedBackgroundColor", 0xF2F2F7, 0x2C2C2E) }
    public static var systemFill: UIColor { system("systemFillColor", 0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36) }
    public static var secondarySystemFill: UIColor { system("secondarySystemFillColor", 0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32) }
    public static var tertiarySystemFill: UIColor { system("tertiarySystemFillColor", 0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24) }
    public static var quaternarySystemFill: UIColor { system("quaternarySystemFillColor", 0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18) }
    public static var label: UIColor { system("labelColor", 0x000000, 0xFFFFFF) }
    public static var secondaryLabel: UIColor { system("secondaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.6) }
    public static var tertiaryLabel: UIColor { system("tertiaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.3) }
    public static var quaternaryLabel: UIColor { system("quaternaryLabelColor", 0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16) }
    public static var placeholderText: UIColor { system("placeholderTextColor", 0x3C3C43, 0xEBEBF5, alpha: 0.3) }
    public static var link: UIColor { system("linkColor", 0x007AFF, 0x0984FF) }
    public static var separator: UIColor { system("separatorColor", 0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6) }
    public static var opaqueSeparator: UIColor { system("opaqueSeparatorColor", 0xC6C6C8, 0x38383A) }
    public static var darkText: UIColor { .black }
    public static var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    public static var tintColor: UIColor { .systemBlue }

    // The colours the sandbox's own bars, tables and alerts draw with, light and dark as iOS draws them
    // (the iOS 13–17 bars' translucent material over white or black, read off the Simulator's screenshots as
    // the light ones were; docs/traits.md).
    static var barBackground: UIColor { system("barBackground", 0xF9F9F9, 0x161616) }
    static var barHairline: UIColor { system("barHairline", 0xB2B2B2, 0x3D3D40) }
    static var groupedHeaderText: UIColor { system("groupedHeaderText", 0x6D6D72, 0x8D8D93) }
    static var cellHighlight: UIColor { system("cellHighlight", 0xD1D1D6, 0x3A3A3C) }
    static var alertCard: UIColor { system("alertCard", 0xF5F5F5, 0x2C2C2E, alpha: 0.97) }
    static var alertTextFieldBackground: UIColor { system("alertTextFieldBackground", 0xFFFFFF, 0x1C1C1E) }
}

extension UIColor {
    /// The dynamic system colour Interface Builder names `name` (`systemBackgroundColor`), nil for a name
    /// UIKit has no such colour for. A storyboard records each one's light components too; UIKit loads the
    /// system colour itself, so it follows the appearance.
    static func system(named name: String) -> UIColor? {
        switch name {
        case "systemRedColor": .systemRed
        case "systemGreenColor": .systemGreen
        case "systemBlueColor": .systemBlue
        case "systemOrangeColor": .systemOrange
        case "systemYellowColor": .systemYellow
        case "systemPinkColor": .systemPink
        case "systemPurpleColor": .systemPurple
        case "systemTealColor": .systemTeal
        case "systemIndigoColor": .systemIndigo
        case "systemMintColor": .systemMint
        case "systemCyanColor": .systemCyan
        case "systemBrownColor": .systemBrown
        case "systemGrayColor": .systemGray
        case "systemGray2Color": .systemGray2
        case "systemGray3Color": .systemGray3
        case "systemGray4Color": .systemGray4
        case "systemGray5Color": .systemGray5
        case "systemGray6Color": .systemGray6
        case "systemBackgroundColor": .systemBackground
        case "secondarySystemBackgroundColor": .secondarySystemBackground
        case "tertiarySystemBackgroundColor": .tertiarySystemBackground
        case "systemGroupedBackgroundColor": .systemGroupedBackground
        case "secondarySystemGroupedBackgroundColor": .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackgroundColor": .tertiarySystemGroupedBackground
        case "systemFillColor": .systemFill
        case "secondarySystemFillColor": .secondarySystemFill
        case "tertiarySystemFillColor": .tertiarySystemFill
        case "quaternarySystemFillColor": .quaternarySystemFill
        case "labelColor": .label
        case "secondaryLabelColor": .secondaryLabel
        case "tertiaryLabelColor": .tertiaryLabel
        case "quaternaryLabelColor": .quaternaryLabel
        case "placeholderTextColor": .placeholderText
        case "linkColor": .link
        case "separatorColor": .separator
        case "opaqueSeparatorColor": .opaqueSeparator
        case "darkTextColor": .darkText
        case "lightTextColor": .lightText
        case "tintColor": .tintColor
        case "clearColor": .clear
        case "whiteColor": .white
        case "blackColor": .black
        default: nil
        }
    }
}
