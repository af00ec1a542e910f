import Foundation

/// An object's identity in its store: its entity and a number, the same in every context. A new object's
/// ID is temporary until its context saves it; it keeps the same number then.
public final class NSManagedObjectID: NSObject, NSFetchRequestResult, @unchecked Sendable {
    public let entity: NSEntityDescription
    let entityName: String
    let number: Int64
    /// The store's identifier, for `uriRepresentation()`.
    let storeIdentifier: String
    public internal(set) var isTemporaryID: Bool

    init(entity: NSEntityDescription, number: Int64, storeIdentifier: String, isTemporary: Bool) {
        self.entity = entity
        entityName = entity.name ?? ""
        self.number = number
        self.storeIdentifier = storeIdentifier
        isTemporaryID = isTemporary
    }

    public var persistentStore: NSPersistentStore? { nil }

    public func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier)/\(entityName)/\(isTemporaryID ? "t" : "p")\(number)")!
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.number == number && other.entityName == entityName
    }

    public override var hash: Int { number.hashValue ^ entityName.hashValue }

    public override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
