import Dispatch

/// Splits a warp's rows across threads. Each thread takes a contiguous band, so writes never share a
/// cache line except at band boundaries, and the per-draw set-up is done once by the caller and shared.
enum RowBands {
    static func run(rows: Range<Int>, threads: Int, _ body: (Int) -> Void) {
        run(bands: rows, threads: threads) { band in
            for y in band { body(y) }
        }
    }

    /// Like `run`, but hands `body` up to `height` rows at a time, in order (fewer only at the end of a
    /// thread's band): for warps drawn in layers, each layer over the rows before the next layer.
    static func run(rows: Range<Int>, height: Int, threads: Int, _ body: (Range<Int>) -> Void) {
        let step = max(height, 1)
        run(bands: rows, threads: threads) { band in
            for y in stride(from: band.lowerBound, to: band.upperBound, by: step) {
                body(y..<min(y + step, band.upperBound))
            }
        }
    }

    /// Like `run`, but each thread walks its band in vertical strips of `stripWidth` columns (every row of
    /// a strip before the next strip): a warp whose rows read far-apart source rows, or per-column tables
    /// as wide as the frame, then keeps one strip's source lines and tables in the L1 cache from one row
    /// to the next instead of streaming them all again on every row.
    static func runStrips(rows: Range<Int>, columns: Range<Int>, stripWidth: Int, threads: Int,
                          _ body: (Int, Range<Int>) -> Void) {
        runStripBands(rows: rows, columns: columns, stripWidth: stripWidth, height: 1, threads: threads) { band, strip in
            body(band.lowerBound, strip)
        }
    }

    /// Like `runStrips`, but hands `body` up to `height` rows of a strip at a time (fewer only at the end
    /// of a thread's band), for kernels that draw tiles several rows high.
    static func runStripBands(rows: Range<Int>, columns: Range<Int>, stripWidth: Int, height: Int, threads: Int,
                              _ body: (Range<Int>, Range<Int>) -> Void) {
        let width = max(stripWidth, 8)
        run(bands: rows, threads: threads) { band in
            var x = columns.lowerBound
            while x < columns.upperBound {
                let strip = x..<min(columns.upperBound, x + width)
                for y in stride(from: band.lowerBound, to: band.upperBound, by: height) {
                    body(y..<min(y + height, band.upperBound), strip)
                }
                x = strip.upperBound
            }
        }
    }

    /// Splits `rows` into one contiguous band per thread (as `run` does) and hands each band to `body`.
    private static func run(bands rows: Range<Int>, threads: Int, _ body: (Range<Int>) -> Void) {
        let n = max(1, min(threads, rows.count / 8))
        if n == 1 {
            body(rows)
            return
        }
        let per = (rows.count + n - 1) / n
        withoutActuallyEscaping(body) { body in
            let shared = BandBody(call: body)
            DispatchQueue.concurrentPerform(iterations: n) { band in
                let start = rows.lowerBound + band * per
                shared.call(start..<min(rows.upperBound, start + per))
            }
        }
    }
}

/// A band body called from several threads at once. Sound because every call gets its own rows to
/// write, the inputs it reads do not change while the bands run, and the caller waits for all of them.
private struct BandBody: @unchecked Sendable {
    let call: (Range<Int>) -> Void
}
