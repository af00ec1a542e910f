import Foundation

/// UIKit's hover recognizer (iOS 13): continuous, driven by a pointer moving with no button pressed.
/// It begins when the pointer enters its view (or one of the view's subviews that hit-testing finds),
/// changes as the pointer moves over it, and ends when the pointer leaves it or the window. A press does
/// not end it, as on iPadOS. `location(in:)` is the pointer.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer is at `p` (window coordinates) over this recognizer's view, or has left it (`inside` false).
    func hover(at p: CGPoint?, inside: Bool) {
        if let p { lastLocationInWindow = p }
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: break
        }
    }
}
