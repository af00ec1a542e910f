import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Why the link between a window and its device could not be made or used.
public enum LinkError: Error, CustomStringConvertible, Equatable {
    /// A system call failed: what was being done and errno.
    case system(String, Int32)
    /// The other end sent something that is not the link's protocol.
    case protocolViolation(String)

    public var description: String {
        switch self {
        case .system(let what, let code): return "\(what): \(String(cString: strerror(code)))"
        case .protocolViolation(let what): return "device link: \(what)"
        }
    }
}
