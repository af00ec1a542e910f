import Foundation

/// The selectors the scenario rewrite makes from `#selector(method)`: the method's Objective-C name
/// and an unapplied reference to it (`Parent.tapped(_:)`), one initialiser per number of arguments an
/// action method can take on iOS (none, the sender, the sender and the event).
extension Selector {
    public init<T: AnyObject, R>(_ name: String, _ method: @escaping @MainActor (T) -> () -> R) {
        self.init(name: name, accepts: { $0 is T }) { target, _ in method(target as! T)() }
    }

    public init<T: AnyObject, A, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A) -> R) {
        self.init(name: name, accepts: { $0 is T }) { target, arguments in
            method(target as! T)(Selector.argument(0, of: arguments, as: A.self, name: name))
        }
    }

    public init<T: AnyObject, A, B, R>(_ name: String, _ method: @escaping @MainActor (T) -> (A, B) -> R) {
        self.init(name: name, accepts: { $0 is T }) { target, arguments in
            method(target as! T)(Selector.argument(0, of: arguments, as: A.self, name: name),
                                 Selector.argument(1, of: arguments, as: B.self, name: name))
        }
    }

    /// `#selector(webView.reload)`: a method named through a variable, not a type. `instance` is never
    /// evaluated (it may still be nil); it only gives the method's class, as the compiler finds it there.
    public init<T: AnyObject, R>(_ name: String, of instance: @autoclosure () -> T?, _ method: @escaping @MainActor (T) -> () -> R) {
        self.init(name, method)
    }

    public init<T: AnyObject, A, R>(_ name: String, of instance: @autoclosure () -> T?, _ method: @escaping @MainActor (T) -> (A) -> R) {
        self.init(name, method)
    }

    public init<T: AnyObject, A, B, R>(_ name: String, of instance: @autoclosure () -> T?, _ method: @escaping @MainActor (T) -> (A, B) -> R) {
        self.init(name, method)
    }

    /// The argument at `index` as the method's parameter type. Objective-C passes whatever it has
    /// (nil when the sender passes fewer arguments); a value Swift cannot pass as that type stops
    /// the app with a message naming both types.
    private static func argument<A>(_ index: Int, of arguments: [Any?], as: A.Type, name: String) -> A {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        if let value, let a = value as? A { return a }
        if value == nil, let none = Optional<Any>.none as? A { return none }
        fatalError("\(name): argument \(index + 1) is \(value.map { "\(type(of: $0))" } ?? "nil"), the method takes \(A.self)")
    }
}
