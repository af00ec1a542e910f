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
}
