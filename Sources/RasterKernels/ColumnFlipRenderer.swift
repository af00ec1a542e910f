/// The fast path of `FlipWarp` about the vertical axis, chosen once per draw (for pages of at least
/// 2×2 pixels: it reads each texel pair with one 64-bit load).
///
/// Turning about a vertical axis keeps every target column on one source column: u, its bilinear
/// weight, its edge coverage and the vertical scale G = ∂v/∂y depend on x alone. They are tabled once per
/// draw, so each pixel costs one multiply-add for v, the fetch and the store, with no division and no
/// per-pixel horizontal set-up. The general path (`ProjectiveSpanRenderer`) must give the same pixels;
/// a test compares them on random pages.
public struct ColumnFlipRenderer {
    /// Per target column, from `firstColumn`: v at y = 0 (pixel centre), G, the x-slope terms, u-edge coverage,
    /// source column and its weight.
    public struct Tables {
        public let v0: UnsafeMutablePointer<Float>
        public let g: UnsafeMutablePointer<Float>
        /// ∂v/∂x = vx − v·wx: the slope terms of the top and bottom edges' distance.
        public let vx: UnsafeMutablePointer<Float>
        public let wx: UnsafeMutablePointer<Float>
        public let coverage: UnsafeMutablePointer<Float>
        public let column: UnsafeMutablePointer<Int32>
        public let weight: UnsafeMutablePointer<Int32>
        /// For the tiles, found once here rather than in each tile: the offset of `column` in the
        /// transposed page (`column` times the page's height), and `weight` in both 16-bit halves.
        public let columnStart: UnsafeMutablePointer<Int>
        public let weightPair: UnsafeMutablePointer<Int32>
    }

    public let sampler: BilinearSampler
    public let firstColumn: Int
    public let tables: Tables
    public let sourceHeight: Float
    public let marginV: Float
    /// The map the tables came from, for each row's interior span.
    public let map: ProjectiveMap
    /// Target columns whose page column lies whole inside the page (u-edge coverage 1).
    public let innerColumns: Range<Int>
    /// True when every drawn column's G lies in 0 < G ≤ 1.75: eight rows of a column then read at most
    /// fifteen consecutive texels of a page column, as `renderTiles` needs. (A flip keeps G, the
    /// perspective's vertical scale, near 1.)
    public let tileable: Bool

