import Foundation

/// A condition objects are tested against, written in the predicate format language
/// (`NSPredicate(format: "title CONTAINS[cd] %@", text)`) or as a block. Foundation on Linux has no
/// format parser (its `init(format:)` is unavailable), so `import CoreData` brings this one, which
/// takes the place of Foundation's in the files that import it.
///
/// The arguments are `Any`, not `CVarArg`: on Linux `NSDate` and `NSNumber` are not `CVarArg`, and an
/// app passes them as it does on iOS.
open class NSPredicate: NSObject {
    let node: PredicateNode

    init(node: PredicateNode) {
        self.node = node
        super.init()
    }

    /// A format the parser cannot read stops the app, as it does on iOS (an `NSInvalidArgumentException`).
    public convenience init(format predicateFormat: String, _ args: Any...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        do {
            self.init(node: try PredicateParser.parse(predicateFormat, arguments: arguments ?? []))
        } catch {
            fatalError("Unable to parse the format string \"\(predicateFormat)\": \(error)")
        }
    }

    public convenience init(value: Bool) { self.init(node: .constant(value)) }

    public convenience init(block: @escaping (Any?, [String: Any]?) -> Bool) { self.init(node: .block(block)) }

    open func evaluate(with object: Any?) -> Bool { node.evaluate(object, [:]) }

    open func evaluate(with object: Any?, substitutionVariables bindings: [String: Any]?) -> Bool {
        node.evaluate(object, bindings ?? [:])
    }

    open func withSubstitutionVariables(_ variables: [String: Any]) -> NSPredicate {
        NSPredicate(block: { [node] object, bindings in node.evaluate(object, variables.merging(bindings ?? [:]) { a, _ in a }) })
    }

    open var predicateFormat: String { node.format }

    open override var description: String { predicateFormat }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSPredicate else { return false }
        return other === self || other.predicateFormat == predicateFormat
    }

    open override var hash: Int { predicateFormat.hashValue }
}

extension Array {
    /// Foundation's `filtered(using:)` of `NSArray`, for the arrays an app filters with a predicate.
    public func filtered(using predicate: NSPredicate) -> [Element] { filter { predicate.evaluate(with: $0) } }
}
