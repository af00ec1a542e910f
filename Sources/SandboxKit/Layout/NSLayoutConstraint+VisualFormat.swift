import Foundation

/// Auto Layout's visual format language: `"H:|-[name(>=50)]-8-[other(==name)]-|"` becomes the
/// constraints it describes (not activated, as UIKit returns them). Supported: the orientation (`H:`,
/// the default, and `V:`), the superview's edges (`|`), standard spacing (`-`: 8 points between views, 20
/// to the superview's edge), explicit spacing and sizes with a relation (`==`, `>=`, `<=`), a metric
/// name or a number, another view (`[a(==b)]`) and a priority (`@750`), lists of predicates
/// (`(>=50,<=200)`), and the alignment options (`.alignAllCenterY` …) between each pair of views. UIKit
/// raises on a format it cannot parse; the sandbox records a violation naming it and returns no
/// constraints.
extension NSLayoutConstraint {
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions(rawValue: 0 << 19)
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]? = nil, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        if let constraints = parser.parse() { return constraints }
        let message = "NSLayoutConstraint.constraints(withVisualFormat:): cannot parse \"\(format)\": \(parser.error ?? "")"
        UIApplication.current.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .violation,
            cause: LifecycleCause("refused", rule: .r9), message: message, problem: .constraintRefused))
        return []
    }
}

/// One pass over a visual format string.
@MainActor
struct VisualFormatParser {
    private let chars: [Character]
    private var i = 0
    private let metrics: [String: Any]
    private let views: [String: Any]
    private let options: NSLayoutConstraint.FormatOptions
    private(set) var error: String?