    /// Fills the tables for target columns `columns` on the stack and hands the renderer to `body`.
    public static func with<R>(map: ProjectiveMap, sampler: BilinearSampler, columns: Range<Int>,
                        _ body: (ColumnFlipRenderer) -> R) -> R {
        let n = columns.count + 8 // padding: the last block reads whole lanes
        return withUnsafeTemporaryAllocation(of: Float.self, capacity: 5 * n) { floats in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 3 * n) { ints in
                withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { starts in
                    body(tabled(map: map, sampler: sampler, columns: columns, n, floats.baseAddress!, ints.baseAddress!, starts.baseAddress!))
                }
            }
        }
    }

    /// The renderer with its tables, of `n` entries each, filled in the given buffers (of 5n, 3n and n).
    private static func tabled(map: ProjectiveMap, sampler: BilinearSampler, columns: Range<Int>, _ n: Int, _ f: UnsafeMutablePointer<Float>,
                               _ i: UnsafeMutablePointer<Int32>, _ starts: UnsafeMutablePointer<Int>) -> ColumnFlipRenderer {
        let t = Tables(v0: f, g: f + n, vx: f + 2 * n, wx: f + 3 * n, coverage: f + 4 * n, column: i, weight: i + n,
                       columnStart: starts, weightPair: i + 2 * n)
        let w = Double(sampler.width)
        var maxG: Float = 1
        var tileable = true
        var inner = columns.upperBound..<columns.upperBound
        for k in 0..<n {
            let x = columns.lowerBound + min(k, columns.count - 1)
            let xc = Double(x) + 0.5
            let den = map.c.x * xc + map.c.z
            var cov = 0.0
            if den > 0, k < columns.count {
                let u = (map.a.x * xc + map.a.z) / den
                let dudx = abs((map.a.x - u * map.c.x) / den)
                cov = min(max(min(u, w - u) / max(dudx, 1e-9) + 0.5, 0), 1)
                let (col, wx) = sampler.column(Float(u))
                t.column[k] = col; t.weight[k] = wx
                t.v0[k] = Float((map.b.x * xc + map.b.z) / den)
                t.g[k] = Float(map.b.y / den)
                t.vx[k] = Float(map.b.x / den); t.wx[k] = Float(map.c.x / den)
                maxG = max(maxG, abs(t.g[k]))
                if !(t.g[k] > 0 && t.g[k] <= 1.75) { tileable = false }
            } else {
                t.column[k] = 0; t.weight[k] = 0; t.v0[k] = -1e6; t.g[k] = 1; t.vx[k] = 0; t.wx[k] = 0
            }
            t.coverage[k] = Float(cov)
            t.columnStart[k] = Int(t.column[k]) * Int(sampler.height)
            let pw = UInt32(bitPattern: t.weight[k])
            t.weightPair[k] = Int32(bitPattern: pw | pw << 16)
            if t.coverage[k] == 1, k < columns.count {
                // u is monotonic across the columns, so the whole ones are one run
                inner = inner.isEmpty ? x..<(x + 1) : inner.lowerBound..<(x + 1)
            }
        }
        return ColumnFlipRenderer(sampler: sampler, firstColumn: columns.lowerBound, tables: t,
                                  sourceHeight: Float(sampler.height), marginV: maxG + 1, map: map, innerColumns: inner,
                                  tileable: tileable)
    }

    /// The columns of row `y` whose pixels all lie well inside the page: u-edge coverage 1 and v at least
    /// `marginV` (plus a little, for single-precision rounding) from the top and bottom edges, where the
    /// edge path would give full coverage and no clamping. v is monotonic along a row (the map's
    /// denominator is positive on these columns), so they are one run.
    public func interior(y: Int) -> Range<Int> { interior(y: y, within: innerColumns) }

    /// `interior(y:)` clamped to `columns`, searching only there (the run is the same, cut to `columns`).
    ///
    /// Each end is where v crosses a limit: v = (b·x + n) / (c·x + d) along the row, so the crossing has a
    /// closed form, and a step from there finds the exact first column that passes the test. (It is
    /// called for every row; a bisection took 4% of a flip frame's instructions, in chains of dependent
    /// divisions.)
    public func interior(y: Int, within columns: Range<Int>) -> Range<Int> {
        let inner = innerColumns.clamped(to: columns)
        let a = inner.lowerBound, b = inner.upperBound
        let low = Double(marginV) + 0.05, high = Double(sourceHeight) - low
        guard a < b, low < high else { return a..<a }
        let numerator = map.b.y * (Double(y) + 0.5) + map.b.z
        func v(_ x: Int) -> Double {
            let xc = Double(x) + 0.5
            return (map.b.x * xc + numerator) / (map.c.x * xc + map.c.z)
        }
        let first = v(a), last = v(b - 1)
        // the first column in a..<b where `test` holds (it holds from some column on): where v crosses
        // `limit`, when it does so between the ends (beyond them, the formula can give the hyperbola's
        // other branch)
        func firstColumn(_ limit: Double, _ test: (Double) -> Bool) -> Int {
            if test(first) { return a }
            if !test(last) { return b }
            let crossing = (limit * map.c.z - numerator) / (map.b.x - limit * map.c.x) - 0.5
            var x = crossing.isFinite ? Int(min(max(crossing.rounded(.up), Double(a)), Double(b - 1))) : a
            while x > a && test(v(x - 1)) { x -= 1 }
            while x < b && !test(v(x)) { x += 1 }
            return x
        }
        let start, end: Int
        if first <= last {
            start = firstColumn(low) { $0 >= low }; end = firstColumn(high) { $0 > high }
        } else {
            start = firstColumn(high) { $0 <= high }; end = firstColumn(low) { $0 < low }
        }
        return start < end ? start..<end : a..<a
    }

    /// Renders target pixels `x0..<x1` (inside the tabled columns) of row `y`: blocks of eight inside
    /// `interior` without any per-pixel test, the others with the edge coverage and clamping. `interior`
    /// is `interior(y:)` or `interior(y:within:)` of any columns that hold `x0..<x1` (the caller has it
    /// from drawing the row's tiles).
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int, interior: Range<Int>) {
        let yc = FloatLanes(repeating: Float(y) + 0.5)
        let inner = interior.clamped(to: x0..<x1)
        var x = x0
        while x < x1 {
            if x >= inner.lowerBound, x + 8 <= inner.upperBound {
                let end = x + (inner.upperBound - x) / 8 * 8
                renderInterior(row: row, yc: yc, from: x, to: end)
                x = end
            } else {
                renderEdge(row: row, yc: yc, at: x, count: min(8, x1 - x))
                x += 8
            }
        }
    }

    /// Whole blocks of eight from `x` to `end`: the row and weight straight from v, the fetch, the store.
    @_transparent @usableFromInline
    func renderInterior(row: UnsafeMutablePointer<UInt32>, yc: FloatLanes, from start: Int, to end: Int) {
        let half = FloatLanes(repeating: 0.5), stride = IntLanes(repeating: sampler.width)
        var x = start
        while x < end {
            let k = x - firstColumn
            let g = UnsafeRawPointer(tables.g + k).loadUnaligned(as: FloatLanes.self)
            let v = UnsafeRawPointer(tables.v0 + k).loadUnaligned(as: FloatLanes.self) + yc * g
            let f = fixed8(v - half)
            let column = UnsafeRawPointer(tables.column + k).loadUnaligned(as: IntLanes.self)
            let wx = UnsafeRawPointer(tables.weight + k).loadUnaligned(as: IntLanes.self)
            let color = sampler.fetchPaired(index: (f &>> 8) &* stride &+ column, wx: wx, wy: f & 255)
            storeOver(color, to: row + x)
            x += 8
        }
    }

    /// One block of `count` (1...8) pixels at `x`, near an edge of the page.
    @_transparent @usableFromInline
    func renderEdge(row: UnsafeMutablePointer<UInt32>, yc: FloatLanes, at x: Int, count: Int) {
        let h = FloatLanes(repeating: sourceHeight), half = FloatLanes(repeating: 0.5)
        let margin = FloatLanes(repeating: marginV), one = FloatLanes(repeating: 1)
        let zero = IntLanes(repeating: 0), full = IntLanes(repeating: 256)
        let maxRow = IntLanes(repeating: sampler.height - 2), stride = IntLanes(repeating: sampler.width)
        let k = x - firstColumn
        let g = UnsafeRawPointer(tables.g + k).loadUnaligned(as: FloatLanes.self)
        let v = UnsafeRawPointer(tables.v0 + k).loadUnaligned(as: FloatLanes.self) + yc * g
        let cu = UnsafeRawPointer(tables.coverage + k).loadUnaligned(as: FloatLanes.self)
        let dv = lanesMin(v, h - v)
        let coverage: PixelLanes
        if anyLane(dv .< margin) || anyLane(cu .< one) {
            // distance to the top or bottom edge in target pixels: dv over |∇v|
            let vx = UnsafeRawPointer(tables.vx + k).loadUnaligned(as: FloatLanes.self)
            let wx = UnsafeRawPointer(tables.wx + k).loadUnaligned(as: FloatLanes.self)
            let dvdx = vx - v * wx
            let gradient = (dvdx * dvdx + g * g).squareRoot()
            coverage = coverage255(cu * clamp01(dv / gradient + half))
            if coverage.isAllZero { return }
        } else {
            coverage = PixelLanes(repeating: 255)
        }
        let f = fixed8(v - half)
        var y0 = f &>> 8, wy = f & 255
        wy.replace(with: zero, where: y0 .< zero)
        wy.replace(with: full, where: y0 .> maxRow)
        y0 = clampLanes(y0, zero, maxRow)
        let column = UnsafeRawPointer(tables.column + k).loadUnaligned(as: IntLanes.self)
        let wx = UnsafeRawPointer(tables.weight + k).loadUnaligned(as: IntLanes.self)
        let color = sampler.fetchPaired(index: y0 &* stride &+ column, wx: wx, wy: wy)
        blendStore(color, coverage: coverage, to: row + x, count: count)
    }

    /// Renders whole 8×8 tiles: columns `x0..<x1` (a multiple of 8 wide) of rows `y..<y + 8`, every pixel
    /// inside `interior(y:)` of its row, for a `tileable` draw. `pageColumns` is the page transposed
    /// (`FlipPage`): page column c's texels at c times the page's height, one row after the other, with at
    /// least 16 texels after the last. Eight rows of one target column read one page column pair, so each
    /// tile column loads sixteen consecutive texels of both columns and picks each row's pair out of them
    /// with `P` instead of gathering them one by one; the tile is then transposed into rows. Each pixel is
    /// computed as `render(row:y:x0:x1:interior:)` computes it: the same bytes.
    @inlinable @inline(__always)
    public func renderTiles<P: LanePermute>(_ permute: P.Type, pageColumns: UnsafePointer<UInt32>,
                                           target: UnsafeMutablePointer<UInt32>, targetWidth: Int, y: Int, x0: Int, x1: Int) {
        // row y + k's pixel centre, as each row computes its own: Float(y + k) + 0.5
        let yc = Float(y) + laneRamp + 0.5
        var x = x0
        while x < x1 {
            let first = interleaved(P.self, tileColumn(P.self, pageColumns, x, yc), tileColumn(P.self, pageColumns, x + 1, yc),
                                    tileColumn(P.self, pageColumns, x + 2, yc), tileColumn(P.self, pageColumns, x + 3, yc))
            let last = interleaved(P.self, tileColumn(P.self, pageColumns, x + 4, yc), tileColumn(P.self, pageColumns, x + 5, yc),
                                   tileColumn(P.self, pageColumns, x + 6, yc), tileColumn(P.self, pageColumns, x + 7, yc))
            let rows = transposed(first, last)
            let row = target + y * targetWidth + x
            let all = rows.0 & rows.1 & rows.2 & rows.3 & rows.4 & rows.5 & rows.6 & rows.7
            if all.alphas.isAll(255) {
                // an opaque tile, the usual case: stored as it is
                storeLanes(rows.0, to: row, count: 8)
                storeLanes(rows.1, to: row + targetWidth, count: 8)
                storeLanes(rows.2, to: row + 2 * targetWidth, count: 8)
                storeLanes(rows.3, to: row + 3 * targetWidth, count: 8)
                storeLanes(rows.4, to: row + 4 * targetWidth, count: 8)
                storeLanes(rows.5, to: row + 5 * targetWidth, count: 8)
                storeLanes(rows.6, to: row + 6 * targetWidth, count: 8)
                storeLanes(rows.7, to: row + 7 * targetWidth, count: 8)
            } else {
                storeOver(rows.0, to: row)
                storeOver(rows.1, to: row + targetWidth)
                storeOver(rows.2, to: row + 2 * targetWidth)
                storeOver(rows.3, to: row + 3 * targetWidth)
                storeOver(rows.4, to: row + 4 * targetWidth)
                storeOver(rows.5, to: row + 5 * targetWidth)
                storeOver(rows.6, to: row + 6 * targetWidth)
                storeOver(rows.7, to: row + 7 * targetWidth)
            }
            x += 8
        }
    }

    /// Target column x's eight pixels of a tile, rows `yc − 0.5` onwards.
    @_transparent @usableFromInline
    func tileColumn<P: LanePermute>(_: P.Type, _ pageColumns: UnsafePointer<UInt32>, _ x: Int, _ yc: FloatLanes) -> PixelLanes {
        let unit = PixelLanes(repeating: 0x0100_0100)
        let k = x - firstColumn
        let v = FloatLanes(repeating: tables.v0[k]) + yc * FloatLanes(repeating: tables.g[k])
        let f = fixed8(v - FloatLanes(repeating: 0.5))
        // each lane's row less the first lane's (which the windows start at), from f without its fraction
        let first = f[0] & ~255
        let rel = (f &- IntLanes(repeating: first)) &>> 8
        let left = UnsafeRawPointer(pageColumns + tables.columnStart[k] + Int(first >> 8))
        // A band of tiles crosses the whole row, so the page columns it reads come from L2 (from the band
        // above); ask for the next tile's now, as no hardware prefetcher follows a walk across columns:
        // both lines of its window, which spans two unless it starts on one (the second line gave 1%).
        // (The tables' padding of eight covers the last tile's columns.)
        let ahead = pageColumns + tables.columnStart[k + 8] + Int(first >> 8)
        prefetch(UnsafeRawPointer(ahead))
        prefetch(UnsafeRawPointer(ahead + 16))
        let right = left + 4 * Int(sampler.height)
        let fy = unsafeBitCast(f & 255, to: PixelLanes.self).doubled, gy = unit &- fy
        // top texels from windows at the first lane's row, bottom ones from windows a row further on, so
        // both take `rel` as it is; while the eight rows span at most eight texels one window serves
        let wide = rel .> IntLanes(repeating: 7)
        let topLeft, bottomLeft, topRight, bottomRight: PixelLanes
        if anyLane(wide) {
            topLeft = P.select(left.loadUnaligned(as: PixelLanes.self), left.loadUnaligned(fromByteOffset: 32, as: PixelLanes.self), where: wide, by: rel)
            bottomLeft = P.select(left.loadUnaligned(fromByteOffset: 4, as: PixelLanes.self),
                                  left.loadUnaligned(fromByteOffset: 36, as: PixelLanes.self), where: wide, by: rel)
            topRight = P.select(right.loadUnaligned(as: PixelLanes.self), right.loadUnaligned(fromByteOffset: 32, as: PixelLanes.self),
                                where: wide, by: rel)
            bottomRight = P.select(right.loadUnaligned(fromByteOffset: 4, as: PixelLanes.self),
                                   right.loadUnaligned(fromByteOffset: 36, as: PixelLanes.self), where: wide, by: rel)
        } else {
            topLeft = P.permute(left.loadUnaligned(as: PixelLanes.self), by: rel)
            bottomLeft = P.permute(left.loadUnaligned(fromByteOffset: 4, as: PixelLanes.self), by: rel)
            topRight = P.permute(right.loadUnaligned(as: PixelLanes.self), by: rel)
            bottomRight = P.permute(right.loadUnaligned(fromByteOffset: 4, as: PixelLanes.self), by: rel)
        }
        let leftTexel = topLeft.lerp(bottomLeft, fy, gy), rightTexel = topRight.lerp(bottomRight, fy, gy)
        let fx = PixelLanes(repeating: UInt32(bitPattern: tables.weightPair[k]))
        return leftTexel.lerp(rightTexel, fx, unit &- fx)
    }
}
