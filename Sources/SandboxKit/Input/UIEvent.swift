import Foundation

/// The event that carries touches or presses to responders.
@MainActor
open class UIEvent: NSObject {
    public let timestamp: TimeInterval
    public internal(set) var allTouches: Set<UITouch>?
    public init(timestamp: TimeInterval, touches: Set<UITouch>? = nil) {
        self.timestamp = timestamp
        self.allTouches = touches
    }
}

/// A key press. `key` is the character or a named key ("Escape", "Space", "Right").
@MainActor
public final class UIPress: NSObject {
    public let key: String
    public init(key: String) { self.key = key }
}
