import Foundation

/// An `Optional` of any type, seen through `Any`.
protocol AnyOptional {
    var wrappedAny: Any? { get }
    static var none: Self { get }
}

extension Optional: AnyOptional {
    var wrappedAny: Any? { self.flatMap { ManagedCast.flatten($0) } }
}

/// The property types a stored nil reads as, when the property is not optional (an `Int16` attribute with
/// no value is 0, an empty to-many relationship an empty set), as an `@NSManaged` scalar reads on iOS.
protocol ManagedEmptyValue { static var managedEmpty: Self { get } }
extension Int: ManagedEmptyValue { static var managedEmpty: Int { 0 } }
extension Int16: ManagedEmptyValue { static var managedEmpty: Int16 { 0 } }
extension Int32: ManagedEmptyValue { static var managedEmpty: Int32 { 0 } }
extension Int64: ManagedEmptyValue { static var managedEmpty: Int64 { 0 } }
extension Double: ManagedEmptyValue { static var managedEmpty: Double { 0 } }
extension Float: ManagedEmptyValue { static var managedEmpty: Float { 0 } }
extension Bool: ManagedEmptyValue { static var managedEmpty: Bool { false } }
extension String: ManagedEmptyValue { static var managedEmpty: String { "" } }

/// The number types a property may declare for a numeric attribute, whatever the attribute's own type.
protocol ManagedNumber { static func make(_ number: (integer: Int64?, double: Double)) -> Self }
extension Int: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Int { Int(truncatingIfNeeded: n.integer ?? Int64(n.double)) } }
extension Int16: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Int16 { Int16(truncatingIfNeeded: n.integer ?? Int64(n.double)) } }
extension Int32: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Int32 { Int32(truncatingIfNeeded: n.integer ?? Int64(n.double)) } }
extension Int64: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Int64 { n.integer ?? Int64(n.double) } }
extension Double: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Double { n.double } }
extension Float: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Float { Float(n.double) } }
extension Bool: ManagedNumber { static func make(_ n: (integer: Int64?, double: Double)) -> Bool { n.double != 0 } }

/// Swift collections a to-many property may be declared as (`Set<Item>`, `[Item]`).
protocol ManagedCollection {
    var managedElements: [Any] { get }
    static func make(_ elements: [Any]) -> Self
}
extension Set: ManagedCollection {
    var managedElements: [Any] { Array(self) }
    static func make(_ elements: [Any]) -> Set { Set(elements.compactMap { $0 as? Element }) }
}
extension Array: ManagedCollection {
    var managedElements: [Any] { self }
    static func make(_ elements: [Any]) -> Array { elements.compactMap { $0 as? Element } }
}

/// The conversions between what a property's declared type holds and what the object keeps.
enum ManagedCast {
    /// `value` without any levels of `Optional` around it (nil for `.none` at any level).
    static func flatten(_ value: Any?) -> Any? {
        guard let value else { return nil }
        if let optional = value as? AnyOptional { return optional.wrappedAny }
        return value
    }

    /// The objects a relationship value holds: one object, a set, an ordered set, an array.
    static func objects(in value: Any?) -> [NSManagedObject] {
        guard let value = flatten(value) else { return [] }
        if let object = value as? NSManagedObject { return [object] }
        if let set = value as? NSOrderedSet { return set.array.compactMap { $0 as? NSManagedObject } }
        if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject } }
        if let collection = value as? ManagedCollection { return collection.managedElements.compactMap { $0 as? NSManagedObject } }
        return []
    }

    /// A stored value as the property's declared type `T`.
    static func cast<T>(_ raw: Any?, to type: T.Type, key: String, of object: NSManagedObject) -> T {
        if let raw {
            if let value = raw as? T { return value }
            let target: Any.Type = (T.self as? AnyOptional.Type).map { _ in unwrappedType(T.self) } ?? T.self
            if let number = ManagedValue.number(raw), let made = (target as? ManagedNumber.Type)?.make(number) {
                return wrap(made, as: T.self)
            }
            if let decimal = raw as? Decimal, target == NSDecimalNumber.self {
                return wrap(NSDecimalNumber(decimal: decimal), as: T.self)
            }
            if let number = ManagedValue.number(raw), target == NSNumber.self {
                return wrap(number.integer.map { NSNumber(value: $0) } ?? NSNumber(value: number.double), as: T.self)
            }
            if let collection = target as? ManagedCollection.Type {
                let elements: [Any] = (raw as? NSSet)?.allObjects ?? (raw as? NSOrderedSet)?.array ?? []
                return wrap(collection.make(elements), as: T.self)
            }
            if let date = ManagedValue.date(raw), target == NSDate.self { return wrap(NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate), as: T.self) }
            if let string = ManagedValue.string(raw), target == NSString.self { return wrap(NSString(string: string), as: T.self) }
            fatalError("the value of '\(key)' of \(object.entity.name ?? "?") is \(Swift.type(of: raw)), which the property's type \(T.self) cannot hold")
        }
        if let optional = T.self as? AnyOptional.Type { return optional.none as! T }
        if let empty = T.self as? ManagedEmptyValue.Type { return empty.managedEmpty as! T }
        if T.self == NSSet.self { return NSSet() as! T }
        if T.self == NSOrderedSet.self { return NSOrderedSet() as! T }
        if let collection = T.self as? ManagedCollection.Type { return collection.make([]) as! T }
        fatalError("'\(key)' of \(object.entity.name ?? "?") has no value, and its property's type \(T.self) is not optional")
    }

    /// `T` itself, or the type `T` wraps when it is an `Optional`.
    static func unwrappedType<T>(_ type: T.Type) -> Any.Type {
        if let optionalType = type as? AnyOptionalType.Type { return optionalType.wrappedType }
        return type
    }

    static func wrap<T>(_ value: Any, as type: T.Type) -> T {
        if let v = value as? T { return v }
        fatalError("\(Swift.type(of: value)) cannot be \(T.self)")
    }
}

/// An `Optional` type's wrapped type.
protocol AnyOptionalType { static var wrappedType: Any.Type { get } }
extension Optional: AnyOptionalType { static var wrappedType: Any.Type { Wrapped.self } }
