import Foundation

/// Why an output file could not be opened or written: `PATH: error: cannot write the log: no space left
/// on the device`. Callers add what was lost (`lines after 1,204 were lost`).
public struct OutputFileError: Error, CustomStringConvertible {
    public let path: String
    public let what: String
    public let problem: String
    /// The errno of a failed write, sync or close; nil when the file was refused before writing.
    public let errno: Int32?

    public init(path: String, what: String, problem: String, errno: Int32? = nil) {
        self.path = path
        self.what = what
        self.problem = problem
        self.errno = errno
    }

    public var description: String { "\(path): error: cannot write \(what): \(problem)" }
}
