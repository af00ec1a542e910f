/// The interpolated message of `Logger` and `os_log`: values with their privacy and formatting
/// arguments, as iOS accepts them; the text is the values' descriptions (formats are not applied).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    public let text: String

    public init(stringLiteral value: String) { text = value }
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.text }

    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var text = ""
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { text += literal }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, privacy: OSLogPrivacy = .auto,
                                                    attributes: String = "") {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, format: OSLogFormat, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
        public mutating func appendInterpolation<T>(_ value: @autoclosure () -> T, align: OSLogStringAlignment, privacy: OSLogPrivacy = .auto) {
            text += "\(value())"
        }
    }
}

/// `OSLogPrivacy`: accepted, and not applied (a debug console shows every value).
public struct OSLogPrivacy: Sendable {
    public enum Mask: Sendable { case hash, none }
    public static let auto = OSLogPrivacy()
    public static let `public` = OSLogPrivacy()
    public static let `private` = OSLogPrivacy()
    public static let sensitive = OSLogPrivacy()
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy() }
}

/// Number formats of an interpolation (`format: .fixed(precision: 2)`), accepted.
public enum OSLogFormat: Sendable {
    case fixed, hex, octal, decimal, exponential, hybrid
    public static func fixed(precision: Int) -> OSLogFormat { .fixed }
    public static func decimal(minDigits: Int) -> OSLogFormat { .decimal }
    public static func hex(includePrefix: Bool = false, uppercase: Bool = false) -> OSLogFormat { .hex }
}

/// Column alignment of an interpolation (`align: .left(columns: 10)`), accepted.
public enum OSLogStringAlignment: Sendable {
    case none
    public static func left(columns: Int) -> OSLogStringAlignment { .none }
    public static func right(columns: Int) -> OSLogStringAlignment { .none }
}
