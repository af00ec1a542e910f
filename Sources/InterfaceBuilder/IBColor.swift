/// A `<color>` element in any of the forms Xcode writes.
///
/// Numeric colours have `components`; references to a system colour, an
/// asset-catalog colour or an old `cocoaTouchSystemColor` have `reference`.
/// Xcode 11 wrote both at once (`systemColor="linkColor" red=…`), the numbers
/// being a fallback, so both fields may be set. `IBDocument.resolve(_:)` turns
/// a reference into numbers via the document's `<resources>`.
public struct IBColor: Sendable, Hashable {
    public enum Reference: Sendable, Hashable {
        /// `systemColor="systemBackgroundColor"`: a dynamic UIKit colour.
        case system(String)
        /// `name="AccentColor"`: an asset-catalog colour.
        case named(String)
        /// `cocoaTouchSystemColor="darkTextColor"`: pre-iOS 13 class colours.
        case cocoaTouchSystem(String)
        /// `name="labelColor" catalog="System"`: AppKit catalog colours.
        case catalog(name: String, catalog: String)
    }

    /// The property it sets (`backgroundColor`, `textColor`…); nil inside resources.
    public var key: String?
    public var reference: Reference?
    public var components: IBColorComponents?
    public var colorSpace: IBColorSpace?
    public var location: IBSourceLocation

    init(key: String? = nil, reference: Reference? = nil, components: IBColorComponents? = nil,
                colorSpace: IBColorSpace? = nil, location: IBSourceLocation) {
        self.key = key
        self.reference = reference
        self.components = components
        self.colorSpace = colorSpace
        self.location = location
    }

    init?(_ element: IBElement) {
        guard element.name == "color" else { return nil }
        var reference: Reference? = nil
        if let system = element.attribute("systemColor") {
            reference = .system(system)
        } else if let system = element.attribute("cocoaTouchSystemColor") {
            reference = .cocoaTouchSystem(system)
        } else if let name = element.attribute("name") {
            if let catalog = element.attribute("catalog") {
                reference = .catalog(name: name, catalog: catalog)
            } else {
                reference = .named(name)
            }
        }
        var components: IBColorComponents? = nil
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") {
            components = .white(white, alpha: alpha)
        } else if element.attribute("red") != nil || element.attribute("green") != nil || element.attribute("blue") != nil {
            components = .rgba(red: element.number("red") ?? 0, green: element.number("green") ?? 0,
                               blue: element.number("blue") ?? 0, alpha: alpha)
        }
        var colorSpace: IBColorSpace? = nil
        if let space = element.attribute("colorSpace") {
            if space == "custom", let custom = element.attribute("customColorSpace") {
                colorSpace = IBColorSpace(custom)
            } else {
                colorSpace = IBColorSpace(space)
            }
        }
        self.init(key: element.key, reference: reference, components: components, colorSpace: colorSpace, location: element.location)
    }
}
