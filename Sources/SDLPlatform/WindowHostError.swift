/// Why the desktop window cannot be shown, with SDL's own reason (for example "No available video
/// device" when there is no display).
public struct WindowHostError: Error, CustomStringConvertible, Equatable {
    public let reason: String
    public init(reason: String) { self.reason = reason }
    public var description: String { "cannot open a window: \(reason)" }
}
