import Foundation

/// An entity of a model: its name, the class its objects are made as, its attributes and relationships.
open class NSEntityDescription: NSObject {
    open var name: String?
    /// The class's name without its module (`Author`), or `NSManagedObject`.
    open var managedObjectClassName: String! = "NSManagedObject"
    open var isAbstract: Bool = false
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open internal(set) weak var superentity: NSEntityDescription?
    open var subentities: [NSEntityDescription] = [] {
        didSet { for sub in subentities { sub.superentity = self } }
    }
    /// Each uniqueness constraint: the names of the attributes whose values together are unique.
    open var uniquenessConstraints: [[Any]] = []
    open var userInfo: [AnyHashable: Any]? = nil

    /// The entity's own properties and, before them, its superentity's.
    open var properties: [NSPropertyDescription] {
        get { (superentity?.properties ?? []) + ownProperties }
        set {
            ownProperties = newValue
            for property in newValue { property.entity = self }
        }
    }
    private var ownProperties: [NSPropertyDescription] = []

    public override init() { super.init() }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }
    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Whether this entity is `other` or one of its subentities.
    open func isKindOf(entity other: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        while let e = current {
            if e === other || (e.name != nil && e.name == other.name) { return true }
            current = e.superentity
        }
        return false
    }

    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.model?.entitiesByName[entityName]
    }

    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            fatalError("+[NSEntityDescription insertNewObjectForEntityForName:inManagedObjectContext:] could not locate an entity named '\(entityName)' in this model.")
        }
        return NSManagedObjectModel.makeObject(entity: entity, context: context)
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "nil")" }
}
