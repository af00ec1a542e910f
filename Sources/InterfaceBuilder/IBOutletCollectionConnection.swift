/// `<outletCollection property= destination= collectionClass=>`: one entry
/// appended to an array property; a property has one element per member.
public struct IBOutletCollectionConnection: Sendable, Hashable {
    public var id: String?
    public var sourceID: String
    public var property: String
    public var destinationID: String
    /// "NSMutableArray" and the like; nil means NSArray.
    public var collectionClass: String?
    /// `appends="YES"` (e.g. `gestureRecognizers`) adds to an existing array.
    public var appends: Bool
    public var element: IBElement
}
