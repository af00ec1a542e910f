import Foundation

/// `addTarget(_:action:for:)` with a selector, as on iOS: the action gets the control (and the event,
/// when the method takes two arguments). A nil target sends the action up the responder chain from the
/// control to the first responder that implements it, as UIKit does. The target is held weakly.
extension UIControl {
    public func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        if let object {
            addTarget(object, action: { [weak object] control in
                guard let object else { return }
                action.send(to: object, arguments: [control, nil])
            }, for: controlEvents)
        } else {
            addTarget(nil, action: { control in
                var responder: UIResponder? = control
                while let r = responder {
                    if action.isImplemented(by: r) { action.send(to: r, arguments: [control, nil]); return }
                    responder = r.next
                }
            }, for: controlEvents)
        }
    }

    public func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTarget(target.map { $0 as AnyObject }, for: controlEvents)
    }
}

/// `init(target:action:)` and `addTarget(_:action:)` of gesture recognizers with a selector: the action
/// gets the recognizer.
extension UIGestureRecognizer {
    public convenience init(target: Any?, action: Selector?) {
        self.init(target: nil as AnyObject?, action: nil as ((UIGestureRecognizer) -> Void)?)
        if let action { addTarget(target, action: action) }
    }

    public func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        addTarget(object, action: { [weak object] recognizer in
            guard let object else { return }
            action.send(to: object, arguments: [recognizer])
        })
    }
}
