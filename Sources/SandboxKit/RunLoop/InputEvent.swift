import Foundation

/// What the platform hands the run loop: pointer and key events in window points.
public enum InputEvent: Equatable, Sendable {
    case pointerDown(CGPoint)
    /// The pointer moved with the button pressed (a touch moving).
    case pointerMoved(CGPoint)
    case pointerUp(CGPoint)
    /// The pointer moved with no button pressed: hover, as a mouse or trackpad gives it on iPadOS
    /// (`UIHoverGestureRecognizer`).
    case pointerHovered(CGPoint)
    /// The pointer left the window: hovering ends.
    case pointerExited
    /// A scroll wheel turned with the pointer at the point; `delta` in wheel notches, SDL's sense
    /// (positive y: turned away from the user, to see what is above; positive x: to the right). Pan
    /// recognizers that allow scrolling (`allowedScrollTypesMask`) see it.
    case scrollWheel(CGPoint, delta: CGPoint)
    /// A key, as its character ("s", "1") or a name ("Escape", "Space", "Right").
    case key(String)
}
