import CoreDataModel
import Foundation

/// A model: the entities a store holds. Read from the app's `.xcdatamodeld` (the app's build registers
/// each by name, `NSPersistentContainer(name:)` finds it), from a model folder's URL, or built in code.
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { e in e.name.map { ($0, e) } }, uniquingKeysWith: { first, _ in first })
    }
    open var versionIdentifiers: Set<AnyHashable> = []

    public override init() { super.init() }

    /// The model at `url`: an `.xcdatamodeld` or `.xcdatamodel` folder, or a `.momd`/`.mom` name whose
    /// model the app registered (Xcode compiles the folder to one; there is no compiled model here).
    public convenience init?(contentsOf url: URL) {
        let stem = url.deletingPathExtension().lastPathComponent
        if let model = DataModel.load(url) ?? Self.registeredModel(named: stem) {
            self.init(model)
        } else {
            return nil
        }
    }

    /// The model of a `DataModel` read from Xcode's XML.
    public convenience init(_ model: DataModel) {
        self.init()
        var byName: [String: NSEntityDescription] = [:]
        for e in model.entities {
            let entity = NSEntityDescription()
            entity.name = e.name
            entity.managedObjectClassName = e.className ?? "NSManagedObject"
            entity.isAbstract = e.isAbstract
            entity.uniquenessConstraints = e.uniquenessConstraints
            byName[e.name] = entity
        }
        for e in model.entities {
            guard let entity = byName[e.name] else { continue }
            if let parent = e.parentName.flatMap({ byName[$0] }) { parent.subentities.append(entity) }
            var properties: [NSPropertyDescription] = []
            for a in e.attributes {
                let attribute = NSAttributeDescription()
                attribute.name = a.name
                attribute.isOptional = a.isOptional
                attribute.isTransient = a.isTransient
                attribute.attributeType = NSAttributeType(a.kind)
                attribute.attributeValueClassName = a.customClassName
                attribute.defaultValue = a.defaultValue.flatMap { ManagedValue.parseDefault($0, as: attribute.attributeType) }
                properties.append(attribute)
            }
            for r in e.relationships {
                let relationship = NSRelationshipDescription()
                relationship.name = r.name
                relationship.isOptional = r.isOptional
                relationship.destinationEntity = byName[r.destination]
                relationship.isOrdered = r.isOrdered
                relationship.minCount = r.minCount
                relationship.maxCount = r.isToMany ? r.maxCount : 1
                relationship.deleteRule = switch r.deleteRule {
                case .nullify: .nullifyDeleteRule
                case .cascade: .cascadeDeleteRule
                case .deny: .denyDeleteRule
                case .noAction: .noActionDeleteRule
                }
                properties.append(relationship)
            }
            entity.properties = properties
        }
        for e in model.entities {
            for r in e.relationships {
                guard let inverseName = r.inverseName,
                      let relationship = byName[e.name]?.relationshipsByName[r.name],
                      let inverse = byName[r.destination]?.relationshipsByName[inverseName] else { continue }
                relationship.inverseRelationship = inverse
            }
        }
        entities = model.entities.compactMap { byName[$0.name] }
    }

    /// One model holding every entity of `models` (the first entity of a name wins).
    open class func mergedModel(from models: [NSManagedObjectModel]) -> NSManagedObjectModel? {
        let merged = NSManagedObjectModel()
        var seen: Set<String> = []
        merged.entities = models.flatMap(\.entities).filter { seen.insert($0.name ?? "").inserted }
        return merged
    }

    // MARK: The app's models and classes

    private static let lock = NSLock()
    nonisolated(unsafe) private static var models: [String: URL] = [:]
    nonisolated(unsafe) private static var classes: [String: (NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject] = [:]

    /// Names the app's model folder (`Model.xcdatamodeld`) by the model's name; the app's build calls it.
    public static func __sandboxRegisterModel(name: String, path: String) {
        lock.withLock { models[name] = URL(fileURLWithPath: path) }
    }

    /// How to make an object of the class named `className` (the app's build calls it for each entity's
    /// class: without the Objective-C runtime a class cannot be found by its name).
    public static func __sandboxRegisterClass(_ className: String, _ make: @escaping (NSEntityDescription, NSManagedObjectContext?) -> NSManagedObject) {
        lock.withLock { classes[className] = make }
    }

    static func registeredModel(named name: String) -> DataModel? {
        guard let url = lock.withLock({ models[name] }) else { return nil }
        return DataModel.load(url)
    }

    static var registeredModelNames: [String] { lock.withLock { models.keys.sorted() } }

    /// An object of the entity's class (or `NSManagedObject` when the app has none by that name).
    static func makeObject(entity: NSEntityDescription, context: NSManagedObjectContext?) -> NSManagedObject {
        if let make = lock.withLock({ classes[entity.managedObjectClassName ?? ""] }) {
            return make(entity, context)
        }
        return NSManagedObject(entity: entity, insertInto: context)
    }

    /// The entity whose class is `className`, for `init(context:)` and `entity()` of a subclass.
    func entity(forClassName className: String) -> NSEntityDescription? {
        entities.first { $0.managedObjectClassName == className } ?? entitiesByName[className]
    }
}
