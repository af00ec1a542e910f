/// `constant + Σ coefficient·variable`, the left side of a solver constraint (`expression op 0`).
package struct LinearExpression {
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) { self.init([(variable, 1)]) }
}

package func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}

package func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-1) * b }

package func * (k: Double, e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { ($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}

package func + (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + k)
}
