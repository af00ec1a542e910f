import Foundation

/// The event that carries touches or presses to responders.
@MainActor
open class UIEvent {
    public let timestamp: TimeInterval
    public internal(set) var allTouches: Set<UITouch>?
    public init(timestamp: TimeInterval, touches: Set<UITouch>? = nil) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}

/// A key press. `key` is the character or a named key ("Escape", "Space", "Right").
@MainActor
public final class UIPress: Hashable {
    public let key: String
    public init(key: String) { self.key = key }
    nonisolated public static func == (a: UIPress, b: UIPress) -> Bool { a === b }
    nonisolated public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }
}
