import Foundation

/// Predicates joined by AND or OR, or one negated.
open class NSCompoundPredicate: NSPredicate {
    public enum LogicalType: UInt, Sendable {
        case not = 0, and = 1, or = 2
    }

    open private(set) var compoundPredicateType: LogicalType
    open private(set) var subpredicates: [Any]

    public init(type: LogicalType, subpredicates: [NSPredicate]) {
        compoundPredicateType = type
        self.subpredicates = subpredicates
        let nodes = subpredicates.map(\.node)
        switch type {
        case .and: super.init(node: .and(nodes))
        case .or: super.init(node: .or(nodes))
        case .not: super.init(node: .not(nodes.count == 1 ? nodes[0] : .and(nodes)))
        }
    }

    public convenience init(andPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .and, subpredicates: subpredicates)
    }

    public convenience init(orPredicateWithSubpredicates subpredicates: [NSPredicate]) {
        self.init(type: .or, subpredicates: subpredicates)
    }

    public convenience init(notPredicateWithSubpredicate predicate: NSPredicate) {
        self.init(type: .not, subpredicates: [predicate])
    }
}
