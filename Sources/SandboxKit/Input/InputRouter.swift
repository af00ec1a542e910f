import Foundation

/// Turns pointer events into the touch sequence UIKit delivers: one `UITouch` (the mouse) per press,
/// hit-tested once when it goes down; the gesture recognizers of the hit view and of its superviews see
/// each phase first (hit view's recognizers first, then outwards), then the hit view's responder method,
/// which travels the responder chain unless overridden. Also keeps the first responder for key presses.
@MainActor
final class InputRouter {
    /// Where key presses go first (`UIResponder.becomeFirstResponder`).
    weak var firstResponder: UIResponder?
    /// The (simulated) keyboard is up: a text input is first responder (`UIResponder+Keyboard.swift`).
    var isKeyboardShown = false
    /// A text input is taking over from another: the one resigning leaves the keyboard up.
    var isHandingOverTextInput = false

    /// The touch in flight, if the pointer is down over a window.
    private(set) var touch: UITouch?
    /// The recognizers following the touch in flight.
    private var recognizers: [UIGestureRecognizer] = []
    /// False once a recognizer with `cancelsTouchesInView` has recognized: the view then sees no more.
    private var deliversToView = true
    /// The hover recognizers the pointer is over now, innermost first (`InputRouter+Hover`).
    var hovering: [UIHoverGestureRecognizer] = []
    /// The last lift, for `UITouch.tapCount`.
    private var lastTap: (time: TimeInterval, location: CGPoint, count: Int)?

    static let multiTapInterval: TimeInterval = 0.35
    static let multiTapDistance: CGFloat = 45

    // MARK: The touch sequence

    func pointerDown(at p: CGPoint, in window: UIWindow, time: TimeInterval) {
        if touch != nil { cancelTouch(time: time) }
        guard let hit = window.hitTest(p, with: UIEvent(timestamp: time)) else { return }
        let t = UITouch(phase: .began, location: p, timestamp: time, view: hit, window: window)
        if let last = lastTap, time - last.time <= Self.multiTapInterval,
           distance(last.location, p) <= Self.multiTapDistance {
            t.tapCount = last.count + 1
        }
        touch = t
        deliversToView = true
        let event = UIEvent(timestamp: time, touches: [t])
        recognizers = gatherRecognizers(from: hit, for: t)
        for g in recognizers {
            g.trackedTouches.append(t)
            g.lastLocationInWindow = p
        }
        deliver(t, event) { $0.touchesBegan($1, with: $2) } toView: { $0.touchesBegan($1, with: $2) }
    }

    func pointerMoved(to p: CGPoint, time: TimeInterval) {
        guard let t = touch else { return } // hovering: UIKit has no touch without a press
        guard p != t.locationInWindow else { return }
        t.previousLocationInWindow = t.locationInWindow
        t.locationInWindow = p
        t.timestamp = time
        t.phase = .moved
        deliver(t, UIEvent(timestamp: time, touches: [t])) { $0.touchesMoved($1, with: $2) } toView: { $0.touchesMoved($1, with: $2) }
    }

    func pointerUp(at p: CGPoint, time: TimeInterval) {
        guard let t = touch else { return }
        if p != t.locationInWindow {
            t.previousLocationInWindow = t.locationInWindow
            t.locationInWindow = p
        }
        t.timestamp = time
        t.phase = .ended
        deliver(t, UIEvent(timestamp: time, touches: [t])) { $0.touchesEnded($1, with: $2) } toView: { $0.touchesEnded($1, with: $2) }
        lastTap = (time, p, t.tapCount)
        endSequence()
    }

    /// Ends the touch in flight as cancelled (a new press arrived without a lift).
    func cancelTouch(time: TimeInterval) {
        guard let t = touch else { return }
        t.timestamp = time
        t.phase = .cancelled
        deliver(t, UIEvent(timestamp: time, touches: [t])) { $0.touchesCancelled($1, with: $2) } toView: { $0.touchesCancelled($1, with: $2) }
        lastTap = nil
        endSequence()
    }

    /// Recognizers first, then (if nobody cancelled the view's touches) the hit view.
    private func deliver(_ t: UITouch, _ event: UIEvent,
                         toRecognizer: (UIGestureRecognizer, Set<UITouch>, UIEvent) -> Void,
                         toView: (UIView, Set<UITouch>, UIEvent) -> Void) {
        for g in recognizers where g.isEnabled && !g.state.isFinished && g.trackedTouches.contains(t) {
            g.lastLocationInWindow = t.locationInWindow
            toRecognizer(g, [t], event)
        }
        if deliversToView, let view = t.view { toView(view, [t], event) }
    }

    private func endSequence() {
        for g in recognizers {
            g.trackedTouches.removeAll { $0 === touch }
            if g.trackedTouches.isEmpty && g.state.isFinished { g.resetToPossible() }
        }
        recognizers = []
        touch = nil
    }

    /// The enabled recognizers of `view` and its superviews that accept `touch`, innermost first.
    private func gatherRecognizers(from view: UIView, for touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var v: UIView? = view
        while let cur = v {
            // Hover recognizers follow the pointer, not touches (`InputRouter+Hover`).
            for g in cur.attachedGestureRecognizers where g.isEnabled && !(g is UIHoverGestureRecognizer) {
                if g.state.isFinished { g.resetToPossible() }
                if g.delegate?.gestureRecognizer(g, shouldReceive: touch) ?? true { result.append(g) }
            }
            v = cur.superview
        }
        return result
    }

    // MARK: Arbitration between recognizers

    /// A recognizer may leave `possible` unless another one on the same touch is already active and the
    /// two may not run together.
    func mayRecognize(_ g: UIGestureRecognizer) -> Bool {
        !recognizers.contains { $0 !== g && $0.state.isActive && !g.canRecognizeSimultaneously(with: $0) }
    }

    /// `g` began or recognized: the others still deciding fail, and the view's touches are cancelled.
    func recognizerDidRecognize(_ g: UIGestureRecognizer) {
        guard recognizers.contains(where: { $0 === g }) else { return }
        for other in recognizers where other !== g && other.state == .possible && !g.canRecognizeSimultaneously(with: other) {
            other.fail()
        }
        if g.cancelsTouchesInView, deliversToView, let t = touch, let view = t.view {
            deliversToView = false
            let phase = t.phase
            t.phase = .cancelled
            view.touchesCancelled([t], with: UIEvent(timestamp: t.timestamp, touches: [t]))
            t.phase = phase
        }
    }
}
