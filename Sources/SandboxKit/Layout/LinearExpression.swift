/// `constant + Σ coefficient·variable`, the left side of a solver constraint (`expression op 0`).
public struct LinearExpression {
    public var terms: [(variable: LayoutVariable, coefficient: Double)]
    public var constant: Double

    public init(_ terms: [(variable: LayoutVariable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    public init(_ variable: LayoutVariable) { self.init([(variable, 1)]) }
}

public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}

public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression { a + (-1) * b }

public func * (k: Double, e: LinearExpression) -> LinearExpression {
    LinearExpression(e.terms.map { ($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}

public func + (a: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(a.terms, constant: a.constant + k)
}
