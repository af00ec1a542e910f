import Foundation

/// UIKit's responder: touch methods that, by default, pass the event to the next responder.
open class UIResponder {
    public init() {}

    /// The next responder: a view's controller if it is a controller's root view, else its superview.
    open var next: UIResponder? { nil }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesCancelled(touches, with: event) }

    /// Key presses (UIKit's `pressesBegan`); by default passed along the chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIEvent?) { next?.pressesBegan(presses, with: event) }
}
