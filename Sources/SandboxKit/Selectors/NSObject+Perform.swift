import Foundation

/// NSObject's `perform(_:)` family and `responds(to:)`, through `Selector`, for every object: views,
/// controllers and the application (all `NSObject`s, as on iOS) and an app's own delegates and handlers.
/// `perform` is main-actor here (the method runs as an action would; on iOS any thread may call it).
extension NSObject {
    @MainActor @discardableResult
    public func perform(_ selector: Selector) -> Any? { selector.send(to: self) }

    @MainActor @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Any? { selector.send(to: self, arguments: [object]) }

    @MainActor @discardableResult
    public func perform(_ selector: Selector, with object1: Any?, with object2: Any?) -> Any? {
        selector.send(to: self, arguments: [object1, object2])
    }

    public func responds(to selector: Selector?) -> Bool { selector?.isImplemented(by: self) ?? false }

    /// Sends `selector` with `argument` after `delay` seconds, on the application's main queue and its
    /// clock (virtual in tests and scenarios, so the call comes at the same turn on every run). As on
    /// iOS, the receiver and the argument are kept until the call is made or cancelled, and a delay of
    /// zero still waits for a later turn of the run loop.
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval) {
        // A view's or controller's own application (its window's, the one it was made in), else the one
        // code is running for.
        let app = (self as? UIResponder)?.owningApplication ?? .current
        DelayedPerformRequests.shared.schedule(selector, on: self, with: argument, afterDelay: delay, in: app)
    }

    /// The same; the run loop modes are ignored (the sandbox's run loop has one mode).
    @MainActor
    public func perform(_ selector: Selector, with argument: Any?, afterDelay delay: TimeInterval,
                        inModes modes: [RunLoop.Mode]) {
        perform(selector, with: argument, afterDelay: delay)
    }

    /// Cancels every request `perform(_:with:afterDelay:)` made with `target` as the receiver.
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any) {
        DelayedPerformRequests.shared.cancel(target: target as AnyObject, selector: nil, argument: nil)
    }

    /// Cancels the requests made with `target`, `selector` and an argument equal to `argument` (by
    /// `isEqual`, as on iOS; nil matches a nil argument).
    @MainActor
    public class func cancelPreviousPerformRequests(withTarget target: Any, selector: Selector, object argument: Any?) {
        DelayedPerformRequests.shared.cancel(target: target as AnyObject, selector: selector, argument: .some(argument))
    }
}

extension NSObject {
    /// Objective-C's `performSelector(inBackground:with:)`: the method runs later, on the device's main
    /// queue (the sandbox runs an app's code on one thread, so work an app sends to the background
    /// comes back in order, in a later turn), and is reported once as run on the main thread.
    @MainActor
    public func performSelector(inBackground selector: Selector, with argument: Any?) {
        NotSimulated.record("performSelector(inBackground:with:) (runs on the main thread)")
        perform(selector, with: argument, afterDelay: 0)
    }

    /// Objective-C's `performSelector(onMainThread:with:waitUntilDone:)`: called at once when waiting (the
    /// caller is on the main thread already), else in a later turn.
    @MainActor
    public func performSelector(onMainThread selector: Selector, with argument: Any?, waitUntilDone wait: Bool) {
        if wait { perform(selector, with: argument) } else { perform(selector, with: argument, afterDelay: 0) }
    }
}
