/// The Cassowary linear-arithmetic solver (Badros, Borning and Stuckey 2001), as kiwi implements it and
/// UIKit's Auto Layout engine uses it: an incremental dual simplex over constraints `expression op 0` with
/// strengths. Required constraints (strength `SolverStrength.required`) hold exactly; the others are
/// satisfied as well as their weights allow (the weighted sum of their errors is minimal).
///
/// What differs from kiwi, and why:
/// - Each parametric symbol knows the rows that hold it (`columns`), so a pivot touches only those rows,
///   not every row of the tableau (kiwi scans them all): layout systems are sparse.
/// - Every choice between symbols (subject, entering, leaving) takes the lowest id among equals, so the
///   answer to a degenerate system is the same in every run (Swift's dictionaries iterate in a random
///   order per process).
/// - A required constraint that cannot hold is refused (`unsatisfiableConstraint`) leaving the tableau as
///   it was: the pivots made while trying are undone. kiwi leaves the rejected row's leftovers behind.
/// - `setConstant` changes a constraint's constant in place (kiwi's `suggestValue`, generalized), which is
///   what `NSLayoutConstraint.constant` needs; a change that cannot hold is refused the same way.
/// - The solver reports which variables its steps moved (`takeChangedVariables`), so the layout pass
///   after a change looks only at the views it reached.
/// - Symbols are freed: a removed constraint's marker and error symbols, a phase-one artificial symbol
///   and a released variable's symbol (`release(_:)`, a freed view's) appear nowhere afterwards, and once
///   most of the ids are free the live ones are renumbered in the same order (`compact()`), so a session
///   that makes and frees views keeps a tableau the size of what is on screen and every choice by lowest
///   id is the one it was. kiwi's symbols only grow.
///
/// The tableau's storage is `@exclusivity(unchecked)`: no access to it overlaps another (every method
/// reads and writes it in turn), and the runtime's exclusivity checks were half the instructions of a
/// one-constant change (callgrind, sandbox-bench's `autolayout_change`).
package final class CassowarySolver {
    enum Kind: UInt8 { case invalid, external, slack, error, dummy }

    /// Per symbol id (0 is the invalid symbol): its kind, its row when basic, and the basic symbols of the
    /// rows that hold it when parametric.
    @exclusivity(unchecked) private var kinds: [Kind] = [.invalid]
    @exclusivity(unchecked) private var rows: [SolverRow?] = [nil]
    @exclusivity(unchecked) private var columns: [Set<Int>] = [[]]
    @exclusivity(unchecked) private var objective = SolverRow()
    private var artificial: SolverRow?
    @exclusivity(unchecked) private var infeasibleRows: [Int] = []
    /// The pivots of the change being tried, so that a refused change can be undone.
    private var pivotLog: [(leaving: Int, entering: Int)]?
    private var edits: [ObjectIdentifier: SolverConstraint] = [:]
    /// The variable of each external symbol (nil for the others).
    @exclusivity(unchecked) private var variableOf: [LayoutVariable?] = [nil]
    /// External symbols whose value may have moved since the last `takeChangedVariables()`, each once,
    /// with the value each had before (`valueBefore`, per symbol).
    @exclusivity(unchecked) private var changedExternals: [Int] = []
    @exclusivity(unchecked) private var isChanged: [Bool] = [false]
    @exclusivity(unchecked) private var valueBefore: [Double] = [0]

    public private(set) var constraintCount = 0
    /// The constraints in the solver, so that renumbering reaches their tags.
    private var liveConstraints: [ObjectIdentifier: SolverConstraint] = [:]
    /// Ids no longer used by any row, the objective or a constraint (their kind is `.invalid`).
    private var freeSymbolCount = 0
    /// The number of free ids from which, when they are most of the ids, `compact()` renumbers.
    var compactionThreshold = 4096
    /// Symbol ids in use or free (the size of the per-symbol tables).
    var symbolCapacity: Int { kinds.count }

    public init() {}

    // MARK: Constraints

    public func hasConstraint(_ constraint: SolverConstraint) -> Bool { constraint.tag != nil }

    public func add(_ constraint: SolverConstraint) throws(SolverError) {
        guard constraint.tag == nil else { throw .duplicateConstraint }
        let (row, tag) = makeRow(constraint)
        var subject = chooseSubject(row, tag)
        if subject == 0 && row.cells.keys.allSatisfy({ kinds[$0] == .dummy }) {
            guard abs(row.constant) < SolverRow.epsilon else { throw .unsatisfiableConstraint }
            subject = tag.marker
        }
        if subject == 0 {
            try addWithArtificialVariable(row)
        } else {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        }
        constraint.tag = tag
        constraintCount += 1
        liveConstraints[ObjectIdentifier(constraint)] = constraint
        do {
            // An external subject that was parametric now has a value, which can push restricted rows
            // below zero; kiwi goes on to the primal simplex with such rows and can then find "the
            // objective is unbounded". The dual simplex first makes them feasible again.
            try dualOptimize()
            try optimize(objective)
        } catch {
            infeasibleRows.removeAll()
            try? remove(constraint)
            throw error
        }
    }

    public func remove(_ constraint: SolverConstraint) throws(SolverError) {
        guard let tag = constraint.tag else { throw .unknownConstraint }
        constraint.tag = nil
        constraintCount -= 1
        liveConstraints[ObjectIdentifier(constraint)] = nil
        for symbol in [tag.marker, tag.other] where kinds[symbol] == .error {
            if let row = rows[symbol] { objective.insert(row, -constraint.strength) } else {
                objective.insert(symbol, -constraint.strength)
            }
        }
        if rows[tag.marker] != nil {
            _ = takeRow(tag.marker)
        } else {
            let leaving = markerLeavingRow(tag.marker)
            guard leaving != 0 else { throw .internalError("Failed to find leaving row.") }
            let row = takeRow(leaving)
            row.solve(for: leaving, tag.marker)
            substitute(tag.marker, row)
        }
        try optimize(objective)
        free(tag.marker)
        free(tag.other)
        compactIfMostlyFree()
    }

    /// Changes the constant of `constraint`'s expression without removing it: the constraint's marker
    /// moves by the change, then the dual simplex restores feasibility. A change that makes the required
    /// constraints contradict each other is refused and undone.
    public func setConstant(_ constraint: SolverConstraint, to constant: Double) throws(SolverError) {
        guard var tag = constraint.tag else { throw .unknownConstraint }
        let change = constant - tag.constant
        guard change != 0 else { return }
        let shift = change / tag.markerCoefficient
        guard shiftMarker(tag.marker, by: shift) else {
            _ = shiftMarker(tag.marker, by: -shift)
            throw .unsatisfiableConstraint
        }
        pivotLog = []
        defer { pivotLog = nil }
        do {
            try dualOptimize()
        } catch {
            undoPivots()
            _ = shiftMarker(tag.marker, by: -shift)
            infeasibleRows.removeAll()
            throw .unsatisfiableConstraint
        }
        tag.constant = constant
        constraint.tag = tag
    }

    // MARK: Edit variables

    public func addEditVariable(_ variable: LayoutVariable, strength: Double) throws(SolverError) {
        let key = ObjectIdentifier(variable)
        guard edits[key] == nil else { throw .duplicateEditVariable }
        guard SolverStrength.clipped(strength) < SolverStrength.required else { throw .badRequiredStrength }
        let constraint = SolverConstraint(LinearExpression(variable), .equal, strength: strength)
        try add(constraint)
        edits[key] = constraint
    }

    public func removeEditVariable(_ variable: LayoutVariable) throws(SolverError) {
        guard let constraint = edits.removeValue(forKey: ObjectIdentifier(variable)) else { throw .unknownEditVariable }
        try remove(constraint)
    }

    public func hasEditVariable(_ variable: LayoutVariable) -> Bool { edits[ObjectIdentifier(variable)] != nil }

    /// Asks the edit variable to take `value` (as strongly as its strength); `updateVariables()` then
    /// gives the answer.
    public func suggestValue(_ variable: LayoutVariable, _ value: Double) throws(SolverError) {
        guard let constraint = edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable }
        try setConstant(constraint, to: -value)
    }

    /// Copies the current solution into every variable's `value`.
    public func updateVariables() {
        for case let v? in variableOf { v.value = rows[v.symbol]?.constant ?? 0 }
    }

    /// The variables whose value may have moved since the last call (each once), so a layout pass can look
    /// only at the views the change reached instead of at every view in the engine.
    /// Pivots that leave a value where it was are not reported.
    public func takeChangedVariables() -> [LayoutVariable] {
        var out: [LayoutVariable] = []
        for s in changedExternals {
            isChanged[s] = false
            let d = (rows[s]?.constant ?? 0) - valueBefore[s]
            guard d != 0, let v = variableOf[s] else { continue }
            out.append(v)
        }
        changedExternals.removeAll(keepingCapacity: true)
        return out
    }

    /// Called before a step changes `symbol`'s row or its constant: remembers the value it had.
    private func noteChanged(_ symbol: Int) {
        guard kinds[symbol] == .external, !isChanged[symbol] else { return }
        isChanged[symbol] = true
        valueBefore[symbol] = rows[symbol]?.constant ?? 0
        changedExternals.append(symbol)
    }

    /// The value the tableau gives `variable` now (without `updateVariables`).
    public func value(of variable: LayoutVariable) -> Double {
        variable.symbol < 0 ? 0 : rows[variable.symbol]?.constant ?? 0
    }

    // MARK: Tableau

    func rowOf(_ symbol: Int) -> SolverRow? { rows[symbol] }
    func kind(of symbol: Int) -> Kind { kinds[symbol] }
    func objectiveCoefficient(_ symbol: Int) -> Double { objective.coefficient(for: symbol) }

    /// A parametric symbol can grow from zero unless a restricted row at zero decreases with it (or a row
    /// of redundant equalities holds it).
    func canGrow(_ symbol: Int) -> Bool {
        for basic in columns[symbol] {
            let row = rows[basic]!
            switch kinds[basic] {
            case .dummy: return false
            case .slack, .error: if row.cells[symbol]! < 0 && row.constant < SolverRow.epsilon { return false }
            default: break
            }
        }
        return true
    }

    // MARK: Freeing symbols

    /// Forgets `variable` once no constraint uses it (a freed view's): its id becomes free. A variable the
    /// tableau still holds (an edit variable, or a constraint still in the solver) is kept.
    public func release(_ variable: LayoutVariable) {
        let s = variable.symbol
        guard s > 0, variableOf[s] === variable, edits[ObjectIdentifier(variable)] == nil,
              rows[s] == nil, columns[s].isEmpty else { return }
        variableOf[s] = nil
        variable.symbol = -1
        free(s)
        compactIfMostlyFree()
    }

    /// Marks `symbol` free if nothing holds it any more (a removed constraint's symbols never appear in
    /// what is left: every row is a combination of the remaining constraints). 0 is not a symbol.
    private func free(_ symbol: Int) {
        guard symbol > 0, kinds[symbol] != .invalid, rows[symbol] == nil, columns[symbol].isEmpty,
              objective.cells[symbol] == nil, variableOf[symbol] == nil else { return }
        kinds[symbol] = .invalid
        freeSymbolCount += 1
    }

    private func compactIfMostlyFree() {
        if freeSymbolCount >= compactionThreshold && 2 * freeSymbolCount > kinds.count { compact() }
    }

    /// Renumbers the live symbols 1, 2, 3… in their present order, dropping the free ids. Only between
    /// operations (no artificial row, no pivot log, no infeasible rows). Keeping the order keeps every
    /// lowest-id choice, so the solver decides as it would have without renumbering.
    func compact() {
        var newID = [Int](repeating: 0, count: kinds.count)
        var next = 1
        for s in 1..<kinds.count where kinds[s] != .invalid {
            newID[s] = next
            next += 1
        }
        func remapped(_ row: SolverRow) {
            var cells: [Int: Double] = [:]
            cells.reserveCapacity(row.cells.count)
            for (s, c) in row.cells { cells[newID[s]] = c }
            row.cells = cells
        }
        var kinds2: [Kind] = [.invalid], rows2: [SolverRow?] = [nil], columns2: [Set<Int>] = [[]]
        var variableOf2: [LayoutVariable?] = [nil], isChanged2 = [false], valueBefore2: [Double] = [0]
        for s in 1..<kinds.count where kinds[s] != .invalid {
            kinds2.append(kinds[s])
            if let row = rows[s] { remapped(row) }
            rows2.append(rows[s])
            columns2.append(Set(columns[s].map { newID[$0] }))
            variableOf2.append(variableOf[s])
            variableOf[s]?.symbol = newID[s]
            isChanged2.append(isChanged[s])
            valueBefore2.append(valueBefore[s])
        }
        remapped(objective)
        for constraint in liveConstraints.values {
            guard var tag = constraint.tag else { continue }
            tag.marker = newID[tag.marker]
            tag.other = newID[tag.other]
            constraint.tag = tag
        }
        changedExternals = changedExternals.compactMap { newID[$0] == 0 ? nil : newID[$0] }
        kinds = kinds2
        rows = rows2
        columns = columns2
        variableOf = variableOf2
        isChanged = isChanged2
        valueBefore = valueBefore2
        freeSymbolCount = 0
    }

    private func newSymbol(_ kind: Kind) -> Int {
        kinds.append(kind)
        rows.append(nil)
        columns.append([])
        variableOf.append(nil)
        isChanged.append(false)
        valueBefore.append(0)
        return kinds.count - 1
    }

    private func symbol(for variable: LayoutVariable) -> Int {
        if variable.symbol < 0 {
            variable.symbol = newSymbol(.external)
            variableOf[variable.symbol] = variable
        }
        return variable.symbol
    }

    private func insertRow(_ basic: Int, _ row: SolverRow) {
        noteChanged(basic)
        rows[basic] = row
        for symbol in row.cells.keys { columns[symbol].insert(basic) }
    }

    private func takeRow(_ basic: Int) -> SolverRow {
        let row = rows[basic]!
        noteChanged(basic)
        rows[basic] = nil
        for symbol in row.cells.keys { columns[symbol].remove(basic) }
        return row
    }

    /// Replaces `symbol` by `row` (which solves for it) in every tableau row that holds it, the objective
    /// and the artificial objective; rows whose restricted basic symbol turns negative become infeasible.
    private func substitute(_ symbol: Int, _ row: SolverRow) {
        let users = columns[symbol]
        columns[symbol] = []
        for basic in users {
            let target = rows[basic]!
            guard let a = target.cells.removeValue(forKey: symbol) else { continue }
            if row.constant != 0 {
                noteChanged(basic)
                target.constant += a * row.constant
            }
            target.cells.reserveCapacity(target.cells.count + row.cells.count)
            for (s, c) in row.cells {
                if let i = target.cells.index(forKey: s) {
                    let sum = target.cells.values[i] + a * c
                    if abs(sum) < SolverRow.epsilon {
                        target.cells.remove(at: i)
                        columns[s].remove(basic)
                    } else {
                        target.cells.values[i] = sum
                    }
                } else {
                    let product = a * c
                    if abs(product) >= SolverRow.epsilon {
                        target.cells[s] = product
                        columns[s].insert(basic)
                    }
                }
            }
            if target.constant < 0 && kinds[basic] != .external { infeasibleRows.append(basic) }
        }
        objective.substitute(symbol, row)
        artificial?.substitute(symbol, row)
    }

    private func pivot(leaving: Int, entering: Int) {
        let row = takeRow(leaving)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        insertRow(entering, row)
        pivotLog?.append((leaving, entering))
    }

    private func undoPivots() {
        guard let log = pivotLog else { return }
        pivotLog = nil
        for step in log.reversed() { pivot(leaving: step.entering, entering: step.leaving) }
        pivotLog = []
    }

    private func makeRow(_ constraint: SolverConstraint) -> (SolverRow, SolverTag) {
        let expression = constraint.expression
        let row = SolverRow(constant: expression.constant)
        for term in expression.terms where abs(term.coefficient) >= SolverRow.epsilon {
            let s = symbol(for: term.variable)
            if let basic = rows[s] { row.insert(basic, term.coefficient) } else { row.insert(s, term.coefficient) }
        }
        var tag = SolverTag(marker: 0, other: 0, markerCoefficient: 1, constant: expression.constant)
        let isRequired = constraint.strength >= SolverStrength.required
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let coefficient: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = newSymbol(.slack)
            tag.markerCoefficient = coefficient
            row.insert(tag.marker, coefficient)
            if !isRequired {
                tag.other = newSymbol(.error)
                row.insert(tag.other, -coefficient)
                objective.insert(tag.other, constraint.strength)
            }
        case .equal:
            if !isRequired {
                tag.marker = newSymbol(.error)
                tag.other = newSymbol(.error)
                tag.markerCoefficient = -1
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                objective.insert(tag.marker, constraint.strength)
                objective.insert(tag.other, constraint.strength)
            } else {
                tag.marker = newSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return (row, tag)
    }

    /// An external symbol if the row has one (the lowest id); else the marker or the other symbol when it
    /// is a slack or error with a negative coefficient; else none (0).
    private func chooseSubject(_ row: SolverRow, _ tag: SolverTag) -> Int {
        var best = 0
        for s in row.cells.keys where kinds[s] == .external && (best == 0 || s < best) { best = s }
        if best != 0 { return best }
        for s in [tag.marker, tag.other] where kinds[s] == .slack || kinds[s] == .error {
            if row.coefficient(for: s) < 0 { return s }
        }
        return 0
    }

    /// Phase one for a row with no usable subject: an artificial variable is made basic for it and the
    /// row's value minimized; zero means the constraint can hold. If not, the pivots are undone.
    private func addWithArtificialVariable(_ row: SolverRow) throws(SolverError) {
        let art = newSymbol(.slack)
        insertRow(art, row.copy())
        artificial = row.copy()
        pivotLog = []
        defer { pivotLog = nil }
        func refuse() -> SolverError {
            undoPivots()
            if rows[art] != nil { _ = takeRow(art) }
            for basic in columns[art] { rows[basic]!.cells[art] = nil }
            columns[art] = []
            objective.cells[art] = nil
            infeasibleRows.removeAll()
            free(art)
            return .unsatisfiableConstraint
        }
        do { try optimize(artificial!) } catch { artificial = nil; throw refuse() }
        let success = abs(artificial!.constant) < SolverRow.epsilon
        artificial = nil
        guard success else { throw refuse() }
        if rows[art] != nil {
            let artRow = takeRow(art)
            if !artRow.cells.isEmpty {
                var entering = 0
                for s in artRow.cells.keys where (kinds[s] == .slack || kinds[s] == .error) && (entering == 0 || s < entering) {
                    entering = s
                }
                guard entering != 0 else { insertRow(art, artRow); throw refuse() }
                artRow.solve(for: art, entering)
                substitute(entering, artRow)
                insertRow(entering, artRow)
            }
        }
        for basic in columns[art] { rows[basic]!.cells[art] = nil }
        columns[art] = []
        objective.cells[art] = nil
        free(art)
    }

    /// Primal simplex: pivots until no symbol of `objective` has a negative coefficient.
    private func optimize(_ objective: SolverRow) throws(SolverError) {
        while true {
            var entering = 0
            for (s, c) in objective.cells where c < 0 && kinds[s] != .dummy && (entering == 0 || s < entering) {
                entering = s
            }
            if entering == 0 { return }
            var leaving = 0
            var ratio = Double.greatestFiniteMagnitude
            for basic in columns[entering] where kinds[basic] != .external {
                let row = rows[basic]!
                let c = row.cells[entering]!
                guard c < 0 else { continue }
                let r = -row.constant / c
                if r < ratio || (r == ratio && basic < leaving) { ratio = r; leaving = basic }
            }
            guard leaving != 0 else { throw .internalError("The objective is unbounded.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// Dual simplex: pivots each infeasible row (a restricted basic symbol below zero) back to feasibility,
    /// keeping the objective optimal.
    private func dualOptimize() throws(SolverError) {
        while let leaving = infeasibleRows.popLast() {
            guard let row = rows[leaving], row.constant < -SolverRow.epsilon else { continue }
            var entering = 0
            var ratio = Double.greatestFiniteMagnitude
            for (s, c) in row.cells where c > 0 && kinds[s] != .dummy {
                let r = objective.coefficient(for: s) / c
                if r < ratio || (r == ratio && s < entering) { ratio = r; entering = s }
            }
            guard entering != 0 else { throw .internalError("Dual optimize failed.") }
            pivot(leaving: leaving, entering: entering)
        }
    }

    /// The row to pivot a parametric marker into, to remove its constraint (kiwi's choice: the restricted
    /// row with the smallest ratio for a negative, then a positive coefficient, else an external row).
    private func markerLeavingRow(_ marker: Int) -> Int {
        var r1 = Double.greatestFiniteMagnitude, r2 = r1
        var first = 0, second = 0, third = 0
        // ties go to the lowest id (without sorting the column: a marker of a long chain is in thousands of rows)
        for basic in columns[marker] {
            let row = rows[basic]!
            let c = row.cells[marker]!
            if kinds[basic] == .external {
                if third == 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -row.constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = row.constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        return first != 0 ? first : second != 0 ? second : third
    }

    /// Moves `marker` by `shift` in the tableau (the constant of its constraint changed): its own row's
    /// constant if it is basic, else every row that holds it. Rows that turn negative are queued for the
    /// dual simplex. False when a row of redundant required equalities (a basic dummy) no longer holds.
    private func shiftMarker(_ marker: Int, by shift: Double) -> Bool {
        var holds = true
        func moved(_ basic: Int, _ row: SolverRow) {
            if kinds[basic] == .dummy {
                if abs(row.constant) >= SolverRow.epsilon { holds = false }
            } else if row.constant < 0 && kinds[basic] != .external {
                infeasibleRows.append(basic)
            }
        }
        if let row = rows[marker] {
            row.constant -= shift
            moved(marker, row)
        } else {
            for basic in columns[marker] {
                let row = rows[basic]!
                noteChanged(basic)
                row.constant += row.cells[marker]! * shift
                moved(basic, row)
            }
        }
        if !holds { infeasibleRows.removeAll() }
        return holds
    }
}

extension CassowarySolver {
    /// Whether the constraints leave `variable` free to move without making them hold any worse (UIKit's
    /// ambiguity): nothing fixed it (it is parametric), or its row holds a free external symbol, or a
    /// slack or error symbol that costs nothing and can grow without making a restricted row negative.
    public func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard variable.symbol >= 0, let row = rowOf(variable.symbol) else { return true }
        return row.cells.keys.contains { s in
            switch kind(of: s) {
            case .external: return true
            case .slack, .error: return abs(objectiveCoefficient(s)) < SolverRow.epsilon && canGrow(s)
            default: return false
            }
        }
    }
}
