import Foundation

/// A mistake in a scenario, reported as the Swift compiler does: `file.swift:12:5: error: message`.
/// Line and column are 1-based; a problem with the file as a whole (unreadable, binary) has neither.
public struct ScenarioError: Error, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        if let line, let column { return "\(file):\(line):\(column): error: \(message)" }
        return "\(file): error: \(message)"
    }
}
