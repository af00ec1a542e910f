import Foundation

/// The store's objects as last saved (a row of values per object ID), shared by every context on the
/// coordinator, and the store they are written to. Rows are read whole when the store is added and kept
/// in memory; a save writes its changes to the file in one transaction before the rows change.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    open var name: String?

    let lock = NSRecursiveLock()
    private var rows: [NSManagedObjectID: [String: Any]] = [:]
    private var nextNumber: Int64 = 1
    private var contexts: [WeakContext] = []

    private struct WeakContext { weak var context: NSManagedObjectContext? }

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        Self.registryLock.withLock {
            Self.models.removeAll { $0.model == nil }
            Self.models.append(WeakModel(model: model))
        }
    }

    // MARK: Stores

    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let inMemory = storeType == NSInMemoryStoreType || storeURL?.path == "/dev/null"
        var database: SQLiteDatabase?
        if !inMemory {
            guard let url = storeURL else {
                throw SQLiteDatabase.error("a \(storeType) store needs a URL", code: NSPersistentStoreOpenError)
            }
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            database = try SQLiteDatabase(path: url.path)
        }
        let store = NSPersistentStore(type: storeType, configurationName: configuration, url: storeURL, options: options, database: database)
        store.persistentStoreCoordinator = self
        if let database { try load(database, storeIdentifier: store.identifier) }
        lock.withLock { persistentStores.append(store) }
        return store
    }

    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, Error?) -> Void) {
        do {
            try addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration,
                                   at: storeDescription.url, options: storeDescription.options)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    open func remove(_ store: NSPersistentStore) throws {
        lock.withLock { persistentStores.removeAll { $0 === store } }
    }

    open func persistentStore(for URL: URL) -> NSPersistentStore? {
        lock.withLock { persistentStores.first { $0.url == URL } }
    }

    /// Removes the store's file (and SQLite's journal files beside it).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        for suffix in ["", "-wal", "-shm"] {
            let path = url.path + suffix
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }

    open func destroyPersistentStore(at url: URL, type storeType: String, options: [AnyHashable: Any]? = nil) throws {
        try destroyPersistentStore(at: url, ofType: storeType, options: options)
    }

    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2, let number = Int64(parts[1].dropFirst()) else { return nil }
        return lock.withLock { rows.keys.first { $0.entityName == parts[0] && $0.number == number } }
    }

    private func load(_ database: SQLiteDatabase, storeIdentifier: String) throws {
        let stored = try database.rows()
        let entities = managedObjectModel.entitiesByName
        var ids: [String: NSManagedObjectID] = [:]
        func id(_ entityName: String, _ number: Int64) -> NSManagedObjectID? {
            let key = "\(entityName)/\(number)"
            if let existing = ids[key] { return existing }
            guard let entity = entities[entityName] else { return nil }
            let made = NSManagedObjectID(entity: entity, number: number, storeIdentifier: storeIdentifier, isTemporary: false)
            ids[key] = made
            return made
        }
        var loaded: [NSManagedObjectID: [String: Any]] = [:]
        var highest: Int64 = 0
        for row in stored {
            highest = max(highest, row.number)
            guard let entity = entities[row.entity], let objectID = id(row.entity, row.number),
                  let json = try? JSONSerialization.jsonObject(with: Data(row.data.utf8)) as? [String: Any] else { continue }
            var values: [String: Any] = [:]
            for property in entity.properties where !property.isTransient {
                if let attribute = property as? NSAttributeDescription {
                    if let stored = json[attribute.name] as? [Any], let raw = ManagedValue.decode(stored) {
                        values[attribute.name] = attribute.attributeType == .transformableAttributeType
                            ? raw : ManagedValue.normalize(raw, as: attribute.attributeType)
                    } else if json[attribute.name] == nil, let value = attribute.defaultValue {
                        values[attribute.name] = value
                    }
                } else if let relationship = property as? NSRelationshipDescription, let stored = json[relationship.name] as? [Any],
                          stored.count >= 2, let tag = stored[0] as? String {
                    if tag == "r", stored.count == 3, let name = stored[1] as? String, let number = ManagedValue.number(stored[2])?.integer {
                        values[relationship.name] = id(name, number)
                    } else if tag == "R", let list = stored[1] as? [[Any]] {
                        values[relationship.name] = list.compactMap { pair -> NSManagedObjectID? in
                            guard pair.count == 2, let name = pair[0] as? String, let number = ManagedValue.number(pair[1])?.integer else { return nil }
                            return id(name, number)
                        }
                    }
                }
            }
            loaded[objectID] = values
        }
        lock.withLock {
            rows.merge(loaded) { _, new in new }
            nextNumber = max(nextNumber, highest + 1)
        }
    }

    // MARK: Rows

    func newObjectID(for entity: NSEntityDescription) -> NSManagedObjectID {
        lock.withLock {
            defer { nextNumber += 1 }
            return NSManagedObjectID(entity: entity, number: nextNumber, storeIdentifier: persistentStores.first?.identifier ?? "memory",
                                     isTemporary: true)
        }
    }

    func row(for id: NSManagedObjectID) -> [String: Any]? { lock.withLock { rows[id] } }

    /// The IDs of the saved objects of the named entities, in the order they were first saved.
    func objectIDs(ofEntities names: Set<String>) -> [NSManagedObjectID] {
        lock.withLock { rows.keys.filter { names.contains($0.entityName) } }.sorted { $0.number < $1.number }
    }

    /// Writes a save's rows to the store, then makes them the coordinator's.
    func commit(upserts: [NSManagedObjectID: [String: Any]], deletes: [NSManagedObjectID]) throws {
        try lock.withLock {
            if let database = persistentStores.first?.database {
                let encoded = upserts.map { id, values in (number: id.number, entity: id.entityName, data: Self.encode(values, of: id.entity)) }
                try database.write(upserts: encoded.sorted { $0.number < $1.number }, deletes: deletes.map(\.number))
            }
            for id in deletes { rows[id] = nil }
            rows.merge(upserts) { _, new in new }
        }
    }

    static func encode(_ values: [String: Any], of entity: NSEntityDescription) -> String {
        var json: [String: Any] = [:]
        for property in entity.properties where !property.isTransient {
            guard let value = values[property.name] else { continue }
            if property is NSAttributeDescription {
                if let encoded = ManagedValue.encode(value) { json[property.name] = encoded }
            } else if let id = value as? NSManagedObjectID {
                json[property.name] = ["r", id.entityName, id.number]
            } else if let ids = value as? [NSManagedObjectID] {
                json[property.name] = ["R", ids.map { [$0.entityName, $0.number] as [Any] }]
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: Contexts

    func register(_ context: NSManagedObjectContext) {
        lock.withLock {
            contexts.removeAll { $0.context == nil }
            contexts.append(WeakContext(context: context))
        }
    }

    /// The other contexts that merge what `context` saved.
    func contextsMerging(after context: NSManagedObjectContext) -> [NSManagedObjectContext] {
        lock.withLock { contexts.compactMap(\.context).filter { $0 !== context && $0.automaticallyMergesChangesFromParent } }
    }

    // MARK: Models and numbers of objects outside any store

    private struct WeakModel { weak var model: NSManagedObjectModel? }
    private static let registryLock = NSLock()
    nonisolated(unsafe) private static var models: [WeakModel] = []
    nonisolated(unsafe) private static var detached: Int64 = 0

    static func loadedModels() -> [NSManagedObjectModel] { registryLock.withLock { models.compactMap(\.model) } }

    static func detachedNumber() -> Int64 {
        registryLock.withLock {
            detached -= 1
            return detached
        }
    }
}
