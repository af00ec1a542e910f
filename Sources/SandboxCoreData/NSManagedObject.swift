import Foundation

/// An object of an entity: its values by key, kept in its context until the context saves them. The
/// subclasses an app declares (or the build generates from the model) reach the values through their
/// properties: an `@NSManaged` property is rewritten into accessors over `value(forKey:)` and
/// `setValue(_:forKey:)`, since there is no Objective-C runtime to make them.
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    public internal(set) var objectID: NSManagedObjectID
    public internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// Attribute values as their type keeps them (`ManagedValue`); a to-one relationship's object ID; a
    /// to-many relationship's object IDs in order. A key with no value is absent.
    var values: [String: Any] = [:]
    var changedKeys: Set<String> = []
    var insertedFlag = false
    var deletedFlag = false

    public init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entity: entity, number: NSPersistentStoreCoordinator.detachedNumber(), storeIdentifier: "detached",
                                     isTemporary: true)
        super.init()
        for attribute in entity.attributesByName.values {
            if let value = attribute.defaultValue { values[attribute.name] = value }
        }
        context?.insert(self)
    }

    /// A new object of the class's entity in `context`'s model, inserted into it.
    public convenience init(context: NSManagedObjectContext) {
        let className = String(describing: Self.self)
        guard let entity = context.model?.entity(forClassName: className) else {
            fatalError("An NSManagedObject of class '\(className)' must have a valid NSEntityDescription.")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The entity whose class this is, in the model of a container that has loaded.
    open class func entity() -> NSEntityDescription {
        let className = String(describing: self)
        guard let entity = NSPersistentStoreCoordinator.loadedModels().lazy.compactMap({ $0.entity(forClassName: className) }).first else {
            fatalError("+entity for class '\(className)': no loaded model has an entity of this class (load the container's stores first)")
        }
        return entity
    }

    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest<NSFetchRequestResult>(entityName: entity().name ?? "")
    }

    // MARK: State

    open var isInserted: Bool { insertedFlag && !deletedFlag }
    open var isUpdated: Bool { !insertedFlag && !deletedFlag && !changedKeys.isEmpty }
    open var isDeleted: Bool { deletedFlag }
    open var hasChanges: Bool { insertedFlag || deletedFlag || !changedKeys.isEmpty }
    open var hasPersistentChangedValues: Bool { hasChanges }
    /// Objects are read whole when fetched: there are no faults.
    open var isFault: Bool { false }
    open var faultingState: Int { 0 }

    open func changedValues() -> [String: Any] {
        var out: [String: Any] = [:]
        for key in changedKeys { out[key] = value(forKey: key) ?? NSNull() }
        return out
    }

    open func changedValuesForCurrentEvent() -> [String: Any] { changedValues() }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let row = managedObjectContext?.coordinator?.row(for: objectID) else { return [:] }
        var out: [String: Any] = [:]
        for key in keys ?? Array(entity.propertiesByName.keys) { out[key] = row[key] ?? NSNull() }
        return out
    }

    // MARK: Overridable moments

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}
    open func validateForInsert() throws {}
    open func validateForUpdate() throws {}
    open func validateForDelete() throws {}
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    // MARK: Values

    open func value(forKey key: String) -> Any? {
        if entity.attributesByName[key] != nil { return values[key] }
        if let relationship = entity.relationshipsByName[key] {
            let objects = relatedObjects(relationship)
            if relationship.isToMany { return relationship.isOrdered ? NSOrderedSet(array: objects) : NSSet(array: objects) }
            return objects.first
        }
        return unknownKey(key)
    }

    open func value(forKeyPath keyPath: String) -> Any? {
        PredicateKeyPath.value(of: self, path: keyPath.split(separator: ".").map(String.init))
    }

    open func setValue(_ value: Any?, forKey key: String) {
        let value = ManagedCast.flatten(value)
        if let attribute = entity.attributesByName[key] {
            let normalized = value.flatMap { ManagedValue.normalize($0, as: attribute.attributeType) }
            if value != nil, normalized == nil {
                fatalError("Unacceptable type of value for attribute: property = \"\(key)\"; desired type = \(attribute.attributeType); given value = \(value!)")
            }
            values[key] = normalized
            noteChange(key)
        } else if let relationship = entity.relationshipsByName[key] {
            setRelatedObjects(relationship, ManagedCast.objects(in: value))
        } else {
            unknownKey(key)
        }
    }

    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }

    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    @discardableResult
    func unknownKey(_ key: String) -> Any? {
        fatalError("[<\(type(of: self)) \(Unmanaged.passUnretained(self).toOpaque())> valueForUndefinedKey:]: the entity \(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\".")
    }

    func noteChange(_ key: String) {
        changedKeys.insert(key)
        managedObjectContext?.objectDidChange(self)
    }

    // MARK: Relationships

    func relatedIDs(_ relationship: NSRelationshipDescription) -> [NSManagedObjectID] {
        if relationship.isToMany { return values[relationship.name] as? [NSManagedObjectID] ?? [] }
        return (values[relationship.name] as? NSManagedObjectID).map { [$0] } ?? []
    }

    func relatedObjects(_ relationship: NSRelationshipDescription) -> [NSManagedObject] {
        guard let context = managedObjectContext else { return [] }
        return relatedIDs(relationship).compactMap { context.registeredOrStoredObject(with: $0) }.filter { !$0.deletedFlag }
    }

    func storeRelatedIDs(_ relationship: NSRelationshipDescription, _ ids: [NSManagedObjectID]) {
        if relationship.isToMany {
            values[relationship.name] = ids
        } else {
            values[relationship.name] = ids.first
        }
        noteChange(relationship.name)
    }

    func primitiveAdd(_ relationship: NSRelationshipDescription, _ id: NSManagedObjectID) {
        var ids = relatedIDs(relationship)
        guard !ids.contains(id) else { return }
        if relationship.isToMany { ids.append(id) } else { ids = [id] }
        storeRelatedIDs(relationship, ids)
    }

    func primitiveRemove(_ relationship: NSRelationshipDescription, _ id: NSManagedObjectID) {
        let ids = relatedIDs(relationship)
        guard ids.contains(id) else { return }
        storeRelatedIDs(relationship, ids.filter { $0 != id })
    }

    /// Sets the relationship to `objects` and keeps the inverse relationship of every object it gains or
    /// loses in step, as Core Data does.
    func setRelatedObjects(_ relationship: NSRelationshipDescription, _ objects: [NSManagedObject]) {
        var seen: Set<NSManagedObjectID> = []
        var objects = objects.filter { seen.insert($0.objectID).inserted }
        if !relationship.isToMany { objects = Array(objects.prefix(1)) }
        if let context = managedObjectContext {
            for object in objects where object.managedObjectContext == nil { context.insert(object) }
        }
        let old = relatedIDs(relationship)
        let newIDs = objects.map(\.objectID)
        storeRelatedIDs(relationship, newIDs)
        guard let inverse = relationship.inverseRelationship, let context = managedObjectContext else { return }
        let newSet = Set(newIDs)
        let oldSet = Set(old)
        for id in old where !newSet.contains(id) {
            context.registeredOrStoredObject(with: id)?.primitiveRemove(inverse, objectID)
        }
        for object in objects where !oldSet.contains(object.objectID) {
            if !inverse.isToMany, let previous = object.relatedIDs(inverse).first, previous != objectID {
                context.registeredOrStoredObject(with: previous)?.primitiveRemove(relationship, object.objectID)
            }
            object.primitiveAdd(inverse, objectID)
        }
    }

    /// The generated to-many accessors (`addToItems(_:)`, `removeFromItems(at:)`, `insertIntoItems(_:at:)`,
    /// `replaceItems(at:with:)`), by the name Xcode gives them.
    func performRelationshipAccessor(_ name: String, _ arguments: [Any]) {
        let prefixes = ["addTo", "removeFrom", "insertInto", "replace"]
        guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { unknownKey(name); return }
        let key = String(name.dropFirst(prefix.count))
        guard let relationship = entity.relationshipsByName[key]
            ?? entity.relationshipsByName.values.first(where: { $0.name.lowercased() == key.lowercased() }) else {
            unknownKey(key)
            return
        }
        var objects = relatedObjects(relationship)
        func indexes(_ value: Any) -> [Int] {
            if let i = value as? Int { return [i] }
            if let set = value as? NSIndexSet { return Array(set as IndexSet) }
            if let set = value as? IndexSet { return Array(set) }
            return []
        }
        let given = arguments.flatMap { ManagedCast.objects(in: $0) }
        switch prefix {
        case "addTo":
            objects += given.filter { g in !objects.contains { $0 === g } }
        case "removeFrom":
            if given.isEmpty, let first = arguments.first {
                for i in indexes(first).sorted(by: >) where objects.indices.contains(i) { objects.remove(at: i) }
            } else {
                objects.removeAll { o in given.contains { $0 === o } }
            }
        case "insertInto":
            let at = arguments.count > 1 ? indexes(arguments[1]) : []
            for (object, i) in zip(given, at) { objects.insert(object, at: min(max(0, i), objects.count)) }
        default: // replace
            let at = arguments.first.map(indexes) ?? []
            for (i, object) in zip(at, given) where objects.indices.contains(i) { objects[i] = object }
        }
        setRelatedObjects(relationship, objects)
    }

    open override var description: String {
        let data = entity.properties.map { p -> String in
            let v: Any? = p is NSRelationshipDescription ? relatedIDs(p as! NSRelationshipDescription).map(\.description) : values[p.name]
            return "    \(p.name) = \(v.map { "\($0)" } ?? "nil");"
        }.joined(separator: "\n")
        return "<\(type(of: self)): \(Unmanaged.passUnretained(self).toOpaque())> (entity: \(entity.name ?? "?"); id: \(objectID); data: {\n\(data)\n})"
    }
}
