import Foundation

/// `os.Logger`, as `import os` (or `OSLog`) gives it on iOS: each message goes to the app's standard
/// output as Xcode's console shows it (`[category] message`; a `public` or private value alike, since the
/// console of a debug build shows both), which the sandbox's commands show on their standard error with
/// the device's other output. There is no log store to query.
public struct Logger: @unchecked Sendable {
    public let subsystem: String
    public let category: String

    public init() { self.init(subsystem: "", category: "") }
    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
    }
    public init(_ log: OSLog) { self.init(subsystem: log.subsystem, category: log.category) }

    public func log(_ message: OSLogMessage) { write(message.text, level: .default) }
    public func log(level: OSLogType, _ message: OSLogMessage) { write(message.text, level: level) }
    public func trace(_ message: OSLogMessage) { write(message.text, level: .debug) }
    public func debug(_ message: OSLogMessage) { write(message.text, level: .debug) }
    public func info(_ message: OSLogMessage) { write(message.text, level: .info) }
    public func notice(_ message: OSLogMessage) { write(message.text, level: .default) }
    public func warning(_ message: OSLogMessage) { write(message.text, level: .error) }
    public func error(_ message: OSLogMessage) { write(message.text, level: .error) }
    public func critical(_ message: OSLogMessage) { write(message.text, level: .fault) }
    public func fault(_ message: OSLogMessage) { write(message.text, level: .fault) }

    func write(_ text: String, level: OSLogType) {
        OSLog.write(text, category: category, level: level)
    }
}
