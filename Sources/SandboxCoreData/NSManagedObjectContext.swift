import Foundation
import SandboxKit

/// A scratch pad of objects: what it fetched, inserted, changed and deleted, until `save()` writes the
/// changes to its coordinator's store (and `rollback()` forgets them). A main-queue context runs its
/// `perform` blocks on the main queue, a private-queue one on a serial queue of its own.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public enum ConcurrencyType: UInt, Sendable {
        case confinementConcurrencyType = 0
        case privateQueueConcurrencyType = 1
        case mainQueueConcurrencyType = 2
    }

    public let concurrencyType: ConcurrencyType
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.register(self) }
    }
    /// A child context reads and saves through its parent's coordinator: its save reaches the store at
    /// once, not the parent first.
    open var parent: NSManagedObjectContext? {
        didSet { if persistentStoreCoordinator == nil { parent?.coordinator?.register(self) } }
    }
    open var name: String?
    open var transactionAuthor: String?
    open var automaticallyMergesChangesFromParent: Bool = false
    open var mergePolicy: Any = NSErrorMergePolicy
    /// Foundation on Linux has no `UndoManager`; a context here has none, as a context made in code on iOS.
    open var undoManager: AnyObject?
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults: Bool = true
    open var retainsRegisteredObjects: Bool = false
    open var propagatesDeletesAtEndOfEvent: Bool = true
    open var userInfo: NSMutableDictionary = NSMutableDictionary()

    private var registered: [NSManagedObjectID: NSManagedObject] = [:]
    private var inserted: [NSManagedObject] = []
    private var updated: [NSManagedObject] = []
    private var deleted: [NSManagedObject] = []
    private var pendingInserted: [NSManagedObject] = []
    private var pendingUpdated: [NSManagedObject] = []
    private var pendingDeleted: [NSManagedObject] = []
    private var processingScheduled = false
    private lazy var queue = DispatchQueue(label: "NSManagedObjectContext \(name ?? "private")")
    private static let queueKey = DispatchSpecificKey<ObjectIdentifier>()

    public init(concurrencyType ct: ConcurrencyType) {
        concurrencyType = ct
        super.init()
        if ct == .privateQueueConcurrencyType { queue.setSpecific(key: Self.queueKey, value: ObjectIdentifier(self)) }
    }

    public override convenience init() { self.init(concurrencyType: .confinementConcurrencyType) }

    var coordinator: NSPersistentStoreCoordinator? { persistentStoreCoordinator ?? parent?.coordinator }
    var model: NSManagedObjectModel? { coordinator?.managedObjectModel }

    // MARK: Objects

    open var insertedObjects: Set<NSManagedObject> { Set(inserted) }
    open var updatedObjects: Set<NSManagedObject> { Set(updated) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted) }
    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
    open var hasChanges: Bool { !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty }

    open func insert(_ object: NSManagedObject) {
        guard object.managedObjectContext !== self else { return }
        object.managedObjectContext = self
        if object.objectID.number < 0, let coordinator {
            object.objectID = coordinator.newObjectID(for: object.entity)
        }
        object.insertedFlag = true
        object.deletedFlag = false
        registered[object.objectID] = object
        inserted.append(object)
        pendingInserted.append(object)
        object.awakeFromInsert()
        scheduleProcessing()
    }

    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.deletedFlag else { return }
        object.prepareForDeletion()
        object.deletedFlag = true
        // Delete rules: cascade deletes what the relationship reaches; nullify takes the object out of the
        // inverse relationship of each (deny is checked when saving).
        for relationship in object.entity.relationshipsByName.values {
            let targets = relationship.inverseRelationship == nil && relationship.deleteRule != .cascadeDeleteRule
                ? [] : object.relatedIDs(relationship).compactMap { registeredOrStoredObject(with: $0) }
            switch relationship.deleteRule {
            case .cascadeDeleteRule:
                for target in targets { delete(target) }
            case .nullifyDeleteRule:
                if let inverse = relationship.inverseRelationship {
                    for target in targets { target.primitiveRemove(inverse, object.objectID) }
                }
            default: break
            }
        }
        if object.insertedFlag {
            // Never saved: it is simply gone.
            inserted.removeAll { $0 === object }
            pendingInserted.removeAll { $0 === object }
            registered[object.objectID] = nil
        } else {
            updated.removeAll { $0 === object }
            deleted.append(object)
        }
        pendingDeleted.append(object)
        scheduleProcessing()
    }

    func objectDidChange(_ object: NSManagedObject) {
        guard !object.insertedFlag, !object.deletedFlag else { return }
        if !updated.contains(where: { $0 === object }) { updated.append(object) }
        if !pendingUpdated.contains(where: { $0 === object }) { pendingUpdated.append(object) }
        scheduleProcessing()
    }

    /// The object with this ID in this context: the one registered, else one made from the store's row.
    func registeredOrStoredObject(with id: NSManagedObjectID) -> NSManagedObject? {
        if let object = registered[id] { return object }
        guard let row = coordinator?.row(for: id) else { return nil }
        let object = NSManagedObjectModel.makeObject(entity: id.entity, context: nil)
        object.objectID = id
        object.values = row
        object.managedObjectContext = self
        registered[id] = object
        object.awakeFromFetch()
        return object
    }

    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registeredOrStoredObject(with: objectID) { return object }
        // A fault for an object the store does not have: reading it finds no values.
        let object = NSManagedObjectModel.makeObject(entity: objectID.entity, context: nil)
        object.objectID = objectID
        object.values = [:]
        object.managedObjectContext = self
        return object
    }

    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = registeredOrStoredObject(with: objectID), !object.deletedFlag else {
            throw NSError(domain: NSCocoaErrorDomain, code: NSManagedObjectReferentialIntegrityError,
                          userInfo: [NSLocalizedDescriptionKey: "The object with ID \(objectID) does not exist in the store"])
        }
        return object
    }

    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? { registered[objectID] }

    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {
        for object in objects { object.objectID.isTemporaryID = false }
    }

    // MARK: Fetching

    open func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try fetchObjects(request)
        if request.resultType == .countResultType { return [NSNumber(value: objects.count) as! T] }
        if request.resultType == .managedObjectIDResultType { return objects.compactMap { $0.objectID as? T } }
        if request.resultType == .dictionaryResultType {
            let keys = request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            return objects.compactMap { object -> T? in
                let dictionary = NSMutableDictionary()
                for key in keys ?? Array(object.entity.attributesByName.keys) {
                    if let value = object.value(forKey: key) { dictionary[NSString(string: key)] = value }
                }
                return dictionary as? T
            }
        }
        return objects.compactMap { $0 as? T }
    }

    open func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try fetchObjects(request).count
    }

    func fetchObjects<T>(_ request: NSFetchRequest<T>) throws -> [NSManagedObject] {
        guard let model else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060,
                          userInfo: [NSLocalizedDescriptionKey: "the context has no persistent store coordinator"])
        }
        guard let entity = request.entity ?? request.entityName.flatMap({ model.entitiesByName[$0] }) else {
            fatalError("executeFetchRequest:error: A fetch request must have an entity. (\(request.entityName ?? "nil") is not an entity of the model)")
        }
        var names: Set<String> = [entity.name ?? ""]
        if request.includesSubentities {
            var queue = entity.subentities
            while let sub = queue.popLast() {
                names.insert(sub.name ?? "")
                queue += sub.subentities
            }
        }
        var objects = (coordinator?.objectIDs(ofEntities: names) ?? []).compactMap { registeredOrStoredObject(with: $0) }
        if request.includesPendingChanges {
            objects = objects.filter { !$0.deletedFlag }
            objects += inserted.filter { names.contains($0.entity.name ?? "") && !$0.deletedFlag }
        } else {
            objects = objects.filter { !$0.insertedFlag }
        }
        if let predicate = request.predicate { objects = objects.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors { objects = NSSortDescriptor.sort(objects, by: descriptors) }
        if request.fetchOffset > 0 { objects = Array(objects.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { objects = Array(objects.prefix(request.fetchLimit)) }
        return objects
    }

    open func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        if let batch = request as? NSBatchDeleteRequest { return try executeBatchDelete(batch) }
        if let fetch = request as? NSFetchRequest<NSFetchRequestResult> {
            return NSAsynchronousFetchResult(finalResult: try self.fetch(fetch))
        }
        throw NSError(domain: NSCocoaErrorDomain, code: 134091, userInfo: [NSLocalizedDescriptionKey: "\(type(of: request)) is not supported"])
    }

    /// Deletes the matching objects in the store, without going through this context's objects, as
    /// iOS does: objects already fetched keep their values until merged (`mergeChanges(fromRemoteContextSave:into:)`).
    func executeBatchDelete(_ request: NSBatchDeleteRequest) throws -> NSPersistentStoreResult {
        let scratch = NSManagedObjectContext(concurrencyType: .confinementConcurrencyType)
        scratch.persistentStoreCoordinator = coordinator
        let objects = try scratch.fetchObjects(request.fetchRequest)
        let ids = objects.map(\.objectID)
        try coordinator?.commit(upserts: [:], deletes: ids)
        switch request.resultType {
        case .resultTypeCount: return NSBatchDeleteResult(result: ids.count)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: ids)
        default: return NSBatchDeleteResult(result: true)
        }
    }

    // MARK: Saving

    open func save() throws {
        processPendingChanges()
        guard hasChanges else { return }
        guard let coordinator else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060, userInfo: [NSLocalizedDescriptionKey: "the context has no persistent store coordinator"])
        }
        guard !coordinator.persistentStores.isEmpty else {
            throw NSError(domain: NSCocoaErrorDomain, code: 134060,
                          userInfo: [NSLocalizedDescriptionKey: "This NSPersistentStoreCoordinator has no persistent stores (the container's stores were not loaded)"])
        }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        for object in inserted + updated { object.willSave() }
        try validate()
        var dropped = try resolveUniquenessConflicts(coordinator)
        var upserts: [NSManagedObjectID: [String: Any]] = [:]
        for object in inserted + updated where !dropped.contains(where: { $0.object === object }) { upserts[object.objectID] = object.values }
        var deletes = deleted.map(\.objectID)
        deletes += dropped.compactMap { $0.replacedID }
        try coordinator.commit(upserts: upserts, deletes: deletes)
        let savedInserted = inserted.filter { o in !dropped.contains { $0.object === o } }
        let savedUpdated = updated
        let savedDeleted = deleted
        for object in savedInserted {
            object.insertedFlag = false
            object.objectID.isTemporaryID = false
            object.changedKeys = []
        }
        for object in savedUpdated { object.changedKeys = [] }
        for object in savedDeleted {
            registered[object.objectID] = nil
            object.managedObjectContext = nil
        }
        for conflict in dropped where conflict.replacedID == nil {
            registered[conflict.object.objectID] = nil
            conflict.object.insertedFlag = false
            conflict.object.managedObjectContext = nil
        }
        dropped = []
        inserted = []
        updated = []
        deleted = []
        for object in savedInserted + savedUpdated { object.didSave() }
        let userInfo: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(savedInserted), NSUpdatedObjectsKey: Set(savedUpdated),
                                            NSDeletedObjectsKey: Set(savedDeleted)]
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: userInfo)
        let insertedIDs = savedInserted.map(\.objectID), updatedIDs = savedUpdated.map(\.objectID), deletedIDs = savedDeleted.map(\.objectID)
        for other in coordinator.contextsMerging(after: self) {
            other.perform { other.mergeSaved(inserted: insertedIDs, updated: updatedIDs, deleted: deletedIDs) }
        }
    }

    private func validate() throws {
        var errors: [NSError] = []
        for object in inserted + updated {
            for property in object.entity.properties where !property.isOptional && !property.isTransient {
                let missing: Bool
                if let relationship = property as? NSRelationshipDescription {
                    missing = !relationship.isToMany && object.relatedIDs(relationship).isEmpty
                } else {
                    missing = object.values[property.name] == nil
                }
                if missing {
                    errors.append(NSError(domain: NSCocoaErrorDomain, code: NSValidationMissingMandatoryPropertyError, userInfo: [
                        NSLocalizedDescriptionKey: "\(property.name) is a required value.",
                        NSValidationKeyErrorKey: property.name, NSValidationObjectErrorKey: object]))
                }
            }
        }
        for object in deleted {
            for relationship in object.entity.relationshipsByName.values where relationship.deleteRule == .denyDeleteRule {
                if !object.relatedObjects(relationship).isEmpty {
                    errors.append(NSError(domain: NSCocoaErrorDomain, code: NSValidationRelationshipDeniedDeleteError, userInfo: [
                        NSLocalizedDescriptionKey: "\(relationship.name) is not empty and its delete rule is Deny.",
                        NSValidationKeyErrorKey: relationship.name, NSValidationObjectErrorKey: object]))
                }
            }
        }
        if errors.count == 1 { throw errors[0] }
        if errors.count > 1 {
            throw NSError(domain: NSCocoaErrorDomain, code: NSValidationMultipleErrorsError,
                          userInfo: [NSLocalizedDescriptionKey: "Multiple validation errors occurred.", NSDetailedErrorsKey: errors])
        }
    }

    /// A new object whose uniquely constrained values another object has: with the new values winning
    /// it replaces that object's row (`replacedID`), with the store's winning it is not saved.
    struct UniquenessConflict {
        let object: NSManagedObject
        let replacedID: NSManagedObjectID?
    }

    private func resolveUniquenessConflicts(_ coordinator: NSPersistentStoreCoordinator) throws -> [UniquenessConflict] {
        var conflicts: [UniquenessConflict] = []
        let policy = mergePolicy as? NSMergePolicy ?? .error
        for object in inserted {
            for constraint in object.entity.uniquenessConstraints {
                let keys = constraint.compactMap { $0 as? String }
                guard !keys.isEmpty else { continue }
                let request = NSFetchRequest<NSManagedObject>(entityName: object.entity.name ?? "")
                let others = try fetchObjects(request).filter { other in
                    other !== object && !conflicts.contains { $0.object === other }
                        && keys.allSatisfy { PredicateValue.equal(other.values[$0], object.values[$0], options: []) }
                }
                guard let other = others.first else { continue }
                if policy.mergeType == .errorMergePolicyType {
                    throw NSError(domain: NSCocoaErrorDomain, code: NSManagedObjectConstraintMergeError, userInfo: [
                        NSLocalizedDescriptionKey: "Constraint unique violation: \(keys.joined(separator: ", ")) of \(object.entity.name ?? "?")",
                        NSPersistentStoreSaveConflictsErrorKey: [object, other]])
                }
                if policy.newObjectWins {
                    if other.insertedFlag {
                        conflicts.append(UniquenessConflict(object: other, replacedID: nil))
                    } else {
                        conflicts.append(UniquenessConflict(object: other, replacedID: other.objectID))
                        other.deletedFlag = true
                        registered[other.objectID] = nil
                    }
                } else {
                    conflicts.append(UniquenessConflict(object: object, replacedID: nil))
                }
            }
        }
        // A replaced stored object's row goes; it is not an update.
        updated.removeAll { o in conflicts.contains { $0.object === o } }
        return conflicts
    }

    open func rollback() {
        let droppedInserted = inserted
        for object in droppedInserted {
            registered[object.objectID] = nil
            object.insertedFlag = false
            object.managedObjectContext = nil
        }
        var refreshed: [NSManagedObject] = []
        for object in updated + deleted {
            object.deletedFlag = false
            object.values = coordinator?.row(for: object.objectID) ?? [:]
            object.changedKeys = []
            refreshed.append(object)
        }
        // Objects whose relationships changed by an inverse also go back.
        for object in registered.values where !object.changedKeys.isEmpty {
            object.values = coordinator?.row(for: object.objectID) ?? [:]
            object.changedKeys = []
        }
        forgetChanges()
        postObjectsDidChange(inserted: [], updated: refreshed, deleted: droppedInserted)
    }

    /// No object is inserted, updated or deleted any more, saved or not.
    private func forgetChanges() {
        inserted = []
        updated = []
        deleted = []
        pendingInserted = []
        pendingUpdated = []
        pendingDeleted = []
    }

    open func reset() {
        for object in registered.values { object.managedObjectContext = nil }
        registered = [:]
        forgetChanges()
    }

    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard let row = coordinator?.row(for: object.objectID) else { return }
        if flag {
            var values = row
            for key in object.changedKeys { values[key] = object.values[key] }
            object.values = values
        } else {
            object.values = row
            object.changedKeys = []
            updated.removeAll { $0 === object }
        }
    }

    open func refreshAllObjects() {
        for object in registered.values where !object.insertedFlag { refresh(object, mergeChanges: true) }
    }

    // MARK: Changes

    private func scheduleProcessing() {
        guard !processingScheduled else { return }
        processingScheduled = true
        // As at the end of a run loop turn on iOS: observers (a fetched results controller) hear of the
        // turn's changes once.
        perform { [weak self] in self?.processPendingChanges() }
    }

    open func processPendingChanges() {
        processingScheduled = false
        guard !pendingInserted.isEmpty || !pendingUpdated.isEmpty || !pendingDeleted.isEmpty else { return }
        let (i, u, d) = (pendingInserted, pendingUpdated.filter { !$0.deletedFlag }, pendingDeleted)
        pendingInserted = []
        pendingUpdated = []
        pendingDeleted = []
        postObjectsDidChange(inserted: i.filter { !$0.deletedFlag }, updated: u, deleted: d)
    }

    private func postObjectsDidChange(inserted: [NSManagedObject], updated: [NSManagedObject], deleted: [NSManagedObject]) {
        guard !inserted.isEmpty || !updated.isEmpty || !deleted.isEmpty else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: [
            NSInsertedObjectsKey: Set(inserted), NSUpdatedObjectsKey: Set(updated), NSDeletedObjectsKey: Set(deleted)])
    }

    /// What another context saved, brought into this one: its objects here take the saved values (keeping
    /// this context's own unsaved changes), new objects become fetchable, deleted ones go.
    func mergeSaved(inserted insertedIDs: [NSManagedObjectID], updated updatedIDs: [NSManagedObjectID], deleted deletedIDs: [NSManagedObjectID]) {
        processPendingChanges()
        var mergedInserted: [NSManagedObject] = []
        var mergedUpdated: [NSManagedObject] = []
        var mergedDeleted: [NSManagedObject] = []
        for id in insertedIDs {
            if let object = registered[id] { refresh(object, mergeChanges: true); mergedUpdated.append(object) } else if let object = registeredOrStoredObject(with: id) { mergedInserted.append(object) }
        }
        for id in updatedIDs {
            guard let object = registered[id] else { continue }
            refresh(object, mergeChanges: true)
            mergedUpdated.append(object)
        }
        for id in deletedIDs {
            guard let object = registered[id] else { continue }
            registered[id] = nil
            object.deletedFlag = true
            updated.removeAll { $0 === object }
            mergedDeleted.append(object)
        }
        postObjectsDidChange(inserted: mergedInserted, updated: mergedUpdated, deleted: mergedDeleted)
    }

    open func mergeChanges(fromContextDidSave notification: Notification) {
        let info = notification.userInfo ?? [:]
        func ids(_ key: String) -> [NSManagedObjectID] {
            ((info[key] as? Set<NSManagedObject>) ?? []).map(\.objectID)
        }
        mergeSaved(inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey))
    }

    open class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {
        func ids(_ key: String) -> [NSManagedObjectID] {
            let value = changeNotificationData[key]
            if let list = value as? [NSManagedObjectID] { return list }
            if let set = value as? Set<NSManagedObjectID> { return Array(set) }
            if let objects = value as? Set<NSManagedObject> { return objects.map(\.objectID) }
            return []
        }
        for context in contexts {
            context.mergeSaved(inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey))
        }
    }

    // MARK: Queues

    /// The context whose `perform` block runs on this thread (`NSFetchRequest.execute()`).
    static var current: NSManagedObjectContext? {
        Thread.current.threadDictionary["SandboxCoreData.context"] as? NSManagedObjectContext
    }

    private func run(_ block: () -> Void) {
        let previous = Thread.current.threadDictionary["SandboxCoreData.context"]
        Thread.current.threadDictionary["SandboxCoreData.context"] = self
        block()
        Thread.current.threadDictionary["SandboxCoreData.context"] = previous
    }

    /// In the device (`sandbox trace|run|open`, a process with an app data folder: `SANDBOX_CONTAINER`)
    /// an app's code has one thread, as `DispatchQueue.main` and `global()` share the device's main queue
    /// there: every context's `perform` block runs on that queue, in a later turn on the virtual clock,
    /// and `performAndWait` runs at once. Elsewhere (tests) the queues are libdispatch's.
    private static let runsOnTheDevicesQueue = ProcessInfo.processInfo.environment["SANDBOX_CONTAINER"] != nil

    open func perform(_ block: @escaping () -> Void) {
        if Self.runsOnTheDevicesQueue, concurrencyType != .confinementConcurrencyType {
            MainActorLoan.run {
                let app = UIApplication.current
                app.mainQueue.enqueue(at: app.clock.now) { self.run(block) }
            }
            return
        }
        switch concurrencyType {
        case .mainQueueConcurrencyType: DispatchQueue.main.async { self.run(block) }
        case .privateQueueConcurrencyType: queue.async { self.run(block) }
        case .confinementConcurrencyType: run(block)
        }
    }

    open func performAndWait(_ block: () -> Void) {
        withoutActuallyEscaping(block) { block in
            if Self.runsOnTheDevicesQueue { return run(block) }
            switch concurrencyType {
            case .mainQueueConcurrencyType where !Thread.isMainThread:
                DispatchQueue.main.sync { self.run(block) }
            case .privateQueueConcurrencyType where DispatchQueue.getSpecific(key: Self.queueKey) != ObjectIdentifier(self):
                queue.sync { self.run(block) }
            default:
                run(block)
            }
        }
    }

    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        var result: Result<T, Error>?
        performAndWait { result = Result { try block() } }
        switch result! {
        case .success(let value): return value
        case .failure(let error): try rethrowing { throw error }; fatalError("unreachable")
        }
    }

    /// Throws what the block threw from a `rethrows` function (whose only throwing calls may be of closures).
    private func rethrowing(_ body: () throws -> Void) rethrows { try body() }

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        let result: Result<T, Error> = await withCheckedContinuation { continuation in
            perform { continuation.resume(returning: Result { try block() }) }
        }
        switch result {
        case .success(let value): return value
        case .failure(let error): try rethrowing { throw error }; fatalError("unreachable")
        }
    }
}
