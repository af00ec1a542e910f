import Foundation
import SandboxKit

/// A model, its coordinator and the main-queue context, with the store in the app's Application Support
/// folder (`Name.sqlite`), where iOS puts it: the app's data folder keeps it between launches.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open private(set) var name: String
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }()

    /// The container of the model named `name`: the app's `Name.xcdatamodeld`. With no such model the
    /// container has an empty model, as iOS's does after logging the same error.
    public convenience init(name: String) {
        if let model = NSManagedObjectModel.registeredModel(named: name) {
            self.init(name: name, managedObjectModel: NSManagedObjectModel(model))
        } else {
            let known = NSManagedObjectModel.registeredModelNames
            print("CoreData: error:  Failed to load model named \(name)"
                  + (known.isEmpty ? " (the app has no .xcdatamodeld)" : " (the app's models: \(known.joined(separator: ", ")))"))
            self.init(name: name, managedObjectModel: NSManagedObjectModel())
        }
    }

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: Self.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))]
        super.init()
    }

    /// The app's Application Support folder (the app's container gives it).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Adds each described store and calls `block` for each, at once (the store is read before the call
    /// returns, as a store that is not added asynchronously is on iOS).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        context.perform { block(context) }
    }

    open func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}

/// A container whose store would sync with iCloud: the same local store here (there is no iCloud account
/// in the sandbox), reported once as not simulated.
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    public override init(name: String, managedObjectModel model: NSManagedObjectModel) {
        super.init(name: name, managedObjectModel: model)
        NotSimulated.recordFromAnyThread("NSPersistentCloudKitContainer (the store stays on the device; nothing syncs with iCloud)")
    }
}