    private struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: AnyObject?
        var priority: Float?
    }

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        chars = Array(format.filter { !$0.isWhitespace })
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    mutating func parse() -> [NSLayoutConstraint]? {
        var vertical = false
        if peek("H:") { i += 2 } else if peek("V:") { i += 2; vertical = true }
        let leading: NSLayoutConstraint.Attribute = vertical ? .top : options.contains(.directionLeftToRight) ? .left : .leading
        let trailing: NSLayoutConstraint.Attribute = vertical ? .bottom : options.contains(.directionLeftToRight) ? .right : .trailing
        let size: NSLayoutConstraint.Attribute = vertical ? .height : .width
        var result: [NSLayoutConstraint] = []
        var previous: AnyObject?          // the view before the connection being read
        var pendingEdge = false           // the format began with "|"
        var connection: [Predicate]?      // the spacing read since the previous element
        var laidOut: [AnyObject] = []

        if consume("|") { pendingEdge = true; connection = readConnection(toEdge: true); if error != nil { return nil } }
        while i < chars.count {
            if consume("|") {
                guard let last = previous, let superview = (last as? UIView)?.superview else { return fail("\"|\" without a view in a superview before it") }
                for p in connection ?? [] {
                    result.append(make(superview, trailing, p.relation, last, trailing, p.constant, p.priority))
                }
                connection = nil
                break
            }
            guard consume("[") else { return fail("expected a view in brackets at \(i)") }
            guard let name = readName(), let view = views[name] as AnyObject? else { return fail("unknown view at \(i)") }
            if consume("(") {
                guard let predicates = readPredicates(closing: ")") else { return nil }
                for p in predicates {
                    if let other = p.view {
                        result.append(make(view, size, p.relation, other, size, p.constant, p.priority))
                    } else {
                        result.append(make(view, size, p.relation, nil, .notAnAttribute, p.constant, p.priority))
                    }
                }
            }
            guard consume("]") else { return fail("expected ] at \(i)") }
            if let previous {
                for p in connection ?? [Predicate(constant: 0)] {
                    result.append(make(view, leading, p.relation, previous, trailing, p.constant, p.priority))
                }
                result += alignments(view, previous, vertical: vertical)
            } else if pendingEdge, let superview = (view as? UIView)?.superview {
                for p in connection ?? [] {
                    result.append(make(view, leading, p.relation, superview, leading, p.constant, p.priority))
                }
            } else if pendingEdge {
                return fail("\"|\" before a view with no superview")
            }
            laidOut.append(view)
            previous = view
            connection = nil
            if i < chars.count {
                connection = readConnection(toEdge: peek("|") || peekAfterDash("|"))
                if error != nil { return nil }
            }
        }
        if error != nil { return nil }
        if laidOut.isEmpty { return fail("no view") }
        return result
    }

    /// The spacing before the next element: none (adjacent), "-" (standard), or "-predicates-".
    private mutating func readConnection(toEdge: Bool) -> [Predicate]? {
        guard consume("-") else { return [Predicate(constant: 0)] }
        if peek("[") || peek("|") { return [Predicate(constant: toEdge ? 20 : 8)] }
        let predicates: [Predicate]?
        if consume("(") {
            predicates = readPredicates(closing: ")")
        } else {
            predicates = readPredicate().map { [$0] }
        }
        guard let predicates else { return nil }
        guard consume("-") else { error = "expected - after a spacing at \(i)"; return nil }
        return predicates
    }

    private mutating func readPredicates(closing: Character) -> [Predicate]? {
        var list: [Predicate] = []
        repeat {
            guard let p = readPredicate() else { return nil }
            list.append(p)
        } while consume(",")
        guard consume(String(closing)) else { error = "expected \(closing) at \(i)"; return nil }
        return list
    }

    private mutating func readPredicate() -> Predicate? {
        var p = Predicate()
        if consume("==") { p.relation = .equal } else if consume(">=") { p.relation = .greaterThanOrEqual }
        else if consume("<=") { p.relation = .lessThanOrEqual }
        if let number = readNumber() {
            p.constant = number
        } else if let name = readName() {
            if let metric = metricValue(name) { p.constant = metric }
            else if let view = views[name] as AnyObject? { p.view = view }
            else { error = "unknown metric or view \"\(name)\""; return nil }
        } else {
            error = "expected a number, metric or view at \(i)"
            return nil
        }
        if consume("@") {
            if let number = readNumber() { p.priority = Float(number) }
            else if let name = readName(), let metric = metricValue(name) { p.priority = Float(metric) }
            else { error = "expected a priority at \(i)"; return nil }
        }
        return p
    }

    private func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    private func alignments(_ view: AnyObject, _ previous: AnyObject, vertical: Bool) -> [NSLayoutConstraint] {
        let pairs: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        return pairs.filter { options.contains($0.0) }.map { make(previous, $0.1, .equal, view, $0.1, 0, nil) }
    }

    private func make(_ a: AnyObject, _ attrA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                      _ b: AnyObject?, _ attrB: NSLayoutConstraint.Attribute, _ constant: CGFloat, _ priority: Float?) -> NSLayoutConstraint {
        let c = NSLayoutConstraint(item: a, attribute: attrA, relatedBy: relation, toItem: b, attribute: attrB,
                                   multiplier: 1, constant: constant)
        if let priority { c.priority = UILayoutPriority(rawValue: min(max(priority, 1), 1000)) }
        return c
    }

    private mutating func fail(_ message: String) -> [NSLayoutConstraint]? {
        error = message
        return nil
    }

    private func peek(_ s: String) -> Bool {
        let cs = Array(s)
        return i + cs.count <= chars.count && Array(chars[i..<i + cs.count]) == cs
    }

    private func peekAfterDash(_ s: String) -> Bool {
        // whether the element after the next spacing is `s` ("-20-|")
        var j = i
        guard j < chars.count, chars[j] == "-" else { return false }
        j += 1
        while j < chars.count, chars[j] != "-" && chars[j] != "[" && chars[j] != "|" { j += 1 }
        if j < chars.count, chars[j] == "-" { j += 1 }
        return j < chars.count && String(chars[j]) == s
    }

    private mutating func consume(_ s: String) -> Bool {
        guard peek(s) else { return false }
        i += s.count
        return true
    }

    private mutating func readName() -> String? {
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" {
            if i == start && chars[i].isNumber { return nil }
            i += 1
        }
        return i > start ? String(chars[start..<i]) : nil
    }

    private mutating func readNumber() -> CGFloat? {
        let start = i
        if i < chars.count, chars[i] == "-" || chars[i] == "+" { i += 1 }
        while i < chars.count, chars[i].isNumber || chars[i] == "." { i += 1 }
        guard i > start, let value = Double(String(chars[start..<i])) else { i = start; return nil }
        return CGFloat(value)
    }
}
