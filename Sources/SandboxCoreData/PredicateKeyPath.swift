import Foundation

/// Key-value coding's reading of a key path, for what predicates and sort descriptors meet: managed
/// objects, dictionaries, and collections (whose key path reads each element's value; `@count`, `@sum`,
/// `@avg`, `@min`, `@max` reduce them).
enum PredicateKeyPath {
    static func value(of object: Any?, path: [String]) -> Any? {
        var current: Any? = object
        for (i, key) in path.enumerated() {
            guard let value = ManagedCast.flatten(current) else { return nil }
            if key == "SELF" || key == "self" { current = value; continue }
            if let elements = collectionElements(value) {
                if key.hasPrefix("@") {
                    let rest = Array(path[(i + 1)...])
                    let items = rest.isEmpty ? elements : elements.compactMap { Self.value(of: $0, path: rest) }
                    return aggregate(key, items)
                }
                return elements.compactMap { Self.value(of: $0, path: Array(path[i...])) }
                    .flatMap { collectionElements($0) ?? [$0] }
            }
            current = step(value, key)
        }
        return current
    }

    static func step(_ value: Any, _ key: String) -> Any? {
        switch value {
        case let object as NSManagedObject:
            if object.entity.propertiesByName[key] == nil { return nil }
            return object.value(forKey: key)
        case let dictionary as [String: Any]: return dictionary[key]
        case let dictionary as NSDictionary: return dictionary.object(forKey: NSString(string: key))
        case let string as String where key == "length": return string.utf16.count
        default: return nil
        }
    }

    static func collectionElements(_ value: Any) -> [Any]? {
        if value is String { return nil }
        if let set = value as? NSOrderedSet { return set.array }
        if let set = value as? NSSet { return set.allObjects }
        if let array = value as? NSArray { return array.map { $0 } }
        if let collection = value as? ManagedCollection { return collection.managedElements }
        return nil
    }

    static func aggregate(_ function: String, _ items: [Any]) -> Any? {
        let numbers = items.compactMap { ManagedValue.number($0)?.double }
        switch function {
        case "@count": return items.count
        case "@sum": return numbers.reduce(0, +)
        case "@avg": return numbers.isEmpty ? nil : numbers.reduce(0, +) / Double(numbers.count)
        case "@min": return items.min { PredicateValue.compare($0, $1, options: []) == .orderedAscending }
        case "@max": return items.max { PredicateValue.compare($0, $1, options: []) == .orderedAscending }
        default: return nil
        }
    }
}
