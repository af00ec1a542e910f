/// A `tableView` object: dynamic (`dataMode="prototypes"`, cells registered
/// by reuse identifier) or static (`dataMode="static"`, sections and cells
/// instantiated as written; storyboards only).
public struct IBTableView: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, grouped, insetGrouped
        case other(String)
    }

    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "tableView" else { return nil }
        self.object = object
    }

    /// Plain when absent, as in UIKit.
    public var style: Style {
        switch object.attribute("style") {
        case nil, "plain"?: .plain
        case "grouped"?: .grouped
        case "insetGrouped"?: .insetGrouped
        case let other?: .other(other)
        }
    }

    public var isStatic: Bool { object.attribute("dataMode") == "static" }
    public var prototypeCells: [IBTableViewCell] { object.children(in: "prototypes").compactMap(IBTableViewCell.init) }
    public var sections: [IBTableViewSection] { object.children(in: "sections").compactMap(IBTableViewSection.init) }
    /// -1 is IB's spelling of "automatic".
    public var rowHeight: Double? { object.number("rowHeight") }
    public var estimatedRowHeight: Double? { object.number("estimatedRowHeight") }
    public var sectionHeaderHeight: Double? { object.number("sectionHeaderHeight") }
    public var sectionFooterHeight: Double? { object.number("sectionFooterHeight") }
    public var separatorStyle: String? { object.attribute("separatorStyle") }
    public var headerView: IBObject? { object.child(key: "tableHeaderView") }
    public var footerView: IBObject? { object.child(key: "tableFooterView") }
}
