import Foundation

/// One value of a property list, whichever syntax it came from. Old-style files (`project.pbxproj`,
/// `.strings`) only hold strings, data, arrays and dictionaries; XML and binary ones add numbers, booleans
/// and dates. A value type so that parsed projects can cross threads and be compared in tests.
public enum PropertyListValue: Sendable, Equatable, Hashable {
    case string(String)
    case data(Data)
    case array([PropertyListValue])
    case dictionary([String: PropertyListValue])
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)

    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var array: [PropertyListValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var dictionary: [String: PropertyListValue]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// A boolean as plists spell it: `<true/>`, or the strings Xcode writes (`YES`, `NO`, `true`, `1`).
    public var bool: Bool? {
        switch self {
        case .bool(let value): return value
        case .integer(let value): return value != 0
        case .string(let value): return Self.bool(fromSetting: value)
        default: return nil
        }
    }

    /// The value as text, for settings that may be written as a string or as a number.
    public var text: String? {
        switch self {
        case .string(let value): return value
        case .integer(let value): return String(value)
        case .real(let value): return String(value)
        case .bool(let value): return value ? "YES" : "NO"
        default: return nil
        }
    }

    static func bool(fromSetting text: String) -> Bool? {
        switch text.lowercased() {
        case "yes", "true", "1": return true
        case "no", "false", "0": return false
        default: return nil
        }
    }

    /// The Foundation object graph that `PropertyListSerialization` returns, converted. Anything that is
    /// not a plist type (which Foundation never returns) is refused rather than guessed at.
    init(foundation object: Any, depth: Int = 0) throws(PropertyListConversionError) {
        guard depth < OldStylePlistParser.maximumDepth else { throw PropertyListConversionError.tooDeep }
        switch object {
        case let value as String:
            self = .string(value)
        case let value as Data:
            self = .data(value)
        case let value as Date:
            self = .date(value)
        case _ where Self.isBoolean(object):
            self = .bool((object as? Bool) ?? ((object as? NSNumber)?.boolValue ?? false))
        case let value as Int where !Self.isFloatingPoint(object):
            self = .integer(value)
        case let value as Double:
            self = .real(value)
        case let value as NSNumber:
            self = .real(value.doubleValue)
        case let value as [Any]:
            var items: [PropertyListValue] = []
            items.reserveCapacity(value.count)
            for item in value { items.append(try PropertyListValue(foundation: item, depth: depth + 1)) }
            self = .array(items)
        case let value as [String: Any]:
            var items: [String: PropertyListValue] = [:]
            items.reserveCapacity(value.count)
            for (key, item) in value { items[key] = try PropertyListValue(foundation: item, depth: depth + 1) }
            self = .dictionary(items)
        default:
            throw PropertyListConversionError.unsupported(String(describing: type(of: object)))
        }
    }

    /// Foundation returns `<true/>` as a `Bool` and JSON's `true` as a boolean `NSNumber`; both also cast
    /// to `Int`, so only the dynamic type (or the number's type code) tells a boolean from `1`.
    private static func isBoolean(_ object: Any) -> Bool {
        if type(of: object) == Bool.self { return true }
        guard let number = object as? NSNumber else { return false }
        return String(cString: number.objCType) == "c"
    }

    /// `<real>1.0</real>` also casts to `Int`; keep it a real.
    private static func isFloatingPoint(_ object: Any) -> Bool {
        if type(of: object) == Double.self || type(of: object) == Float.self { return true }
        guard let number = object as? NSNumber else { return false }
        let code = String(cString: number.objCType)
        return code == "d" || code == "f"
    }
}

/// Why a Foundation object graph could not become a ``PropertyListValue``.
enum PropertyListConversionError: Error {
    case tooDeep
    case unsupported(String)

    var message: String {
        switch self {
        case .tooDeep: return "nesting deeper than \(OldStylePlistParser.maximumDepth) levels"
        case .unsupported(let type): return "unsupported value of type \(type)"
        }
    }
}
