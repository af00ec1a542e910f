/// `<image name= width= height= catalog=>` in `<resources>`: the size IB
/// assumed for a named image, which lets layout proceed when the image itself
/// is not at hand.
public struct IBImageResource: Sendable, Hashable {
    public var name: String
    /// "system" for SF Symbols.
    public var catalog: String?
    public var size: IBSize?
    public var location: IBSourceLocation

    init(_ element: IBElement) {
        name = element.attribute("name") ?? ""
        catalog = element.attribute("catalog")
        size = element.attribute("width") != nil || element.attribute("height") != nil ? IBSize(element) : nil
        location = element.location
    }
}
