/// `<accessibility key="accessibilityConfiguration" identifier= label= hint=>`,
/// with `<bool key="isElement">` and `<accessibilityTraits key="traits" button="YES">` children.
public struct IBAccessibility: Sendable, Hashable {
    public var identifier: String?
    public var label: String?
    public var hint: String?
    public var value: String?
    public var isElement: Bool?
    /// Names of the traits set to YES ("button", "staticText"…), in document order.
    public var traits: [String]
    public var location: IBSourceLocation

    init?(_ element: IBElement) {
        guard element.name == "accessibility" else { return nil }
        identifier = element.attribute("identifier")
        label = element.attribute("label")
        hint = element.attribute("hint")
        value = element.attribute("value")
        isElement = element.child(named: "bool", key: "isElement")?.bool("value")
        traits = element.child(named: "accessibilityTraits")?.attributes
            .filter { $0.name != "key" && IBValueParser.bool($0.value) == true }
            .map(\.name) ?? []
        location = element.location
    }
}
