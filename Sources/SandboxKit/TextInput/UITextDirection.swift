import Foundation

/// A direction in laid-out text (left, right, up, down).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2
    case left = 3
    case up = 4
    case down = 5
}

/// A direction in stored text (forward, backward).
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0
    case backward = 1
}

/// Either kind of direction, as `position(from:in:offset:)` takes it.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
}
