import Foundation

/// A stored property for an extension: the value kept per object (through the same table as
/// `objc_setAssociatedObject`) under a key made from the property's name, with a default until set.
struct ExtensionStorage<Value> {
    private let key: UnsafeRawPointer
    private let initial: Value
    private let weakly: Bool

    /// `name` must be unique among the properties stored this way ("UIView.mask"). `weakly` keeps an
    /// object value unretained (a delegate), read back as the default once it is freed.
    init(_ name: StaticString, default initial: Value, weakly: Bool = false) {
        key = UnsafeRawPointer(name.utf8Start)
        self.initial = initial
        self.weakly = weakly
    }

    func get(_ object: AnyObject) -> Value {
        ObjectAssociations.shared.get(object, key) as? Value ?? initial
    }

    func set(_ object: AnyObject, _ value: Value) {
        ObjectAssociations.shared.set(object, key, value, weakly: weakly)
    }
}
