/// An attribute of an entity as the model file declares it.
public struct DataModelAttribute: Sendable, Equatable {
    /// The model file's `attributeType`: "String", "Integer 16", "Integer 32", "Integer 64", "Decimal",
    /// "Double", "Float", "Boolean", "Date", "Binary", "UUID", "URI", "Transformable", "ObjectID".
    public enum Kind: String, Sendable, CaseIterable {
        case string = "String", integer16 = "Integer 16", integer32 = "Integer 32", integer64 = "Integer 64"
        case decimal = "Decimal", double = "Double", float = "Float", boolean = "Boolean", date = "Date"
        case binary = "Binary", uuid = "UUID", uri = "URI", transformable = "Transformable", objectID = "ObjectID"
        case undefined = "Undefined"

        /// Whether Xcode can make the property a Swift scalar (`Int16`, `Bool`) rather than an object.
        public var isScalarCapable: Bool {
            [.integer16, .integer32, .integer64, .double, .float, .boolean].contains(self)
        }
    }

    public var name: String
    public var kind: Kind
    public var isOptional: Bool
    public var isTransient: Bool
    /// `defaultValueString`, as the editor's Default Value field holds it.
    public var defaultValue: String?
    /// "Use Scalar Type": the generated property is `Int16` rather than `NSNumber?`.
    public var usesScalarValueType: Bool
    /// A transformable attribute's Custom Class (`[String]`, `UIColor`).
    public var customClassName: String?

    public init(name: String, kind: Kind, isOptional: Bool = true, isTransient: Bool = false, defaultValue: String? = nil,
                usesScalarValueType: Bool = true, customClassName: String? = nil) {
        self.name = name
        self.kind = kind
        self.isOptional = isOptional
        self.isTransient = isTransient
        self.defaultValue = defaultValue
        self.usesScalarValueType = usesScalarValueType
        self.customClassName = customClassName
    }
}
