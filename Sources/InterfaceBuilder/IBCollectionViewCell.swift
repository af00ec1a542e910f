/// A `collectionViewCell` prototype or xib cell.
public struct IBCollectionViewCell: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "collectionViewCell" else { return nil }
        self.object = object
    }

    public var reuseIdentifier: String? { object.attribute("reuseIdentifier") }
    /// `collectionViewCellContentView` (Xcode 11+) or a plain keyed `view`.
    public var contentView: IBObject? { object.child(key: "contentView") }
}
