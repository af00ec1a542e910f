import Foundation

/// An Objective-C selector without an Objective-C runtime: its name (`tapped:`) and, when it was made
/// from a method reference, a way to call that method on a target.
///
/// Scenario files write `#selector(tapped(_:))`; the scenario rewrite turns that into
/// `Selector("tapped:", Parent.tapped(_:))`, so `addTarget(_:action:for:)`, `init(target:action:)` and
/// `perform(_:)` reach the method by name as on iOS. A selector made from a string only
/// (`Selector("tapped:")`, `NSSelectorFromString`) names a method but cannot call one: sending it
/// stops the app with iOS's "unrecognized selector" message, as sending an unknown selector does on iOS.
/// Two selectors are equal when their names are.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, Sendable {
    public let name: String
    /// Whether `target` is of the class the method was found in (iOS's `responds(to:)`).
    let accepts: @Sendable (AnyObject) -> Bool
    /// Calls the method on `target` with the arguments the sender passes (`sender`, then `event`), as many
    /// as the method takes. Only called when `accepts(target)`, on the main actor, where UIKit sends actions.
    let invoke: (@MainActor (AnyObject, [Any?]) -> Any?)?

    public init(_ name: String) {
        self.name = name
        accepts = { _ in false }
        invoke = nil
    }

    public init(stringLiteral value: String) { self.init(value) }

    init(name: String, accepts: @escaping @Sendable (AnyObject) -> Bool, invoke: @escaping @MainActor (AnyObject, [Any?]) -> Any?) {
        self.name = name
        self.accepts = accepts
        self.invoke = invoke
    }

    public var description: String { name }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Whether `target` has this method (iOS's `responds(to:)`).
    public func isImplemented(by target: AnyObject) -> Bool { invoke != nil && accepts(target) }

    /// Sends this selector to `target` with `arguments` (the sender, the event): what the Objective-C
    /// runtime's message send does. A target without the method stops the app with iOS's message.
    @MainActor @discardableResult
    public func send(to target: AnyObject, arguments: [Any?] = []) -> Any? {
        guard let invoke, accepts(target) else {
            fatalError("-[\(type(of: target)) \(name)]: unrecognized selector sent to instance")
        }
        return invoke(target, arguments)
    }
}

/// Foundation's `NSSelectorFromString`: a selector that names a method (see `Selector`).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
