import Foundation

/// What the platform hands the run loop: pointer and key events in window points.
public enum InputEvent: Equatable, Sendable {
    case pointerDown(CGPoint)
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint)
    /// A key, as its character ("s", "1") or a name ("Escape", "Space", "Right").
    case key(String)
}
