/// A `navigationItem`, normally keyed `navigationItem` on its controller.
public struct IBNavigationItem: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "navigationItem" else { return nil }
        self.object = object
    }

    public var title: String? { object.title }
    public var prompt: String? { object.attribute("prompt") }
    /// "automatic", "always", "never"; nil: UIKit's default (automatic).
    public var largeTitleDisplayMode: String? { object.attribute("largeTitleDisplayMode") }
    public var backButtonTitle: String? { object.attribute("backButtonTitle") }

    /// `leftBarButtonItem` followed by any `<leftBarButtonItems>` list.
    public var leftBarButtonItems: [IBBarButtonItem] { items(single: "leftBarButtonItem", list: "leftBarButtonItems") }
    public var rightBarButtonItems: [IBBarButtonItem] { items(single: "rightBarButtonItem", list: "rightBarButtonItems") }
    public var backBarButtonItem: IBBarButtonItem? { object.child(key: "backBarButtonItem").flatMap(IBBarButtonItem.init) }
    public var titleView: IBObject? { object.child(key: "titleView") }

    private func items(single: String, list: String) -> [IBBarButtonItem] {
        object.children.filter { $0.key == single || $0.container == list }.compactMap(IBBarButtonItem.init)
    }
}
