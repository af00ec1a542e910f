/// A relationship of an entity as the model file declares it.
public struct DataModelRelationship: Sendable, Equatable {
    public enum DeleteRule: String, Sendable {
        case nullify = "Nullify", cascade = "Cascade", deny = "Deny", noAction = "No Action"
    }

    public var name: String
    public var destination: String
    public var inverseName: String?
    public var isToMany: Bool
    public var isOrdered: Bool
    public var isOptional: Bool
    public var deleteRule: DeleteRule
    public var minCount: Int
    public var maxCount: Int

    public init(name: String, destination: String, inverseName: String? = nil, isToMany: Bool = false, isOrdered: Bool = false,
                isOptional: Bool = true, deleteRule: DeleteRule = .nullify, minCount: Int = 0, maxCount: Int = 0) {
        self.name = name
        self.destination = destination
        self.inverseName = inverseName
        self.isToMany = isToMany
        self.isOrdered = isOrdered
        self.isOptional = isOptional
        self.deleteRule = deleteRule
        self.minCount = minCount
        self.maxCount = maxCount
    }
}
