/// Maps a column of the rewritten file back to the user's column on the same line (lines never move:
/// the rewrite adds no newline). Columns are 1-based UTF-8 byte columns, as the compiler counts them.
struct ColumnMap {
    /// Per line: the edits on it, in order, as (rewritten start column, rewritten length, original start
    /// column, original length).
    private var spans: [Int: [(newStart: Int, newLength: Int, oldStart: Int, oldLength: Int)]] = [:]

    mutating func record(line: Int, newStart: Int, newLength: Int, oldStart: Int, oldLength: Int) {
        spans[line, default: []].append((newStart, newLength, oldStart, oldLength))
    }

    func originalColumn(line: Int, column: Int) -> Int {
        guard let list = spans[line] else { return column }
        var shift = 0
        for s in list {
            if column < s.newStart { break }
            if column < s.newStart + s.newLength { return s.oldStart }
            shift += s.newLength - s.oldLength
        }
        return max(1, column - shift)
    }

    /// Whether the rewritten column falls inside text the rewrite inserted.
    func isInserted(line: Int, column: Int) -> Bool {
        spans[line]?.contains { column >= $0.newStart && column < $0.newStart + $0.newLength && $0.oldLength == 0 } ?? false
    }
}
