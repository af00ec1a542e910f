/// A row of the simplex tableau: `basic = constant + Σ coefficient·symbol` once it is in the tableau
/// (before that, `0 = constant + Σ …`). Symbols are the solver's integer ids; cells whose coefficient
/// comes within `SolverRow.epsilon` of zero are dropped, as kiwi does.
final class SolverRow {
    static let epsilon = 1.0e-8

    @exclusivity(unchecked) var constant: Double
    @exclusivity(unchecked) var cells: [Int: Double]

    init(constant: Double = 0, cells: [Int: Double] = [:]) {
        self.constant = constant
        self.cells = cells
    }

    func copy() -> SolverRow { SolverRow(constant: constant, cells: cells) }

    func coefficient(for symbol: Int) -> Double { cells[symbol] ?? 0 }

    /// Adds `coefficient·symbol`, dropping the cell when the sum vanishes. (One hash look-up: the rows of
    /// a long chain of constraints hold thousands of cells, and this is the solver's innermost step.)
    func insert(_ symbol: Int, _ coefficient: Double = 1) {
        if let i = cells.index(forKey: symbol) {
            let sum = cells.values[i] + coefficient
            if abs(sum) < SolverRow.epsilon { cells.remove(at: i) } else { cells.values[i] = sum }
        } else if abs(coefficient) >= SolverRow.epsilon {
            cells[symbol] = coefficient
        }
    }

    /// Adds `coefficient·row`.
    func insert(_ row: SolverRow, _ coefficient: Double = 1) {
        constant += row.constant * coefficient
        cells.reserveCapacity(cells.count + row.cells.count)
        for (symbol, c) in row.cells { insert(symbol, c * coefficient) }
    }

    func reverseSign() {
        constant = -constant
        cells = cells.mapValues { -$0 }
    }

    /// `0 = … + a·symbol + …` becomes `symbol = …` (the symbol's cell is removed).
    func solve(for symbol: Int) {
        let a = cells.removeValue(forKey: symbol)!
        let k = -1 / a
        constant *= k
        cells = cells.mapValues { $0 * k }
    }

    /// `lhs = … + a·rhs + …` becomes `rhs = …` (with `lhs` among the cells).
    func solve(for lhs: Int, _ rhs: Int) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `symbol` by the right side of `row` (which solves for it).
    func substitute(_ symbol: Int, _ row: SolverRow) {
        if let a = cells.removeValue(forKey: symbol) { insert(row, a) }
    }
}
