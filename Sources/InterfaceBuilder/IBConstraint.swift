/// One `<constraint>` from a view's `<constraints>` list.
///
/// IB omits `firstItem` when it is the view that owns the list (and omits
/// both items for width/height constants); `firstItemID` resolves that, so
/// consumers never have to know the rule.
public struct IBConstraint: Sendable, Hashable {
    public var id: String?
    /// The view whose `<constraints>` holds this constraint; UIKit installs it there.
    public var ownerID: String
    /// `firstItem` as written; nil when IB left it implicit.
    public var firstItem: String?
    public var firstAttribute: IBLayoutAttribute
    public var relation: IBLayoutRelation
    public var secondItem: String?
    public var secondAttribute: IBLayoutAttribute?
    /// The multiplier as a number; "16:9" reads as 16/9. 1 when absent.
    public var multiplier: Double
    public var constant: Double
    /// 1000 (required) when absent.
    public var priority: Double
    /// `symbolic="YES"`: the constant is the system spacing, not the number.
    public var isSymbolic: Bool
    /// `placeholder="YES"`: removed at build time, so it must not be installed.
    public var isPlaceholder: Bool
    /// The `identifier` set in IB, which UIKit shows in layout logs.
    public var identifier: String?
    public var element: IBElement

    public var location: IBSourceLocation { element.location }

    /// The first item with IB's implicit owner filled in.
    public var firstItemID: String { firstItem ?? ownerID }

    init?(_ element: IBElement, ownerID: String) {
        guard element.name == "constraint", let first = element.attribute("firstAttribute") else { return nil }
        id = element.id
        self.ownerID = ownerID
        firstItem = element.attribute("firstItem")
        firstAttribute = IBLayoutAttribute(first)
        relation = element.attribute("relation").flatMap(IBLayoutRelation.init(rawValue:)) ?? .equal
        secondItem = element.attribute("secondItem")
        secondAttribute = element.attribute("secondAttribute").map(IBLayoutAttribute.init)
        multiplier = element.attribute("multiplier").flatMap(IBValueParser.multiplier) ?? 1
        constant = element.number("constant") ?? 0
        priority = element.number("priority") ?? 1000
        isSymbolic = element.bool("symbolic") ?? false
        isPlaceholder = element.bool("placeholder") ?? false
        identifier = element.attribute("identifier")
        self.element = element
    }
}
