/// An entity of a model: its class, how Xcode generates that class, its properties.
public struct DataModelEntity: Sendable, Equatable {
    /// The Data Model inspector's Codegen: Xcode writes the class and its properties (`class`), only the
    /// properties' extension (`category`), or nothing (`manual`: the app declares the class).
    public enum Codegen: String, Sendable {
        case classDefinition = "class", category = "category", manual = ""
    }

    public var name: String
    /// The class without its module prefix (`.Author` and `Project38.Author` are `Author`), or nil when the
    /// entity uses `NSManagedObject` itself.
    public var className: String?
    public var codegen: Codegen
    public var parentName: String?
    public var isAbstract: Bool
    public var attributes: [DataModelAttribute]
    public var relationships: [DataModelRelationship]
    /// Each uniqueness constraint's attribute names.
    public var uniquenessConstraints: [[String]]

    public init(name: String, className: String? = nil, codegen: Codegen = .manual, parentName: String? = nil, isAbstract: Bool = false,
                attributes: [DataModelAttribute] = [], relationships: [DataModelRelationship] = [], uniquenessConstraints: [[String]] = []) {
        self.name = name
        self.className = className
        self.codegen = codegen
        self.parentName = parentName
        self.isAbstract = isAbstract
        self.attributes = attributes
        self.relationships = relationships
        self.uniquenessConstraints = uniquenessConstraints
    }
}
