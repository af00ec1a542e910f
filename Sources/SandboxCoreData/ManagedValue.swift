import Foundation

/// How an attribute's value is kept: one Swift type per attribute type (`Int16` for Integer 16, `Date`,
/// `UUID`…), whatever the app handed in (`Int`, `NSNumber`, `NSDate`), and how it is written to the store
/// and read back.
enum ManagedValue {
    /// Any number-like value as an `NSNumber`-free pair (integer if exact, else double).
    static func number(_ value: Any) -> (integer: Int64?, double: Double)? {
        switch value {
        case let v as Bool: return (v ? 1 : 0, v ? 1 : 0)
        case let v as Int: return (Int64(v), Double(v))
        case let v as Int8: return (Int64(v), Double(v))
        case let v as Int16: return (Int64(v), Double(v))
        case let v as Int32: return (Int64(v), Double(v))
        case let v as Int64: return (v, Double(v))
        case let v as UInt: return (Int64(exactly: v), Double(v))
        case let v as UInt8: return (Int64(v), Double(v))
        case let v as UInt16: return (Int64(v), Double(v))
        case let v as UInt32: return (Int64(v), Double(v))
        case let v as UInt64: return (Int64(exactly: v), Double(v))
        case let v as Double: return (Int64(exactly: v), v)
        case let v as Float: return (Int64(exactly: v), Double(v))
        case let v as Decimal: let d = NSDecimalNumber(decimal: v).doubleValue; return (Int64(exactly: d), d)
        case let v as NSNumber: return (Int64(exactly: v.doubleValue) ?? v.int64Value, v.doubleValue)
        default: return nil
        }
    }

    static func string(_ value: Any) -> String? {
        if let s = value as? String { return s }
        if let s = value as? NSString { return String(describing: s) }
        if let s = value as? Substring { return String(s) }
        return nil
    }

    static func date(_ value: Any) -> Date? {
        if let d = value as? Date { return d }
        if let d = value as? NSDate { return Date(timeIntervalSinceReferenceDate: d.timeIntervalSinceReferenceDate) }
        return nil
    }

    /// `value` as the attribute type keeps it, or nil when it cannot be one.
    static func normalize(_ value: Any, as type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType: return number(value).map { Int16(truncatingIfNeeded: $0.integer ?? Int64($0.double)) }
        case .integer32AttributeType: return number(value).map { Int32(truncatingIfNeeded: $0.integer ?? Int64($0.double)) }
        case .integer64AttributeType: return number(value).map { $0.integer ?? Int64($0.double) }
        case .doubleAttributeType: return number(value).map(\.double)
        case .floatAttributeType: return number(value).map { Float($0.double) }
        case .booleanAttributeType: return number(value).map { $0.double != 0 }
        case .decimalAttributeType:
            if let d = value as? Decimal { return d }
            if let d = value as? NSDecimalNumber { return d.decimalValue }
            return number(value).map { Decimal($0.double) }
        case .stringAttributeType: return string(value)
        case .dateAttributeType: return date(value)
        case .binaryDataAttributeType: return value as? Data ?? (value as? NSData).map { Data(referencing: $0) }
        case .UUIDAttributeType: return value as? UUID ?? (value as? NSUUID).map { UUID(uuidString: $0.uuidString)! }
        case .URIAttributeType: return value as? URL ?? (value as? NSURL).flatMap { URL(string: $0.absoluteString) }
        default: return value
        }
    }

    /// A model file's `defaultValueString` as the attribute's value.
    static func parseDefault(_ text: String, as type: NSAttributeType) -> Any? {
        switch type {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType, .floatAttributeType:
            return Double(text).flatMap { normalize($0, as: type) }
        case .booleanAttributeType: return ["YES", "1", "true"].contains(text)
        case .decimalAttributeType: return Decimal(string: text)
        case .stringAttributeType: return text
        case .dateAttributeType: return Double(text).map { Date(timeIntervalSinceReferenceDate: $0) }
        case .UUIDAttributeType: return UUID(uuidString: text)
        case .URIAttributeType: return URL(string: text)
        default: return nil
        }
    }

    // MARK: The store's encoding

    /// One attribute value as the store's JSON keeps it: a tag and the value.
    static func encode(_ value: Any) -> [Any]? {
        switch value {
        case let v as String: return ["s", v]
        case let v as Bool: return ["b", v]
        case let v as Int16: return ["i", Int64(v)]
        case let v as Int32: return ["i", Int64(v)]
        case let v as Int64: return ["i", v]
        case let v as Int: return ["i", Int64(v)]
        case let v as Double: return ["d", v]
        case let v as Float: return ["d", Double(v)]
        case let v as Decimal: return ["m", "\(v)"]
        case let v as Date: return ["t", v.timeIntervalSinceReferenceDate]
        case let v as Data: return ["x", v.base64EncodedString()]
        case let v as UUID: return ["u", v.uuidString]
        case let v as URL: return ["l", v.absoluteString]
        default:
            // A transformable value: kept when it is property-list-like (arrays, dictionaries, strings,
            // numbers), as a secure coder would archive the common ones.
            if JSONSerialization.isValidJSONObject([value]) { return ["j", value] }
            return nil
        }
    }

    static func decode(_ stored: [Any]) -> Any? {
        guard stored.count == 2, let tag = stored[0] as? String else { return nil }
        let v = stored[1]
        switch tag {
        case "s": return string(v)
        case "b": return (v as? Bool) ?? number(v).map { $0.double != 0 }
        case "i": return number(v).map { $0.integer ?? Int64($0.double) }
        case "d": return number(v).map(\.double)
        case "m": return string(v).flatMap { Decimal(string: $0) }
        case "t": return number(v).map { Date(timeIntervalSinceReferenceDate: $0.double) }
        case "x": return string(v).flatMap { Data(base64Encoded: $0) }
        case "u": return string(v).flatMap { UUID(uuidString: $0) }
        case "l": return string(v).flatMap { URL(string: $0) }
        case "j": return v
        default: return nil
        }
    }
}
