/// The solver constraints behind a hierarchy's layout, in the order the engine holds them per view: what
/// sandbox-bench hands to kiwisolver to time the same system.
@MainActor
package enum LayoutSystemSnapshot {
    public static func constraints(under root: UIView) -> [SolverConstraint] {
        var out: [SolverConstraint] = []
        var stack = [root]
        while let v = stack.popLast() {
            stack.append(contentsOf: v.subviews.reversed())
            guard let state = v.autoLayout else { continue }
            out += state.autoresizingConstraints + state.contentSizeConstraints
            for g in state.guides { out += g.pins }
            out += state.installed.compactMap(\.solverConstraint)
        }
        return out
    }

    /// The solver's form of an active constraint (nil when inactive or broken).
    public static func solverConstraint(of constraint: NSLayoutConstraint) -> SolverConstraint? { constraint.solverConstraint }
}
