/// `<collectionViewFlowLayout key="collectionViewLayout">`.
public struct IBCollectionViewFlowLayout: Sendable, Hashable {
    public let object: IBObject

    init?(_ object: IBObject) {
        guard object.name == "collectionViewFlowLayout" else { return nil }
        self.object = object
    }

    /// "vertical" (the default when absent) or "horizontal".
    public var scrollDirection: String { object.attribute("scrollDirection") ?? "vertical" }
    public var minimumLineSpacing: Double? { object.number("minimumLineSpacing") }
    public var minimumInteritemSpacing: Double? { object.number("minimumInteritemSpacing") }
    public var itemSize: IBSize? { object.size(key: "itemSize") }
    public var estimatedItemSize: IBSize? { object.size(key: "estimatedItemSize") }
    public var headerReferenceSize: IBSize? { object.size(key: "headerReferenceSize") }
    public var footerReferenceSize: IBSize? { object.size(key: "footerReferenceSize") }
    public var sectionInset: IBEdgeInsets? { object.insets(key: "sectionInset") }
}
