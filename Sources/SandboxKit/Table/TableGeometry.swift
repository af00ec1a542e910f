import Foundation

/// Where a table's headers and rows are, in content coordinates: per section the header's top and
/// height, and the tops of its rows (one more entry than rows, the last being the rows' bottom), so
/// finding the rows in a rectangle is a binary search, whatever the number of rows.
struct TableGeometry {
    struct Section {
        var headerTop: CGFloat = 0
        var headerHeight: CGFloat = 0
        /// `rowTops[i]` is row i's top; `rowTops[count]` the bottom of the last row.
        var rowTops: [CGFloat] = [0]
        var footerHeight: CGFloat = 0

        var numberOfRows: Int { rowTops.count - 1 }
        var rowsTop: CGFloat { rowTops[0] }
        var rowsBottom: CGFloat { rowTops[rowTops.count - 1] }
        var top: CGFloat { headerTop }
        var bottom: CGFloat { rowsBottom + footerHeight }
    }

    var sections: [Section] = []
    /// The rows' x and width (the inset-grouped style insets them).
    var rowMinX: CGFloat = 0
    var rowWidth: CGFloat = 0
    /// The table's header view above the first section and its footer view below the last.
    var headerViewHeight: CGFloat = 0
    var footerViewHeight: CGFloat = 0

    /// Where the footer view starts: below the last section (or the header view, with no sections).
    var sectionsBottom: CGFloat { sections.last?.bottom ?? headerViewHeight }
    var height: CGFloat { sectionsBottom + footerViewHeight }

    func contains(_ indexPath: IndexPath) -> Bool {
        sections.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < sections[indexPath.section].numberOfRows
    }

    func rowRect(_ indexPath: IndexPath) -> CGRect {
        guard contains(indexPath) else { return .zero }
        let s = sections[indexPath.section]
        let top = s.rowTops[indexPath.row]
        return CGRect(x: rowMinX, y: top, width: rowWidth, height: s.rowTops[indexPath.row + 1] - top)
    }

    /// The rows that overlap `minY..<maxY`, section by section as ranges.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [(section: Int, rows: Range<Int>)] {
        var result: [(Int, Range<Int>)] = []
        guard maxY > minY else { return [] }
        for (i, s) in sections.enumerated() where s.numberOfRows > 0 && s.rowsBottom > minY && s.rowsTop < maxY {
            // the first row whose bottom is below minY, and the first row whose top is at or below maxY
            let first = firstIndex(s.rowTops, 1..<s.rowTops.count) { $0 > minY } - 1
            let end = firstIndex(s.rowTops, first..<(s.rowTops.count - 1)) { $0 >= maxY }
            if end > first { result.append((i, first..<end)) }
        }
        return result
    }

    /// The row at `y`, if any.
    func row(at y: CGFloat) -> IndexPath? {
        for (i, s) in sections.enumerated() where s.numberOfRows > 0 && y >= s.rowsTop && y < s.rowsBottom {
            let r = firstIndex(s.rowTops, 1..<s.rowTops.count) { $0 > y } - 1
            return IndexPath(row: r, section: i)
        }
        return nil
    }

    /// The first index in `range` whose value satisfies `predicate` (false then true along the array),
    /// or `range.upperBound`.
    private func firstIndex(_ values: [CGFloat], _ range: Range<Int>, _ predicate: (CGFloat) -> Bool) -> Int {
        var lo = range.lowerBound, hi = range.upperBound
        while lo < hi {
            let mid = (lo + hi) / 2
            if predicate(values[mid]) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
