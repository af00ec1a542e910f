/// A line-by-line diff of two sequences, shared by trace checks and log diffs: Myers' algorithm (the
/// standard library's `difference(from:by:)`) at every size, so one inserted line is one difference
/// however long the sequences.
///
/// Myers' running time grows with the number of differences D and its memory with D². The common
/// prefix and suffix cost nothing; what lies between is diffed in windows of `window` elements a side,
/// each window's result kept up to its last matched pair and the rest diffed again with the next
/// elements, so memory stays bounded (a few tens of MB at worst) while a local change is found exactly
/// as a whole-sequence diff finds it.
package enum SequenceDiff {
    public enum Step: Equatable {
        case same(Int, Int)
        case onlyA(Int)
        case onlyB(Int)
    }

    /// Elements a side diffed at once.
    static let window = 1024

    public static func steps<T>(_ a: [T], _ b: [T], equal: (T, T) -> Bool) -> [Step] {
        var out: [Step] = []
        steps(a, b, equal: equal) { out.append($0) }
        return out
    }

    /// The steps in order, each given to `emit` as it is found (a long diff is never held whole).
    public static func steps<T>(_ a: [T], _ b: [T], equal: (T, T) -> Bool, emit: (Step) -> Void) {
        var i = 0, j = 0
        var n = a.count, m = b.count
        while i < n, j < m, equal(a[i], b[j]) { emit(.same(i, j)); i += 1; j += 1 }
        while n > i, m > j, equal(a[n - 1], b[m - 1]) { n -= 1; m -= 1 }
        while i < n || j < m {
            let aEnd = min(n, i + window), bEnd = min(m, j + window)
            let local = windowSteps(a[i..<aEnd], b[j..<bEnd], equal: equal)
            // Unless this window reaches both ends, keep its steps up to its last match only: what
            // follows may match elements beyond the window.
            var keep = local.count
            if aEnd < n || bEnd < m, let lastSame = local.lastIndex(where: { if case .same = $0 { return true }; return false }) {
                keep = lastSame + 1
            }
            for step in local[..<keep] {
                emit(step)
                switch step {
                case .same: i += 1; j += 1
                case .onlyA: i += 1
                case .onlyB: j += 1
                }
            }
        }
        for k in 0..<(a.count - n) { emit(.same(n + k, m + k)) }
    }

    /// Myers on one window; indexes are the slices' own (their parents').
    private static func windowSteps<T>(_ a: ArraySlice<T>, _ b: ArraySlice<T>, equal: (T, T) -> Bool) -> [Step] {
        let difference = b.difference(from: a, by: equal)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(a.startIndex + offset)
            case .insert(let offset, _, _): inserted.insert(b.startIndex + offset)
            }
        }
        var out: [Step] = []
        out.reserveCapacity(a.count + inserted.count)
        var i = a.startIndex, j = b.startIndex
        while i < a.endIndex || j < b.endIndex {
            if i < a.endIndex, removed.contains(i) { out.append(.onlyA(i)); i += 1 }
            else if j < b.endIndex, inserted.contains(j) { out.append(.onlyB(j)); j += 1 }
            else { out.append(.same(i, j)); i += 1; j += 1 }
        }
        return out
    }
}
