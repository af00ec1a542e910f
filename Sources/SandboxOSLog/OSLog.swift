import Foundation

/// `OSLog`: a subsystem and category for `os_log` and `Logger(_:)`.
public final class OSLog: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }

    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(subsystem: "", category: "")

    /// One line on standard output, flushed at once so it lands among the program's `print`s in order.
    static func write(_ text: String, category: String, level: OSLogType) {
        let prefix = category.isEmpty ? "" : "[\(category)] "
        let line = prefix + (level == .error || level == .fault ? "\(level.name): " : "") + text + "\n"
        FileHandle.standardOutput.write(Data(line.utf8))
    }
}

/// `OSLogType`: the level of a message.
public struct OSLogType: Equatable, Sendable {
    public let rawValue: UInt8
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(0x00)
    public static let info = OSLogType(0x01)
    public static let debug = OSLogType(0x02)
    public static let error = OSLogType(0x10)
    public static let fault = OSLogType(0x11)

    var name: String {
        switch self {
        case .info: "info"
        case .debug: "debug"
        case .error: "error"
        case .fault: "fault"
        default: "default"
        }
    }
}

/// `os_log` with a printf-style format, as before `Logger`.
public func os_log(_ message: StaticString, log: OSLog = .default, type: OSLogType = .default, _ args: CVarArg...) {
    OSLog.write(String(format: "\(message)".replacingOccurrences(of: "{public}", with: "").replacingOccurrences(of: "{private}", with: ""),
                       arguments: args), category: log.category, level: type)
}

/// `os_log` with an interpolated message (iOS 14).
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {
    OSLog.write(message.text, category: log.category, level: type)
}
