/// An unknown of the layout solver (a view's left edge, a width…). Its `value` is the solver's answer
/// after `CassowarySolver.updateVariables()`. A variable belongs to one solver once a constraint uses it.
package final class LayoutVariable {
    public let name: String
    public internal(set) var value: Double = 0
    /// The solver's symbol for this variable (-1 until a constraint of a solver uses it).
    @exclusivity(unchecked) var symbol = -1
    /// The view whose frame this variable is part of (the layout engine sets it while the view lives, so
    /// a changed variable leads straight to the view to lay out); nil for guides and solver-only use.
    /// Unretained: the engine clears it when the view is freed.
    unowned(unsafe) var owner: UIView?

    public init(_ name: String = "") { self.name = name }
}

extension LayoutVariable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v" : name }
}
