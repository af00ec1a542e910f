import Foundation

/// The Objective-C runtime's associated objects, which extensions use to give a class stored
/// properties. Values are kept per object and key until the object is freed (checked at each call) or
/// the value is set to nil. `.OBJC_ASSOCIATION_ASSIGN` keeps the value unretained, as the runtime does:
/// a class instance stored so reads back nil once it is freed.
public enum objc_AssociationPolicy: UInt, Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    ObjectAssociations.shared.set(object as AnyObject, key, value, weakly: policy == .OBJC_ASSOCIATION_ASSIGN)
}

public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    ObjectAssociations.shared.get(object as AnyObject, key)
}

public func objc_removeAssociatedObjects(_ object: Any) {
    ObjectAssociations.shared.removeAll(object as AnyObject)
}

/// The table behind them, safe from any thread as the runtime's is.
final class ObjectAssociations: @unchecked Sendable {
    static let shared = ObjectAssociations()

    private enum Value {
        case strong(Any)
        case weak(WeakReference)
        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let reference): reference.object
            }
        }
    }

    private final class WeakReference {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private struct Entry {
        let owner: WeakReference
        var values: [UnsafeRawPointer: Value]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, weakly: Bool) {
        lock.lock()
        defer { lock.unlock() }
        purge()
        let id = ObjectIdentifier(object)
        var entry = entries[id] ?? Entry(owner: WeakReference(object), values: [:])
        if let value {
            entry.values[key] = weakly && type(of: value) is AnyClass ? .weak(WeakReference(value as AnyObject)) : .strong(value)
        } else {
            entry.values[key] = nil
        }
        entries[id] = entry.values.isEmpty ? nil : entry
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(object)], entry.owner.object === object else { return nil }
        return entry.values[key]?.value
    }

    func removeAll(_ object: AnyObject) {
        lock.lock()
        defer { lock.unlock() }
        entries[ObjectIdentifier(object)] = nil
    }

    /// Drops the values of freed objects (a new object at a freed one's address must not see them).
    private func purge() {
        entries = entries.filter { $0.value.owner.object != nil }
    }
}
