/// An image named by an object: an `image=` attribute (with `catalog="system"`
/// for SF Symbols) or an `<imageReference key=… image= catalog= symbolScale=>` element.
public struct IBImageReference: Sendable, Hashable {
    public var key: String?
    public var name: String
    /// "system" for SF Symbols; nil for the app's asset catalog.
    public var catalog: String?
    public var symbolScale: String?
    public var renderingMode: String?
    public var location: IBSourceLocation

    init(key: String?, name: String, catalog: String? = nil, symbolScale: String? = nil,
                renderingMode: String? = nil, location: IBSourceLocation) {
        self.key = key
        self.name = name
        self.catalog = catalog
        self.symbolScale = symbolScale
        self.renderingMode = renderingMode
        self.location = location
    }

    public var isSystemSymbol: Bool { catalog == "system" }

    init?(_ element: IBElement) {
        guard element.name == "imageReference", let image = element.attribute("image") else { return nil }
        self.init(key: element.key, name: image, catalog: element.attribute("catalog"),
                  symbolScale: element.attribute("symbolScale"), renderingMode: element.attribute("renderingMode"),
                  location: element.location)
    }

    /// Reads `attribute` (e.g. `image`, `selectedImage`) of `element`, taking
    /// the element's `catalog` as the catalog when the attribute is `image`,
    /// since IB writes a single `catalog` for the primary image.
    init?(attribute: String, of element: IBElement) {
        guard let entry = element.attributeEntry(attribute) else { return nil }
        self.init(key: attribute, name: entry.value,
                  catalog: attribute == "image" ? element.attribute("catalog") : nil,
                  location: entry.location)
    }
}
