import Foundation

/// NSObject's `perform(_:)` family and `responds(to:)` on responders (every view, controller and the
/// application), through `Selector`.
extension UIResponder {
    @discardableResult
    public func perform(_ selector: Selector) -> Any? { selector.send(to: self) }

    @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Any? { selector.send(to: self, arguments: [object]) }

    @discardableResult
    public func perform(_ selector: Selector, with object1: Any?, with object2: Any?) -> Any? {
        selector.send(to: self, arguments: [object1, object2])
    }

    public func responds(to selector: Selector?) -> Bool { selector?.isImplemented(by: self) ?? false }
}

/// The same for plain `NSObject` subclasses (a delegate or a handler object that is no responder).
/// `perform` is main-actor here (the method runs as an action would; on iOS any thread may call it).
extension NSObject {
    @MainActor @discardableResult
    public func perform(_ selector: Selector) -> Any? { selector.send(to: self) }

    @MainActor @discardableResult
    public func perform(_ selector: Selector, with object: Any?) -> Any? { selector.send(to: self, arguments: [object]) }

    public func responds(to selector: Selector?) -> Bool { selector?.isImplemented(by: self) ?? false }
}
