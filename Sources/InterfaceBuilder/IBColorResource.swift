/// `<namedColor name=>` or `<systemColor name=>` in `<resources>`: the
/// components IB recorded for an asset-catalog or system colour, so the
/// document can be rendered without the catalog or a UIKit colour table.
public struct IBColorResource: Sendable, Hashable {
    public var name: String
    /// Nil only if the resource has no `<color>` child.
    public var color: IBColor?
    public var location: IBSourceLocation

    init(_ element: IBElement) {
        name = element.attribute("name") ?? ""
        color = element.child(named: "color").flatMap(IBColor.init)
        location = element.location
    }
}
