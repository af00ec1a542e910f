/// The appearance an asset variant is for: light or dark (`luminosity`), and high contrast. A variant
/// without appearances is the one for any appearance.
public struct AssetAppearance: Sendable, Equatable, Hashable {
    public enum Luminosity: String, Sendable, Equatable, Hashable {
        case light
        case dark
    }

    /// `nil` for "any appearance".
    public let luminosity: Luminosity?
    public let highContrast: Bool

    public static let any = AssetAppearance(luminosity: nil, highContrast: false)

    public init(luminosity: Luminosity?, highContrast: Bool) {
        self.luminosity = luminosity
        self.highContrast = highContrast
    }

    /// From a variant's `appearances` list (`[{"appearance": "luminosity", "value": "dark"}]`).
    init(_ appearances: Any?) {
        var luminosity: Luminosity?
        var highContrast = false
        for item in appearances as? [Any] ?? [] {
            guard let entry = item as? [String: Any] else { continue }
            let value = AssetContents.string(entry["value"])
            switch AssetContents.string(entry["appearance"]) {
            case "luminosity": luminosity = value.flatMap(Luminosity.init(rawValue:))
            case "contrast": highContrast = value == "high"
            default: break
            }
        }
        self.init(luminosity: luminosity, highContrast: highContrast)
    }
}
