import Dispatch

/// Splits a warp's rows across threads. Each thread takes a contiguous band, so writes never share a
/// cache line except at band boundaries, and the per-draw set-up is done once by the caller and shared.
enum RowBands {
    static func run(rows: Range<Int>, threads: Int, _ body: (Int) -> Void) {
        let n = max(1, min(threads, rows.count / 8))
        if n == 1 {
            for y in rows { body(y) }
            return
        }
        let per = (rows.count + n - 1) / n
        withoutActuallyEscaping(body) { body in
            DispatchQueue.concurrentPerform(iterations: n) { band in
                let start = rows.lowerBound + band * per
                for y in start..<min(rows.upperBound, start + per) { body(y) }
            }
        }
    }
}
