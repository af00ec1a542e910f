import Foundation

/// A compositional layout's row or column of items (or of smaller groups), repeated along the section.
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each sized within
/// the group; the subitems repeat, in order, while the next one fits. `subitem:count:` places exactly
/// `count` items, sharing the group's length between them (the item's own length on that axis is
/// ignored, as in UIKit). `interItemSpacing` goes between the items.
@MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical, custom }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// The fixed number of items from `subitem:count:`, else nil.
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        self.count = count.map { max($0, 1) }
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    open class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    open class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// A group whose items the closure places. Not simulated: it says so once and lays out as a
    /// vertical group of its size with one item filling it.
    open class func custom(layoutSize: NSCollectionLayoutSize,
                           itemProvider: @escaping (NSCollectionLayoutEnvironment) -> [NSCollectionLayoutGroupCustomItem]) -> NSCollectionLayoutGroup {
        NotSimulated.record("NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)")
        let fill = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        return NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .custom, subitems: [fill], count: 1)
    }
}

/// One item's frame in a custom group (custom groups are not simulated).
@MainActor
public final class NSCollectionLayoutGroupCustomItem: NSObject {
    public let frame: CGRect
    public let zIndex: Int
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
