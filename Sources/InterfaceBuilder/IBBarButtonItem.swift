/// A `barButtonItem` on a navigation item or toolbar.
public struct IBBarButtonItem: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "barButtonItem" else { return nil }
        self.object = object
    }

    public var title: String? { object.title }
    public var image: IBImageReference? { object.image }
    /// `UIBarButtonItem.SystemItem` by IB name: "add", "done", "cancel",
    /// "flexibleSpace", "fixedSpace", "stop"…; nil for a custom item.
    public var systemItem: String? { object.attribute("systemItem") }
    /// "plain", "done", "bordered"; nil means plain.
    public var style: String? { object.attribute("style") }
    public var tag: Int? { object.attribute("tag").flatMap(IBValueParser.integer) }
    public var isEnabled: Bool { object.bool("enabled") ?? true }
    public var width: Double? { object.number("width") }
    public var customView: IBObject? { object.child(key: "customView") }
}
