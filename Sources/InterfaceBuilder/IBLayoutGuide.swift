/// A layout guide constraints can refer to by id: `<viewLayoutGuide
/// key="safeArea">` (and `contentLayoutGuide`/`frameLayoutGuide` on scroll
/// views), or an old `<viewControllerLayoutGuide type="top">`.
public struct IBLayoutGuide: Sendable, Hashable {
    public var id: String
    /// "safeArea", "contentLayoutGuide", "frameLayoutGuide"; nil for controller guides.
    public var key: String?
    /// "top" or "bottom" for `viewControllerLayoutGuide`.
    public var type: String?
    /// `viewLayoutGuide` or `viewControllerLayoutGuide`.
    public var elementName: String
    public var location: IBSourceLocation

    static let elementNames: Set<String> = ["viewLayoutGuide", "viewControllerLayoutGuide"]

    init?(_ element: IBElement) {
        guard Self.elementNames.contains(element.name), let id = element.id else { return nil }
        self.id = id
        key = element.key
        type = element.attribute("type")
        elementName = element.name
        location = element.location
    }
}
