import Foundation

/// Phase 1 of a turn: platform input becomes touches and presses.
///
/// Pointer events are in the key window's points and become one `UITouch` (see `InputRouter`); hover
/// and the scroll wheel go to the recognizers that want them (`UIHoverGestureRecognizer`, pans with
/// `allowedScrollTypesMask`), never to the views' touch methods.
/// A key becomes a `UIPress`: `pressesBegan` then `pressesEnded` go to the first responder, or, when
/// there is none, to the key window's root view controller (else the key window), and travel the
/// responder chain from there unless handled. So an app handles its keys by overriding `pressesBegan`
/// in its root view controller, or in a responder that calls `becomeFirstResponder()`. Before that, a
/// responder along the same chain that offers a `UIKeyCommand` for the key runs it and the key stops
/// there (except a key that types into a focused text input).
extension UIApplication {
    func dispatch(_ event: InputEvent) {
        let now = clock.now
        switch event {
        case .pointerDown(let p):
            guard let window = keyWindow, !window.isHidden else { return }
            inputRouter.pointerDown(at: p, in: window, time: now)
        case .pointerMoved(let p):
            inputRouter.pointerMoved(to: p, time: now)
        case .pointerUp(let p):
            inputRouter.pointerUp(at: p, time: now)
        case .pointerHovered(let p):
            guard let window = keyWindow, !window.isHidden else { return }
            inputRouter.pointerHovered(at: p, in: window, time: now)
        case .pointerExited:
            inputRouter.pointerExited(time: now)
        case .scrollWheel(let p, let delta):
            guard let window = keyWindow, !window.isHidden else { return }
            inputRouter.scrollWheel(at: p, delta: delta, in: window, time: now)
        case .key(let name):
            let press = UIPress(key: name)
            let event = UIPressesEvent(timestamp: now, presses: [press])
            let target: UIResponder = inputRouter.firstResponder ?? keyWindow?.rootViewController ?? keyWindow ?? self
            // typing into a text input wins over a key command for the same key, as on iOS
            let typing = target is UIKeyInput && TypedKey(name) != nil
            if !typing, performKeyCommand(forKey: name, from: target) { return }
            target.pressesBegan([press], with: event)
            target.pressesEnded([press], with: event)
        }
    }
}
