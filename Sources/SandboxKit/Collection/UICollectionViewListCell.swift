import Foundation

/// UIKit's list cell, the cell of a list layout: a collection view cell whose default content
/// configuration is a list row's (`UIListContentConfiguration.cell()`). Its accessories (disclosure
/// indicators, checkmarks…) are not simulated: setting some says so once.
open class UICollectionViewListCell: UICollectionViewCell {
    open var accessories: [UICellAccessory] = [] {
        didSet { if !accessories.isEmpty { NotSimulated.record("UICollectionViewListCell.accessories") } }
    }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10

    open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }
}

/// An accessory of a list cell (accessories are not simulated).
public struct UICellAccessory {
    enum Kind { case disclosureIndicator, checkmark, delete, reorder, outlineDisclosure, label(String), detail, customView(UIView) }
    let kind: Kind

    public enum DisplayedState: Int, Sendable { case always, whenEditing, whenNotEditing }

    public static func disclosureIndicator(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .disclosureIndicator) }
    public static func checkmark(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .checkmark) }
    public static func delete(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .delete) }
    public static func reorder(displayed: DisplayedState = .whenEditing) -> UICellAccessory { .init(kind: .reorder) }
    public static func outlineDisclosure(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .outlineDisclosure) }
    public static func label(text: String, displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .label(text)) }
    public static func detail(displayed: DisplayedState = .always) -> UICellAccessory { .init(kind: .detail) }
}
