/// A line-by-line diff of two sequences (longest common subsequence), shared by trace checks and log
/// diffs. Large inputs fall back to comparing position by position, so a diff never takes quadratic
/// memory beyond a few million cells.
public enum SequenceDiff {
    public enum Step: Equatable {
        case same(Int, Int)
        case onlyA(Int)
        case onlyB(Int)
    }

    public static func steps<T>(_ a: [T], _ b: [T], equal: (T, T) -> Bool) -> [Step] {
        let n = a.count, m = b.count
        guard n * m <= 4_000_000 else { return positional(n, m, a, b, equal) }
        // lcs[i][j]: length of the LCS of a[i...] and b[j...].
        var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    lcs[i][j] = equal(a[i], b[j]) ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
                }
            }
        }
        var out: [Step] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, equal(a[i], b[j]) { out.append(.same(i, j)); i += 1; j += 1 }
            else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] { out.append(.onlyA(i)); i += 1 }
            else { out.append(.onlyB(j)); j += 1 }
        }
        return out
    }

    private static func positional<T>(_ n: Int, _ m: Int, _ a: [T], _ b: [T], _ equal: (T, T) -> Bool) -> [Step] {
        var out: [Step] = []
        for k in 0..<max(n, m) {
            if k < n, k < m, equal(a[k], b[k]) { out.append(.same(k, k)); continue }
            if k < n { out.append(.onlyA(k)) }
            if k < m { out.append(.onlyB(k)) }
        }
        return out
    }
}
