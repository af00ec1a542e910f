/// A `tableViewCell`: a prototype, a static cell, or a xib's top-level cell.
public struct IBTableViewCell: Sendable, Hashable {
    /// The Interface Builder names of `UITableViewCell.CellStyle`.
    public enum Style: Sendable, Hashable {
        /// No `style=`: the cell's content view is laid out by hand.
        case custom
        /// `IBUITableViewCellStyleDefault`
        case basic
        /// `IBUITableViewCellStyleSubtitle`
        case subtitle
        /// `IBUITableViewCellStyleValue1`
        case rightDetail
        /// `IBUITableViewCellStyleValue2`
        case leftDetail
        case other(String)
    }

    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "tableViewCell" else { return nil }
        self.object = object
    }

    public var reuseIdentifier: String? { object.attribute("reuseIdentifier") }

    public var style: Style {
        switch object.attribute("style") {
        case nil: .custom
        case "IBUITableViewCellStyleDefault"?: .basic
        case "IBUITableViewCellStyleSubtitle"?: .subtitle
        case "IBUITableViewCellStyleValue1"?: .rightDetail
        case "IBUITableViewCellStyleValue2"?: .leftDetail
        case let other?: .other(other)
        }
    }

    /// "disclosureIndicator", "detailDisclosureButton", "checkmark",
    /// "detailButton"; nil means none.
    public var accessoryType: String? { object.attribute("accessoryType") }
    public var editingAccessoryType: String? { object.attribute("editingAccessoryType") }
    /// "default", "blue", "gray", "none".
    public var selectionStyle: String? { object.attribute("selectionStyle") }
    public var rowHeight: Double? { object.number("rowHeight") }
    public var contentView: IBObject? { object.child(key: "contentView") }

    /// The built-in labels and image view of styled cells, which IB places in
    /// the content view and names through these attributes.
    public var textLabel: IBObject? { contentSubview(id: object.attribute("textLabel")) }
    public var detailTextLabel: IBObject? { contentSubview(id: object.attribute("detailTextLabel")) }
    public var imageView: IBObject? { contentSubview(id: object.attribute("imageView")) }

    private func contentSubview(id: String?) -> IBObject? {
        guard let id, let contentView else { return nil }
        return contentView.subviews.first { $0.id == id }
    }
}
