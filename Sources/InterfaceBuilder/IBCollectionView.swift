/// A `collectionView` object with its layout and prototype cells.
public struct IBCollectionView: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "collectionView" else { return nil }
        self.object = object
    }

    /// The `key="collectionViewLayout"` object, whatever its class.
    public var layout: IBObject? { object.child(key: "collectionViewLayout") }
    public var flowLayout: IBCollectionViewFlowLayout? { layout.flatMap(IBCollectionViewFlowLayout.init) }
    public var prototypeCells: [IBCollectionViewCell] { object.children(in: "cells").compactMap(IBCollectionViewCell.init) }
    /// Header and footer prototypes (`collectionReusableView` keyed
    /// `sectionHeaderView`/`sectionFooterView`).
    public var supplementaryViews: [IBObject] { object.children.filter { $0.name == "collectionReusableView" } }
}
