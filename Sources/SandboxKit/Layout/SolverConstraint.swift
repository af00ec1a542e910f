/// One constraint of a `CassowarySolver`: `expression op 0` with a strength (a weight; `required` or
/// more must hold exactly). Compared by identity. The solver keeps its bookkeeping (`tag`) here rather
/// than in a table, so adding, removing and changing a constraint need no look-up.
package final class SolverConstraint {
    public enum Relation: Sendable { case lessThanOrEqual, equal, greaterThanOrEqual }

    public let expression: LinearExpression
    public let relation: Relation
    public let strength: Double

    /// The solver's marker and other symbols and the marker's coefficient in the original row, set while
    /// the constraint is in a solver.
    var tag: SolverTag?

    public init(_ expression: LinearExpression, _ relation: Relation, strength: Double = SolverStrength.required) {
        self.expression = expression
        self.relation = relation
        self.strength = SolverStrength.clipped(strength)
    }
}

struct SolverTag {
    var marker: Int
    var other: Int
    /// The marker's coefficient in the constraint's row before the row was normalized: changing the
    /// expression's constant by d shifts the marker by d / markerCoefficient (see `setConstant`).
    var markerCoefficient: Double
    /// The expression's constant the tableau currently holds.
    var constant: Double
}

/// Kiwi's strengths: a weight made of three levels (strong, medium, weak) of up to 1,000 each, times a
/// factor; `required` is above all of them.
package enum SolverStrength {
    public static func create(_ strong: Double, _ medium: Double, _ weak: Double, _ weight: Double = 1) -> Double {
        min(max(0, strong * weight), 1000) * 1_000_000 + min(max(0, medium * weight), 1000) * 1000
            + min(max(0, weak * weight), 1000)
    }
    public static let required = create(1000, 1000, 1000)
    public static let strong = create(1, 0, 0)
    public static let medium = create(0, 1, 0)
    public static let weak = create(0, 0, 1)

    static func clipped(_ s: Double) -> Double { min(max(0, s), required) }
}

package enum SolverError: Error, Equatable {
    case duplicateConstraint, unknownConstraint, unsatisfiableConstraint
    case duplicateEditVariable, unknownEditVariable, badRequiredStrength
    /// The tableau could not be optimized (an unbounded objective); the solver is unchanged.
    case internalError(String)
}
