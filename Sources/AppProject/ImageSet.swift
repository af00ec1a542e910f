import Foundation

/// An image set (`Name.imageset`) of an asset catalog: its image files by scale, idiom and appearance, and
/// how the images are to be drawn.
public struct ImageSet: Sendable, Equatable {
    /// One image file of the set.
    public struct Image: Sendable, Equatable {
        public let filename: String
        /// The file, inside the set's folder.
        public let url: URL
        /// 1, 2 or 3; `nil` for a single-scale image (a PDF or SVG), which serves every scale.
        public let scale: Int?
        /// `universal`, `iphone`, `ipad`…
        public let idiom: String
        public let appearance: AssetAppearance
        /// The locale of a localized image, when the set is localizable.
        public let locale: String?
    }

    /// The name code uses (`UIImage(named:)`): the folder's name, after any namespaces.
    public let name: String
    public let url: URL
    public let images: [Image]
    /// `preserves-vector-representation`: draw the PDF or SVG at any size instead of a rendered bitmap.
    public let preservesVectorRepresentation: Bool
    /// `template-rendering-intent`: `template` (tinted) or `original`; `nil` for the default.
    public let templateRenderingIntent: String?

    init(name: String, url: URL, contents: [String: Any]) {
        self.name = name
        self.url = url
        var images: [Image] = []
        for item in contents["images"] as? [Any] ?? [] {
            guard let entry = item as? [String: Any], let filename = AssetContents.string(entry["filename"]),
                  !filename.isEmpty else { continue }
            let scale = AssetContents.string(entry["scale"]).flatMap { Int($0.replacingOccurrences(of: "x", with: "")) }
            images.append(Image(
                filename: filename,
                url: url.appendingPathComponent(filename),
                scale: scale,
                idiom: AssetContents.string(entry["idiom"]) ?? "universal",
                appearance: AssetAppearance(entry["appearances"]),
                locale: AssetContents.string(entry["locale"])
            ))
        }
        self.images = images
        let properties = contents["properties"] as? [String: Any] ?? [:]
        preservesVectorRepresentation = AssetContents.bool(properties["preserves-vector-representation"]) ?? false
        templateRenderingIntent = AssetContents.string(properties["template-rendering-intent"])
    }
}
