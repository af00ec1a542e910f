import Foundation

extension UIFont {
    /// The PostScript name of the system face at the font's weight (".SFUI-Semibold").
    public var fontName: String {
        let style: String = switch weight {
        case ..<UIFont.Weight.thin: "Ultralight"
        case ..<UIFont.Weight.light: "Thin"
        case ..<UIFont.Weight.regular: "Light"
        case ..<UIFont.Weight.medium: "Regular"
        case ..<UIFont.Weight.semibold: "Medium"
        case ..<UIFont.Weight.bold: "Semibold"
        case ..<UIFont.Weight.heavy: "Bold"
        case ..<UIFont.Weight.black: "Heavy"
        default: "Black"
        }
        return isMonospaced ? ".SFMono-\(style)" : ".SFUI-\(style)"
    }
}
