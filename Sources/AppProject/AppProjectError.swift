import Foundation

/// Everything this module throws. A user fixing a project wants to jump to the spot, so an error found in a
/// file's text carries its line and column and prints the way compilers do (`FILE:LINE:COL: error: MESSAGE`);
/// an error about a file as a whole (missing, too big, a folder that cannot be read) names just the file.
public struct AppProjectError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file or folder the error is about, as a path.
    public let file: String
    /// 1-based line, when the error is at a place in the file's text.
    public let line: Int?
    /// 1-based column (in Unicode scalars), when known together with `line`.
    public let column: Int?
    /// What is wrong, in a sentence without the position.
    public let message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = line == nil ? nil : column
        self.message = message
    }

    init(url: URL, line: Int? = nil, column: Int? = nil, message: String) {
        self.init(file: url.path, line: line, column: column, message: message)
    }

    public var description: String {
        switch (line, column) {
        case let (line?, column?): return "\(file):\(line):\(column): error: \(message)"
        case let (line?, nil): return "\(file):\(line): error: \(message)"
        default: return "\(file): error: \(message)"
        }
    }
}
