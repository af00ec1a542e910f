/// A `<tableViewSection>` of a static table.
public struct IBTableViewSection: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "tableViewSection" else { return nil }
        self.object = object
    }

    public var headerTitle: String? { object.string(key: "headerTitle") }
    public var footerTitle: String? { object.string(key: "footerTitle") }
    public var cells: [IBTableViewCell] { object.children(in: "cells").compactMap(IBTableViewCell.init) }
}
