import Foundation
import SandboxKit

/// An order of objects by the value at a key path (or a Swift key path), ascending or descending, with
/// the comparison its selector names (`compare:`, `caseInsensitiveCompare:`, `localizedStandardCompare:`).
open class NSSortDescriptor: NSObject {
    open private(set) var key: String?
    open private(set) var ascending: Bool
    open private(set) var selectorName: String?
    private var extract: ((Any) -> Any?)?
    private var comparator: ((Any, Any) -> ComparisonResult)?

    public init(key: String?, ascending: Bool) {
        self.key = key
        self.ascending = ascending
        super.init()
    }

    public init(key: String?, ascending: Bool, selector: Selector?) {
        self.key = key
        self.ascending = ascending
        selectorName = selector?.name
        super.init()
    }

    public init(key: String?, ascending: Bool, comparator cmptr: @escaping (Any, Any) -> ComparisonResult) {
        self.key = key
        self.ascending = ascending
        comparator = cmptr
        super.init()
    }

    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool) {
        self.ascending = ascending
        extract = { ($0 as? Root).map { ManagedCast.flatten($0[keyPath: keyPath]) } ?? nil }
        super.init()
    }

    public init<Root, Value>(keyPath: KeyPath<Root, Value>, ascending: Bool, comparator cmptr: @escaping (Any, Any) -> ComparisonResult) {
        self.ascending = ascending
        extract = { ($0 as? Root).map { ManagedCast.flatten($0[keyPath: keyPath]) } ?? nil }
        comparator = cmptr
        super.init()
    }

    open var reversedSortDescriptor: Any {
        let reversed = NSSortDescriptor(key: key, ascending: !ascending)
        reversed.selectorName = selectorName
        reversed.extract = extract
        reversed.comparator = comparator
        return reversed
    }

    func value(of object: Any) -> Any? {
        if let extract { return extract(object) }
        guard let key else { return object }
        return PredicateKeyPath.value(of: object, path: key.split(separator: ".").map(String.init))
    }

    open func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        let a = value(of: object1), b = value(of: object2)
        let result: ComparisonResult
        switch (a, b) {
        case (nil, nil): result = .orderedSame
        case (nil, _): result = .orderedAscending
        case (_, nil): result = .orderedDescending
        case let (a?, b?):
            if let comparator {
                result = comparator(a, b)
            } else {
                let options: String.CompareOptions = switch selectorName {
                case "caseInsensitiveCompare:", "localizedCaseInsensitiveCompare:": [.caseInsensitive]
                case "localizedStandardCompare:": [.caseInsensitive, .numeric]
                default: []
                }
                result = PredicateValue.compare(a, b, options: options) ?? .orderedSame
            }
        }
        guard !ascending else { return result }
        switch result {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    /// `objects` in the order `descriptors` give (stable: equal objects keep their order).
    static func sort<T>(_ objects: [T], by descriptors: [NSSortDescriptor]) -> [T] {
        guard !descriptors.isEmpty else { return objects }
        return objects.enumerated().sorted { x, y in
            for d in descriptors {
                switch d.compare(x.element, to: y.element) {
                case .orderedAscending: return true
                case .orderedDescending: return false
                case .orderedSame: continue
                }
            }
            return x.offset < y.offset
        }.map(\.element)
    }

    open override var description: String {
        "(\(key ?? "keyPath"), \(ascending ? "ascending" : "descending"), \(selectorName ?? "compare:"))"
    }
}
