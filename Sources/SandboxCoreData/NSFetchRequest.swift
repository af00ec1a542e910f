import Foundation

/// Which objects of an entity to fetch, in which order, how many.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entityName: String?
    open var entity: NSEntityDescription? {
        get { explicitEntity }
        set { explicitEntity = newValue; entityName = newValue?.name ?? entityName }
    }
    private var explicitEntity: NSEntityDescription?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// 0: no limit.
    open var fetchLimit: Int = 0
    open var fetchOffset: Int = 0
    /// Accepted; every object is read whole here, so batches change nothing.
    open var fetchBatchSize: Int = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesSubentities: Bool = true
    open var includesPendingChanges: Bool = true
    open var includesPropertyValues: Bool = true
    open var returnsObjectsAsFaults: Bool = true
    open var returnsDistinctResults: Bool = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?
    open var propertiesToGroupBy: [Any]?
    open var shouldRefreshRefetchedObjects: Bool = false

    public override init() { super.init() }

    public convenience init(entityName: String) {
        self.init()
        self.entityName = entityName
    }

    /// Runs the request in the current context (`perform`'s), as iOS 10's `execute()` does.
    open func execute() throws -> [ResultType] {
        guard let context = NSManagedObjectContext.current else {
            fatalError("NSFetchRequest.execute() must be called inside a context's perform or performAndWait block")
        }
        return try context.fetch(self)
    }

    open override var description: String {
        "<NSFetchRequest: \(Unmanaged.passUnretained(self).toOpaque())> (entity: \(entityName ?? "nil"); predicate: (\(predicate?.predicateFormat ?? "null")); sortDescriptors: (\(sortDescriptors?.map(\.description).joined(separator: ", ") ?? "null")); type: \(resultType.rawValue); )"
    }
}

/// What the requests a context executes share.
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
    public override init() { super.init() }
}
