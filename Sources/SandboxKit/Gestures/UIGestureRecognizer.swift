import Foundation

/// UIKit's gesture recognizer: a state machine fed with the touches of its view (and the view's
/// subviews) before the hit view sees them.
///
/// States move as UIKit documents: possible → began → changed… → ended | cancelled for continuous
/// gestures, possible → recognized (= ended) for discrete ones, possible → failed otherwise. Leaving
/// `possible` is refused (the recognizer fails instead) when the delegate's `gestureRecognizerShouldBegin`
/// or the touched view's `gestureRecognizerShouldBegin` says no, or when another recognizer of the same
/// touch has already begun and neither delegate allows simultaneous recognition. Recognizing fails the
/// other recognizers still in `possible` (unless simultaneous) and, with `cancelsTouchesInView`, sends
/// `touchesCancelled` to the touched view, which then sees no more of that touch. Actions run on every
/// change to began, changed, ended (recognized) and cancelled. A recognizer goes back to `possible` (and
/// `reset()` runs) once its touches have ended, or at once when it finishes with no touch down.
///
/// Swift on Linux has no selectors: an action is a closure, with an optional target that is held weakly
/// (the action stops running once the target is gone), mirroring `init(target:action:)`.
@MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// Discrete gestures end in `recognized`, which is `ended`.
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }

        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }
        var isActive: Bool { self == .began || self == .changed }
    }

    private struct Target {
        weak var object: AnyObject?
        let hasObject: Bool
        let action: (UIGestureRecognizer) -> Void
    }

    private struct WeakRecognizer { weak var recognizer: UIGestureRecognizer? }

    private var targets: [Target] = []
    private var currentState: State = .possible
    /// Recognizers that must fail before this one may recognize (`require(toFail:)`).
    private var failureRequirements: [WeakRecognizer] = []
    /// Recognizers waiting for this one to fail.
    private var dependents: [WeakRecognizer] = []
    /// A recognition held back until the recognizers of `failureRequirements` have failed.
    private var deferredState: State?

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer`).
    public internal(set) weak var view: UIView?
    public weak var delegate: UIGestureRecognizerDelegate?
    /// When the gesture is recognized, the touched view gets `touchesCancelled` and no more of the touch.
    open var cancelsTouchesInView = true
    /// Disabling a recognizer mid-gesture cancels it (or fails it when it had not begun).
    open var isEnabled = true {
        didSet { if !isEnabled && oldValue { abandon() } }
    }

    /// The touches this recognizer is tracking now.
    public internal(set) var trackedTouches: [UITouch] = []
    /// Where the gesture's touches were last seen, in window coordinates (kept after they end, so that a
    /// tap's action can ask where it happened).
    var lastLocationInWindow: CGPoint = .zero

    public init(target: AnyObject?, action: ((UIGestureRecognizer) -> Void)?) {
        super.init()
        if let action { addTarget(target, action: action) }
    }

    public convenience override init() { self.init(target: nil as AnyObject?, action: nil as ((UIGestureRecognizer) -> Void)?) }

    public func addTarget(_ target: AnyObject?, action: @escaping (UIGestureRecognizer) -> Void) {
        targets.append(Target(object: target, hasObject: target != nil, action: action))
    }

    /// Removes every action added with `target` (or all actions when `target` is nil), as UIKit's
    /// `removeTarget(_:action: nil)`.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else { targets.removeAll(); return }
        targets.removeAll { $0.object === target }
    }

    // MARK: State

    /// The state. Subclasses set it from their touch methods; illegal transitions (for example from
    /// `failed` to `began`) are ignored, as UIKit ignores them.
    public var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }

    private func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    private func transition(to new: State) {
        let old = currentState
        guard isLegal(from: old, to: new) else { return }
        let recognizing = old == .possible && (new == .began || new == .ended)
        if recognizing, failureRequirements.contains(where: { $0.recognizer?.state == .possible }) {
            deferredState = new // UIKit waits: the other recognizer may still win
            return
        }
        if recognizing, !mayBegin() {
            fail()
            finishIfIdle()
            return
        }
        currentState = new
        deferredState = nil
        if recognizing {
            router?.recognizerDidRecognize(self)
            for d in dependents { d.recognizer?.fail() }
        }
        if new == .failed { releaseDependents() } else { sendActions() }
        finishIfIdle()
    }

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before recognizing (for example a
    /// single tap that must not fire when the tap turns out to be a double tap).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
        otherGestureRecognizer.dependents.append(WeakRecognizer(recognizer: self))
    }

    /// This recognizer failed: recognizers that waited for it may now recognize.
    private func releaseDependents() {
        for d in dependents { d.recognizer?.requirementFailed() }
    }

    private func requirementFailed() {
        guard currentState == .possible, let deferred = deferredState,
              !failureRequirements.contains(where: { $0.recognizer?.state == .possible }) else { return }
        deferredState = nil
        transition(to: deferred)
    }

    private func mayBegin() -> Bool {
        if let delegate, !delegate.gestureRecognizerShouldBegin(self) { return false }
        if let touched = trackedTouches.first?.view, !touched.gestureRecognizerShouldBegin(self) { return false }
        return router?.mayRecognize(self) ?? true
    }

    private func sendActions() {
        for target in targets where !target.hasObject || target.object != nil { target.action(self) }
    }

    /// Marks the recognizer failed without running actions (another recognizer won the touch).
    func fail() {
        guard currentState == .possible else { return }
        currentState = .failed
        deferredState = nil
        releaseDependents()
    }

    /// A finished recognizer with no touch down is ready for the next gesture at once.
    private func finishIfIdle() {
        if currentState.isFinished && trackedTouches.isEmpty { resetToPossible() }
    }

    func resetToPossible() {
        currentState = .possible
        deferredState = nil
        reset()
    }

    private func abandon() {
        if currentState.isActive { state = .cancelled } else if currentState == .possible { fail() }
        trackedTouches.removeAll()
        finishIfIdle()
    }

    func detachFromView() {
        abandon()
        view = nil
    }

    /// The input router of the application this recognizer's view belongs to.
    var router: InputRouter? { view?.window?.application?.inputRouter }

    /// Whether this recognizer and `other` may both recognize the same touches: either delegate may allow it.
    func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    // MARK: Touches (subclasses override; call super is not required)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// The default cancels an active gesture and fails one that had not begun.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called when the recognizer returns to `possible`; subclasses clear their per-gesture state here.
    open func reset() {}

    // MARK: Where

    public var numberOfTouches: Int { trackedTouches.count }

    /// The centroid of the gesture's touches in `view`'s coordinates (window coordinates when nil).
    open func location(in view: UIView?) -> CGPoint {
        let p = trackedTouches.isEmpty ? lastLocationInWindow : centroid(trackedTouches.map(\.locationInWindow))
        return view?.convert(p, from: nil) ?? p
    }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
        return trackedTouches[touchIndex].location(in: view)
    }

    private func centroid(_ points: [CGPoint]) -> CGPoint {
        let n = CGFloat(points.count)
        return CGPoint(x: points.map(\.x).reduce(0, +) / n, y: points.map(\.y).reduce(0, +) / n)
    }
}
