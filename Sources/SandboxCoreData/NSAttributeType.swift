import CoreDataModel

/// An attribute's type, with Core Data's case names.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0
    case integer16AttributeType = 100
    case integer32AttributeType = 200
    case integer64AttributeType = 300
    case decimalAttributeType = 400
    case doubleAttributeType = 500
    case floatAttributeType = 600
    case stringAttributeType = 700
    case booleanAttributeType = 800
    case dateAttributeType = 900
    case binaryDataAttributeType = 1000
    case UUIDAttributeType = 1100
    case URIAttributeType = 1200
    case transformableAttributeType = 1800
    case objectIDAttributeType = 2000

    init(_ kind: DataModelAttribute.Kind) {
        switch kind {
        case .string: self = .stringAttributeType
        case .integer16: self = .integer16AttributeType
        case .integer32: self = .integer32AttributeType
        case .integer64: self = .integer64AttributeType
        case .decimal: self = .decimalAttributeType
        case .double: self = .doubleAttributeType
        case .float: self = .floatAttributeType
        case .boolean: self = .booleanAttributeType
        case .date: self = .dateAttributeType
        case .binary: self = .binaryDataAttributeType
        case .uuid: self = .UUIDAttributeType
        case .uri: self = .URIAttributeType
        case .transformable: self = .transformableAttributeType
        case .objectID: self = .objectIDAttributeType
        case .undefined: self = .undefinedAttributeType
        }
    }
}
