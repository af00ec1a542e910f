/// The Swift Xcode generates for a model's entities (the Data Model inspector's Codegen): for "Class
/// Definition" the `NSManagedObject` subclass and its properties' extension, for "Category/Extension"
/// the extension only, for "Manual/None" nothing. The properties are `@NSManaged` in Xcode's output; here
/// they are written as the accessors that the scenario rewrite makes of an `@NSManaged` property, over the
/// object's values (there is no Objective-C runtime to make them).
public enum DataModelCodegen {
    /// The class an entity's objects are made as: its own, else its parent's, else `NSManagedObject`.
    public static func className(of entity: DataModelEntity, in model: DataModel) -> String {
        entity.className ?? "NSManagedObject"
    }

    /// The Swift type Xcode gives an attribute's property.
    public static func swiftType(of attribute: DataModelAttribute) -> String {
        switch attribute.kind {
        case .string: return "String?"
        case .integer16: return attribute.usesScalarValueType ? "Int16" : "NSNumber?"
        case .integer32: return attribute.usesScalarValueType ? "Int32" : "NSNumber?"
        case .integer64: return attribute.usesScalarValueType ? "Int64" : "NSNumber?"
        case .double: return attribute.usesScalarValueType ? "Double" : "NSNumber?"
        case .float: return attribute.usesScalarValueType ? "Float" : "NSNumber?"
        case .boolean: return attribute.usesScalarValueType ? "Bool" : "NSNumber?"
        case .decimal: return "NSDecimalNumber?"
        case .date: return "Date?"
        case .binary: return "Data?"
        case .uuid: return "UUID?"
        case .uri: return "URL?"
        case .transformable: return (attribute.customClassName.flatMap { $0.isEmpty ? nil : $0 } ?? "NSObject") + "?"
        case .objectID: return "NSManagedObjectID?"
        case .undefined: return "NSObject?"
        }
    }

    /// The Swift type Xcode gives a relationship's property.
    public static func swiftType(of relationship: DataModelRelationship, in model: DataModel) -> String {
        if relationship.isToMany { return relationship.isOrdered ? "NSOrderedSet?" : "NSSet?" }
        let destination = model.entity(named: relationship.destination)
        return (destination.map { className(of: $0, in: model) } ?? "NSManagedObject") + "?"
    }

    /// The generated source for every entity of `models` whose codegen asks for one; `declaredClasses` are the
    /// classes the app's own files declare (a "Class Definition" entity whose class the app also declares
    /// is left to the app, where Xcode would report the duplicate).
    public static func source(for models: [DataModel], declaredClasses: Set<String>) -> String {
        var out = ""
        var generated: Set<String> = []
        for model in models {
            for entity in model.entities {
                guard let name = entity.className, entity.codegen != .manual, !generated.contains(name) else { continue }
                generated.insert(name)
                if entity.codegen == .classDefinition, !declaredClasses.contains(name) {
                    let parent = entity.parentName.flatMap { model.entity(named: $0) }.map { className(of: $0, in: model) } ?? "NSManagedObject"
                    // Nonisolated as Core Data's class is, whatever the app's default isolation.
                    out += "nonisolated public class \(name): \(parent) {}\n\n"
                    out += "nonisolated extension \(name): Identifiable {}\n\n"
                }
                out += properties(of: entity, className: name, in: model)
            }
        }
        return out
    }

    static func properties(of entity: DataModelEntity, className name: String, in model: DataModel) -> String {
        var lines = ["nonisolated extension \(name) {",
                     "    public class func fetchRequest() -> NSFetchRequest<\(name)> {",
                     "        NSFetchRequest<\(name)>(entityName: \(literal(entity.name)))",
                     "    }"]
        func property(_ key: String, _ type: String) {
            lines.append("    public var \(identifier(key)): \(type) {")
            lines.append("        get { __sandboxManagedGet(\(literal(key))) }")
            lines.append("        set { __sandboxManagedSet(\(literal(key)), newValue) }")
            lines.append("    }")
        }
        for attribute in entity.attributes { property(attribute.name, swiftType(of: attribute)) }
        for relationship in entity.relationships { property(relationship.name, swiftType(of: relationship, in: model)) }
        for relationship in entity.relationships where relationship.isToMany {
            let key = relationship.name.prefix(1).uppercased() + relationship.name.dropFirst()
            let element = model.entity(named: relationship.destination).map { className(of: $0, in: model) } ?? "NSManagedObject"
            let collection = relationship.isOrdered ? "NSOrderedSet" : "NSSet"
            func accessor(_ signature: String, _ arguments: String) {
                let base = signature.prefix { $0 != "(" }
                lines.append("    public func \(signature) { __sandboxManagedCall(\(literal(String(base))), [\(arguments)]) }")
            }
            if relationship.isOrdered {
                accessor("insertInto\(key)(_ value: \(element), at idx: Int)", "value, idx")
                accessor("removeFrom\(key)(at idx: Int)", "idx")
                accessor("insertInto\(key)(_ values: [\(element)], at indexes: NSIndexSet)", "values, indexes")
                accessor("removeFrom\(key)(at indexes: NSIndexSet)", "indexes")
                accessor("replace\(key)(at idx: Int, with value: \(element))", "idx, value")
                accessor("replace\(key)(at indexes: NSIndexSet, with values: [\(element)])", "indexes, values")
            }
            accessor("addTo\(key)(_ value: \(element))", "value")
            accessor("removeFrom\(key)(_ value: \(element))", "value")
            accessor("addTo\(key)(_ values: \(collection))", "values")
            accessor("removeFrom\(key)(_ values: \(collection))", "values")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n\n"
    }

    static let keywords: Set<String> = ["class", "func", "var", "let", "init", "self", "Self", "struct", "enum", "protocol",
                                        "extension", "import", "in", "is", "as", "default", "case", "switch", "return",
                                        "where", "while", "for", "if", "else", "do", "try", "throw", "repeat", "operator",
                                        "static", "public", "private", "internal", "fileprivate", "subscript", "typealias"]

    static func identifier(_ name: String) -> String { keywords.contains(name) ? "`\(name)`" : name }

    /// A Swift string literal of `s`.
    public static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u{\(String(scalar.value, radix: 16))}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}
