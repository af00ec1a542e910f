import Foundation

/// What a drop would do with the dragged items.
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0
    case forbidden = 1
    case copy = 2
    case move = 3
}
