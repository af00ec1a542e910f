import Foundation

/// A colour set (`Name.colorset`) of an asset catalog: one colour per idiom and appearance.
public struct ColorSet: Sendable, Equatable {
    /// One colour of the set.
    public struct Variant: Sendable, Equatable {
        public let idiom: String
        public let appearance: AssetAppearance
        /// The colour's components; `nil` when it refers to a system colour instead.
        public let components: ColorComponents?
        /// A system colour the variant refers to (`systemBlueColor`), as Xcode writes `reference`.
        public let systemColorName: String?
    }

    /// The name code uses (`UIColor(named:)`): the folder's name, after any namespaces.
    public let name: String
    public let url: URL
    public let variants: [Variant]

    init(name: String, url: URL, contents: [String: Any], file: String) throws(AppProjectError) {
        self.name = name
        self.url = url
        var variants: [Variant] = []
        for (index, item) in (contents["colors"] as? [Any] ?? []).enumerated() {
            guard let entry = item as? [String: Any] else { continue }
            let appearance = AssetAppearance(entry["appearances"])
            let idiom = AssetContents.string(entry["idiom"]) ?? "universal"
            guard let color = entry["color"] as? [String: Any] else { continue }
            if let reference = AssetContents.string(color["reference"]) {
                variants.append(Variant(idiom: idiom, appearance: appearance, components: nil, systemColorName: reference))
                continue
            }
            let components = try ColorComponents(color, file: file, context: "colour '\(name)', entry \(index + 1)")
            variants.append(Variant(idiom: idiom, appearance: appearance, components: components, systemColorName: nil))
        }
        self.variants = variants
    }

    /// The variant for an appearance on an idiom, falling back as iOS does: the exact appearance, then the
    /// same luminosity without high contrast, then any appearance; the idiom's own entry before `universal`.
    public func variant(for appearance: AssetAppearance = .any, idiom: String = "universal") -> Variant? {
        let candidates = [appearance, AssetAppearance(luminosity: appearance.luminosity, highContrast: false), .any]
        for wanted in candidates {
            for wantedIdiom in [idiom, "universal"] {
                if let found = variants.first(where: { $0.appearance == wanted && $0.idiom == wantedIdiom }) { return found }
            }
        }
        return variants.first
    }
}
