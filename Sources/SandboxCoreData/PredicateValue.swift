import Foundation

/// How a predicate compares two values: numbers (and booleans) by value whatever their types, strings
/// with the operator's `[c]` and `[d]` options, dates, UUIDs, URLs, data, and managed objects by identity.
enum PredicateValue {
    static func fold(_ s: String, _ options: String.CompareOptions) -> String {
        var folding: String.CompareOptions = []
        if options.contains(.caseInsensitive) { folding.insert(.caseInsensitive) }
        if options.contains(.diacriticInsensitive) { folding.insert(.diacriticInsensitive) }
        return folding.isEmpty ? s : s.folding(options: folding, locale: nil)
    }

    static func equal(_ a: Any?, _ b: Any?, options: String.CompareOptions) -> Bool {
        let a = ManagedCast.flatten(a).flatMap { $0 is NSNull ? nil : $0 }
        let b = ManagedCast.flatten(b).flatMap { $0 is NSNull ? nil : $0 }
        switch (a, b) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        case let (a?, b?):
            if let x = a as? NSManagedObject { return (b as? NSManagedObject).map { $0 === x || $0.objectID == x.objectID } ?? (b as? NSManagedObjectID == x.objectID) }
            if let x = a as? NSManagedObjectID { return (b as? NSManagedObject)?.objectID == x || (b as? NSManagedObjectID) == x }
            return compare(a, b, options: options) == .orderedSame
        }
    }

    /// The order of `a` and `b`, or nil when they are not comparable (a string and a number).
    static func compare(_ a: Any, _ b: Any, options: String.CompareOptions) -> ComparisonResult? {
        if let x = ManagedValue.string(a), let y = ManagedValue.string(b) {
            if options.contains(.numeric) { return x.compare(y, options: options) }
            let fx = fold(x, options), fy = fold(y, options)
            return fx == fy ? .orderedSame : (fx < fy ? .orderedAscending : .orderedDescending)
        }
        if let x = ManagedValue.date(a), let y = ManagedValue.date(b) { return order(x, y) }
        if let x = ManagedValue.number(a), let y = ManagedValue.number(b) {
            if let i = x.integer, let j = y.integer { return order(i, j) }
            return order(x.double, y.double)
        }
        if let x = a as? UUID, let y = b as? UUID { return order(x.uuidString, y.uuidString) }
        if let x = a as? UUID, let y = ManagedValue.string(b) { return x.uuidString == y.uppercased() ? .orderedSame : order(x.uuidString, y.uppercased()) }
        if let x = a as? URL, let y = b as? URL { return order(x.absoluteString, y.absoluteString) }
        if let x = a as? Data, let y = b as? Data { return x == y ? .orderedSame : (x.count < y.count ? .orderedAscending : .orderedDescending) }
        if let x = a as? NSManagedObject, let y = b as? NSManagedObject { return x.objectID == y.objectID ? .orderedSame : order(x.objectID.number, y.objectID.number) }
        return nil
    }

    static func order<T: Comparable>(_ x: T, _ y: T) -> ComparisonResult {
        x == y ? .orderedSame : (x < y ? .orderedAscending : .orderedDescending)
    }
}
