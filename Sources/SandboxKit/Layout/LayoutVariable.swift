/// An unknown of the layout solver (a view's left edge, a width…). Its `value` is the solver's answer
/// after `CassowarySolver.updateVariables()`. A variable belongs to one solver once a constraint uses it.
public final class LayoutVariable {
    public let name: String
    public internal(set) var value: Double = 0
    /// The solver's symbol for this variable (-1 until a constraint of a solver uses it).
    var symbol = -1

    public init(_ name: String = "") { self.name = name }
}

extension LayoutVariable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v" : name }
}
