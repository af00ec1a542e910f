/// A `tabBarItem`, keyed `tabBarItem` on a tab's controller.
public struct IBTabBarItem: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "tabBarItem" else { return nil }
        self.object = object
    }

    public var title: String? { object.title }
    public var image: IBImageReference? { object.image }
    public var selectedImage: IBImageReference? { object.image(key: "selectedImage") }
    /// `UITabBarItem.SystemItem` by IB name: "favorites", "more", "search"….
    public var systemItem: String? { object.attribute("systemItem") }
    public var tag: Int? { object.attribute("tag").flatMap(IBValueParser.integer) }
    public var badgeValue: String? { object.attribute("badgeValue") }
}
