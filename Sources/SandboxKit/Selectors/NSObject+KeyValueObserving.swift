import Foundation

/// Key-value observing's names, which Foundation on Linux lacks (they come from the Objective-C runtime).
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// `addObserver(_:forKeyPath:options:context:)` and its removal, so that code observing a property
/// (a web view's `estimatedProgress`, a scroll view's `contentSize`) builds. Without the Objective-C
/// runtime no property announces its changes, so the observer's `observeValue(forKeyPath:of:change:context:)`
/// (declared on `UIResponder`, where controllers and views override it) is never called; the first
/// registration of each key path is reported as not simulated. `#keyPath(WKWebView.estimatedProgress)`
/// is the key path's string, as the compiler makes it.
extension NSObject {
    @MainActor
    public func addObserver(_ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
                            context: UnsafeMutableRawPointer?) {
        NotSimulated.record("key-value observing of \(type(of: self)).\(keyPath)")
    }

    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}

    @MainActor
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}
