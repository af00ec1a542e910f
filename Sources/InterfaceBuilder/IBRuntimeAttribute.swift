/// One `<userDefinedRuntimeAttribute type= keyPath= value=>`: a key path UIKit
/// sets with `setValue(_:forKeyPath:)` after the object is decoded.
public struct IBRuntimeAttribute: Sendable, Hashable {
    public var keyPath: String
    /// The type as written ("boolean", "number", "string", "color"…).
    public var type: String
    public var value: IBRuntimeValue
    public var location: IBSourceLocation

    init?(_ element: IBElement) {
        guard element.name == "userDefinedRuntimeAttribute", let keyPath = element.attribute("keyPath") else { return nil }
        let type = element.attribute("type") ?? ""
        self.keyPath = keyPath
        self.type = type
        self.location = element.location
        let valueChild = element.children.first { $0.key == "value" }
        let valueAttribute = element.attribute("value")
        let unsupported = IBRuntimeValue.unsupported(type: type)
        switch type {
        case "boolean":
            value = valueAttribute.flatMap(IBValueParser.bool).map(IBRuntimeValue.boolean) ?? unsupported
        case "number":
            if let child = valueChild, child.name == "integer", let integer = child.integer("value") {
                value = .integer(integer)
            } else if let child = valueChild, let number = child.number("value") {
                value = .real(number)
            } else if let number = valueAttribute.flatMap(IBValueParser.number) {
                value = .real(number)
            } else {
                value = unsupported
            }
        case "string":
            value = .string(valueAttribute ?? valueChild?.text ?? "")
        case "localizedString":
            value = .localizedString(valueAttribute ?? valueChild?.text ?? "")
        case "color":
            value = valueChild.flatMap(IBColor.init).map(IBRuntimeValue.color) ?? unsupported
        case "size":
            value = valueChild.flatMap { $0.name == "size" ? IBRuntimeValue.size(IBSize($0)) : nil } ?? unsupported
        case "point":
            value = valueChild.flatMap { $0.name == "point" ? IBRuntimeValue.point(IBPoint($0)) : nil } ?? unsupported
        case "rect":
            value = valueChild.flatMap { $0.name == "rect" ? IBRuntimeValue.rect(IBRect($0)) : nil } ?? unsupported
        case "range":
            if let child = valueChild, child.name == "range" {
                value = .range(location: child.integer("location") ?? 0, length: child.integer("length") ?? 0)
            } else {
                value = unsupported
            }
        case "image":
            if let name = valueAttribute {
                value = .image(name)
            } else if let reference = valueChild.flatMap(IBImageReference.init) {
                value = .image(reference.name)
            } else {
                value = unsupported
            }
        case "nil":
            value = .nil
        default:
            value = unsupported
        }
    }
}
