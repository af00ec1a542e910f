/// A `<fontDescription>`.
///
/// The raw fields are kept because IB combines them loosely (a `type` with a
/// `weight`, a `name` with a `family`); `kind` is the interpretation UIKit uses.
public struct IBFont: Sendable, Hashable {
    public enum Kind: Sendable, Hashable {
        /// `type="system"`, with `weight` ("medium", "semibold"…) when present.
        case system(weight: String?)
        case boldSystem
        case italicSystem
        /// A Dynamic Type style: `style="UICTFontTextStyleBody"`.
        case textStyle(String)
        /// A named font: `name="HelveticaNeue-Bold" family="Helvetica Neue"`.
        case named(String, family: String?)
        /// A `type` this layer does not know, kept verbatim.
        case other(String)
    }

    public var key: String?
    public var type: String?
    public var style: String?
    public var name: String?
    public var family: String?
    public var pointSize: Double?
    public var weight: String?
    public var location: IBSourceLocation

    init?(_ element: IBElement) {
        guard element.name == "fontDescription" else { return nil }
        key = element.key
        type = element.attribute("type")
        style = element.attribute("style")
        name = element.attribute("name")
        family = element.attribute("family")
        pointSize = element.number("pointSize")
        weight = element.attribute("weight")
        location = element.location
    }

    public var kind: Kind {
        if let style { return .textStyle(style) }
        switch type {
        case "system": return .system(weight: weight)
        case "boldSystem": return .boldSystem
        case "italicSystem": return .italicSystem
        case let type?:
            if type.hasPrefix("UICTFontTextStyle") { return .textStyle(type) }
            return .other(type)
        case nil:
            if let name { return .named(name, family: family) }
            return .system(weight: weight)
        }
    }
}
