import Foundation

/// UIKit's control: tracks a touch and turns it into control events sent to targets and actions.
///
/// Tracking as UIKit does it: `touchDown` (and `touchDownRepeat` for a second quick tap) when the touch
/// begins; while it moves, `touchDragInside`/`touchDragOutside`, with `touchDragEnter`/`touchDragExit` on
/// crossing the bounds, and `isHighlighted` follows whether the touch is inside; on lift
/// `touchUpInside` (and `primaryActionTriggered` for buttons) or `touchUpOutside`; `touchCancel` when a
/// gesture recognizer takes the touch. Inside means inside the bounds: no touch slop around them.
/// A control consumes its touches (they do not travel further up the responder chain).
///
/// Swift on Linux has no selectors, so `addTarget(_:action:for:)` takes a closure; the target is held
/// weakly and the action stops running when the target is gone. A disabled control is skipped by
/// hit-testing, so touches reach what is behind it, as with UIKit's disabled controls.
open class UIControl: UIView {
    private struct Registration {
        weak var target: AnyObject?
        let hasTarget: Bool
        let closure: ((UIControl) -> Void)?
        let action: UIAction?
        var events: Event
    }

    private var registrations: [Registration] = []

    /// Where a control's content sits across its width and height. The sandbox's controls centre theirs
    /// (UIKit's default); another alignment is kept and reported once as not simulated.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != .center { NotSimulated.record("UIControl.contentHorizontalAlignment") } }
    }
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != .center { NotSimulated.record("UIControl.contentVerticalAlignment") } }
    }
    /// The horizontal alignment with `leading` and `trailing` read for a left-to-right layout.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        switch contentHorizontalAlignment {
        case .leading: return .left
        case .trailing: return .right
        default: return contentHorizontalAlignment
        }
    }

    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    open var state: State {
        var s: State = .normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    public private(set) var isTracking = false
    public private(set) var isTouchInside = false
    /// A touch began on this control and has not ended.
    private var hasTouch = false

    /// Subclasses redraw or restyle here (a button picks its title and colour for the new state).
    func controlStateDidChange() { setNeedsDisplay() }

    /// Buttons send `primaryActionTriggered` along with `touchUpInside`.
    var sendsPrimaryActionOnTouchUpInside: Bool { false }
    /// A button whose primary action is its menu shows the menu instead of sending its actions.
    func showsMenuInsteadOfActions() -> Bool { false }

    // MARK: Targets and actions

    /// Adds `action` for `controlEvents`; it runs with the control as argument.
    public func addTarget(_ target: AnyObject?, action: @escaping (UIControl) -> Void, for controlEvents: Event) {
        registrations.append(Registration(target: target, hasTarget: target != nil, closure: action, action: nil,
                                          events: controlEvents))
    }

    /// Removes `controlEvents` from the actions added with `target` (all targets when nil), as UIKit's
    /// `removeTarget(_:action: nil, for:)`.
    public func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        for i in registrations.indices where registrations[i].closure != nil
            && (target == nil || registrations[i].target === target) {
            registrations[i].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    public func addAction(_ action: UIAction, for controlEvents: Event) {
        if let i = registrations.firstIndex(where: { $0.action?.identifier == action.identifier }) {
            registrations[i].events.formUnion(controlEvents)
            return
        }
        registrations.append(Registration(target: nil, hasTarget: false, closure: nil, action: action, events: controlEvents))
    }

    public func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for i in registrations.indices where registrations[i].action?.identifier == identifier {
            registrations[i].events.subtract(controlEvents)
        }
        registrations.removeAll { $0.events.isEmpty }
    }

    /// The events some action is registered for.
    public var allControlEvents: Event {
        registrations.reduce(Event()) { $0.union($1.events) }
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    open func sendActions(for controlEvents: Event) {
        for r in registrations where !r.events.isDisjoint(with: controlEvents) {
            if let closure = r.closure, !r.hasTarget || r.target != nil { closure(self) }
            if let action = r.action { sendAction(action) }
        }
    }

    open func sendAction(_ action: UIAction) {
        action.sender = self
        action.handler(action)
        action.sender = nil
    }

    // MARK: Tracking (override points, as UIKit names them)

    /// Return false to stop tracking this touch.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        hasTouch = true
        isTouchInside = true
        isTracking = beginTracking(touch, with: event)
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard hasTouch, let touch = touches.first else { return }
        let inside = point(inside: touch.location(in: self), with: event)
        let wasInside = isTouchInside
        isTouchInside = inside
        isHighlighted = inside
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
        if isTracking { isTracking = continueTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard hasTouch, let touch = touches.first else { return }
        hasTouch = false
        let inside = point(inside: touch.location(in: self), with: event)
        isTouchInside = inside
        isHighlighted = false
        if isTracking { endTracking(touch, with: event) }
        isTracking = false
        if inside {
            if showsMenuInsteadOfActions() { return }
            sendActions(for: sendsPrimaryActionOnTouchUpInside ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
        isTouchInside = false
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard hasTouch else { return }
        hasTouch = false
        isHighlighted = false
        if isTracking { cancelTracking(with: event) }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }

    // MARK: Hit-testing and gestures

    open override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        isEnabled ? super.hitTest(point, with: event) : nil
    }

    /// A single-tap recognizer of a superview does not take a tap from a control (UIKit, iOS 6 and later):
    /// the control's own action runs instead.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = gestureRecognizer as? UITapGestureRecognizer, tap.view !== self,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return true
    }
}
