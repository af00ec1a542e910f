import Foundation

/// Deletes every object a fetch request matches, in the store, without loading them into a context.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    public enum ResultType: UInt, Sendable {
        case resultTypeStatusOnly = 0, resultTypeObjectIDs = 1, resultTypeCount = 2
    }

    public let fetchRequest: NSFetchRequest<NSFetchRequestResult>
    open var resultType: ResultType = .resultTypeStatusOnly

    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    public convenience init(objectIDs objects: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>(entityName: objects.first?.entityName ?? "")
        let ids = objects
        request.predicate = NSPredicate(block: { object, _ in
            guard let object = object as? NSManagedObject else { return false }
            return ids.contains(object.objectID)
        })
        self.init(fetchRequest: request)
    }
}

/// What executing a request returns.
open class NSPersistentStoreResult: NSObject {}

/// A batch delete's result: true, the count, or the deleted objects' IDs, as its request's type asks.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    public let result: Any?
    init(result: Any?) {
        self.result = result
        super.init()
    }
}

/// A fetch executed as a request (`execute(_:)`): its objects.
open class NSAsynchronousFetchResult: NSPersistentStoreResult {
    public let finalResult: [Any]?
    init(finalResult: [Any]?) {
        self.finalResult = finalResult
        super.init()
    }
}
