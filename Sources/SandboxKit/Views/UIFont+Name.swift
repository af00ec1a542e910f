import Foundation

/// Fonts by PostScript name (`UIFont(name: "HelveticaNeue-Bold", size: 17)`), as apps name iOS's built-in
/// families and their own bundled fonts. The sandbox draws every font with its system face, so a name gives
/// that face at the weight its style names (`-Bold`, `-Medium`, `-Light`…), monospaced for the fixed-pitch
/// families. iOS answers nil for a name it has no font for; here a name the app bundles (not one of iOS's
/// families) is drawn with the system face too, so the app runs, and is reported once as not simulated.
extension UIFont {
    /// Nonisolated, as UIKit's (a font made for a global constant); the report borrows the main actor,
    /// where fonts are made in practice.
    public init?(name fontName: String, size fontSize: CGFloat) {
        let parts = fontName.split(separator: "-", maxSplits: 1).map(String.init)
        let family = parts.first ?? fontName
        let style = (parts.count > 1 ? parts[1] : "").lowercased()
        if !Self.builtInFamilies.contains(where: { family.hasPrefix($0) }) {
            NotSimulated.recordFromAnyThread("UIFont(name:size:) with a font the app bundles (\(family))")
        }
        let weight: Weight = switch true {
        case style.contains("ultralight"), style.contains("extralight"): .ultraLight
        case style.contains("thin"), style.contains("hairline"): .thin
        case style.contains("light"): .light
        case style.contains("semibold"), style.contains("demibold"), style.contains("demi"): .semibold
        case style.contains("medium"): .medium
        case style.contains("extrabold"), style.contains("heavy"): .heavy
        case style.contains("black"): .black
        case style.contains("bold"): .bold
        default: .regular
        }
        let monospaced = ["Menlo", "Courier", "CourierNewPSMT", "SFMono", "SFMonoRegular"].contains(where: { family.hasPrefix($0) })
        self.init(pointSize: fontSize > 0 ? fontSize : 17, weight: weight, monospaced: monospaced)
    }

    /// The font families iOS has built in (a sample of the ones apps name most).
    static let builtInFamilies = ["HelveticaNeue", "Helvetica", "Avenir", "AvenirNext", "Arial", "Georgia", "Menlo", "Courier",
                                  "Futura", "GillSans", "Gill Sans", "Palatino", "TimesNewRoman", "Times New Roman", "Verdana",
                                  "Trebuchet", "Optima", "Baskerville", "Didot", "AmericanTypewriter", "Chalkboard", "Noteworthy",
                                  "MarkerFelt", "Marker Felt", "Papyrus", "SnellRoundhand", "Zapfino", "Copperplate", "Cochin",
                                  "Charter", "Rockwell", "Damascus", "Kailasa", "System", ".SFUI", "SFPro", "SFMono", "AppleSDGothicNeo",
                                  "Kefa", "Thonburi", "HoeflerText", "Hoefler Text", "BradleyHand", "ChalkboardSE", "KohinoorDevanagari"]

    /// iOS's font families, as `UIFont.familyNames` lists them (a sample of the built-in ones).
    public static var familyNames: [String] {
        ["Arial", "Avenir", "Avenir Next", "Courier", "Futura", "Georgia", "Helvetica", "Helvetica Neue", "Menlo", "Times New Roman", "Verdana"]
    }

    /// The PostScript names of a family's fonts (regular and bold here, as the sandbox draws two weights).
    public static func fontNames(forFamilyName familyName: String) -> [String] {
        let base = familyName.replacingOccurrences(of: " ", with: "")
        return familyNames.contains(familyName) ? [base, base + "-Bold"] : []
    }
}
