import Foundation

/// A parsed predicate: comparisons joined by AND, OR and NOT.
indirect enum PredicateNode {
    case constant(Bool)
    case and([PredicateNode])
    case or([PredicateNode])
    case not(PredicateNode)
    case comparison(PredicateComparison)
    case block((Any?, [String: Any]?) -> Bool)

    func evaluate(_ object: Any?, _ variables: [String: Any]) -> Bool {
        switch self {
        case .constant(let value): return value
        case .and(let nodes): return nodes.allSatisfy { $0.evaluate(object, variables) }
        case .or(let nodes): return nodes.contains { $0.evaluate(object, variables) }
        case .not(let node): return !node.evaluate(object, variables)
        case .comparison(let comparison): return comparison.evaluate(object, variables)
        case .block(let block): return block(object, variables)
        }
    }

    var format: String {
        switch self {
        case .constant(let value): return value ? "TRUEPREDICATE" : "FALSEPREDICATE"
        case .and(let nodes): return nodes.map { $0.nestedFormat }.joined(separator: " AND ")
        case .or(let nodes): return nodes.map { $0.nestedFormat }.joined(separator: " OR ")
        case .not(let node): return "NOT " + node.nestedFormat
        case .comparison(let comparison): return comparison.format
        case .block: return "BLOCKPREDICATE"
        }
    }

    private var nestedFormat: String {
        switch self {
        case .and, .or: return "(\(format))"
        default: return format
        }
    }
}

/// One side of a comparison: a key path, a constant (an argument or a literal), a list, a variable.
indirect enum PredicateExpression {
    case keyPath([String])
    case constant(Any?)
    case list([PredicateExpression])
    case variable(String)

    func value(_ object: Any?, _ variables: [String: Any]) -> Any? {
        switch self {
        case .keyPath(let path): return PredicateKeyPath.value(of: object, path: path)
        case .constant(let value): return value
        case .list(let items): return items.map { $0.value(object, variables) ?? NSNull() }
        case .variable(let name): return variables[name]
        }
    }

    var format: String {
        switch self {
        case .keyPath(let path): return path.joined(separator: ".")
        case .constant(let value):
            guard let value = ManagedCast.flatten(value) else { return "nil" }
            if let s = ManagedValue.string(value) { return "\"\(s)\"" }
            if let b = value as? Bool { return b ? "1" : "0" }
            if let d = ManagedValue.date(value) { return "CAST(\(d.timeIntervalSinceReferenceDate), \"NSDate\")" }
            if let items = PredicateKeyPath.collectionElements(value) { return "{" + items.map { PredicateExpression.constant($0).format }.joined(separator: ", ") + "}" }
            return "\(value)"
        case .list(let items): return "{" + items.map(\.format).joined(separator: ", ") + "}"
        case .variable(let name): return "$" + name
        }
    }
}

/// A comparison of two expressions with an operator, its options and its modifier.
struct PredicateComparison {
    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", like = "LIKE", matches = "MATCHES"
        case `in` = "IN", between = "BETWEEN"
    }

    enum Modifier: String { case direct = "", any = "ANY ", all = "ALL ", none = "NONE " }

    var left: PredicateExpression
    var op: Operator
    var right: PredicateExpression
    var options: String.CompareOptions = []
    var modifier: Modifier = .direct

    var format: String {
        var flags = ""
        if options.contains(.caseInsensitive) { flags += "c" }
        if options.contains(.diacriticInsensitive) { flags += "d" }
        return "\(modifier.rawValue)\(left.format) \(op.rawValue)\(flags.isEmpty ? "" : "[\(flags)]") \(right.format)"
    }

    func evaluate(_ object: Any?, _ variables: [String: Any]) -> Bool {
        let l = ManagedCast.flatten(left.value(object, variables))
        let r = ManagedCast.flatten(right.value(object, variables))
        var modifier = modifier
        let leftElements = l.flatMap { PredicateKeyPath.collectionElements($0) }
        if modifier == .direct, leftElements != nil, op != .contains { modifier = .any }
        if modifier != .direct, let elements = leftElements {
            switch modifier {
            case .all: return elements.allSatisfy { test($0, r) }
            case .none: return !elements.contains { test($0, r) }
            default: return elements.contains { test($0, r) }
            }
        }
        return test(l, r)
    }

    func test(_ l: Any?, _ r: Any?) -> Bool {
        switch op {
        case .equal: return PredicateValue.equal(l, r, options: options)
        case .notEqual: return !PredicateValue.equal(l, r, options: options)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let l, let r, let order = PredicateValue.compare(l, r, options: options) else { return false }
            switch op {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .contains:
            if let l, let elements = PredicateKeyPath.collectionElements(l) {
                return elements.contains { PredicateValue.equal($0, r, options: options) }
            }
            guard let a = l.flatMap(ManagedValue.string), let b = r.flatMap(ManagedValue.string) else { return false }
            return PredicateValue.fold(a, options).contains(PredicateValue.fold(b, options))
        case .beginsWith, .endsWith:
            guard let a = l.flatMap(ManagedValue.string), let b = r.flatMap(ManagedValue.string) else { return false }
            let fa = PredicateValue.fold(a, options), fb = PredicateValue.fold(b, options)
            return op == .beginsWith ? fa.hasPrefix(fb) : fa.hasSuffix(fb)
        case .like, .matches:
            guard let a = l.flatMap(ManagedValue.string), let b = r.flatMap(ManagedValue.string) else { return false }
            let pattern = op == .matches ? b : Self.likePattern(b)
            var regexOptions: NSRegularExpression.Options = []
            if options.contains(.caseInsensitive) { regexOptions.insert(.caseInsensitive) }
            let subject = options.contains(.diacriticInsensitive) ? PredicateValue.fold(a, [.diacriticInsensitive]) : a
            guard let regex = try? NSRegularExpression(pattern: "^(?:\(pattern))$", options: regexOptions) else { return false }
            return regex.firstMatch(in: subject, range: NSRange(subject.startIndex..., in: subject)) != nil
        case .in:
            guard let r else { return false }
            if let elements = PredicateKeyPath.collectionElements(r) {
                return elements.contains { PredicateValue.equal(l, $0, options: options) }
            }
            guard let a = l.flatMap(ManagedValue.string), let b = ManagedValue.string(r) else { return false }
            return PredicateValue.fold(b, options).contains(PredicateValue.fold(a, options))
        case .between:
            guard let l, let bounds = r.flatMap(PredicateKeyPath.collectionElements), bounds.count == 2,
                  let low = PredicateValue.compare(l, bounds[0], options: options),
                  let high = PredicateValue.compare(l, bounds[1], options: options) else { return false }
            return low != .orderedAscending && high != .orderedDescending
        }
    }

    /// LIKE's wildcards (`*` any run, `?` one character) as a regular expression.
    static func likePattern(_ like: String) -> String {
        var out = ""
        var escaped = false
        for c in like {
            if escaped { out += NSRegularExpression.escapedPattern(for: String(c)); escaped = false; continue }
            switch c {
            case "\\": escaped = true
            case "*": out += ".*"
            case "?": out += "."
            default: out += NSRegularExpression.escapedPattern(for: String(c))
            }
        }
        return out
    }
}
