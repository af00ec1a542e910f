import Foundation

/// The cells a table or collection view took off screen, by reuse identifier, waiting to be dequeued
/// again. A kept cell is hidden and stays a subview, so reusing it costs no re-adding.
@MainActor
struct CellReusePool<Cell: UIView> {
    private var cells: [String: [Cell]] = [:]

    /// The cells waiting, of every identifier.
    var count: Int { cells.values.reduce(0) { $0 + $1.count } }

    /// The last cell kept under `identifier`, taken out of the pool.
    mutating func take(_ identifier: String) -> Cell? { cells[identifier]?.popLast() }

    /// Keeps `cell` under `identifier` unless `limit` of its kind are already waiting; false when it is
    /// not kept (the caller removes it).
    mutating func keep(_ cell: Cell, as identifier: String, limit: Int) -> Bool {
        guard cells[identifier, default: []].count < limit else { return false }
        cell.isHidden = true
        cells[identifier, default: []].append(cell)
        return true
    }
}
