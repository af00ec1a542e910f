/// A font file that cannot be used: its path and the reason.
public struct FontLoadingError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "\(path): \(reason)" }
}
