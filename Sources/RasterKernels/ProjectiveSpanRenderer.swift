/// Draws the part of a target row covered by a source bitmap under a `ProjectiveMap`, with bilinear
/// filtering, anti-aliased source edges (coverage from the distance to the source rectangle, measured in
/// target pixels), an optional brightness/lightening shade, and premultiplied "over" blending.
public struct ProjectiveSpanRenderer {
    public let map: ProjectiveMap
    public let sampler: BilinearSampler
    /// Source width and height as floats (the edges that get anti-aliased).
    public let sourceWidth: Float
    public let sourceHeight: Float
    /// Source texels per target pixel at most, over the drawn area: a block whose lanes all lie this far
    /// inside the source edges needs no coverage computation.
    public let interiorMargin: Float
    /// Colour factor and white mix (see `PixelLanes.shaded`) applied to the sampled page; `nil` when the
    /// page is drawn as is.
    public let shade: (keep: PixelLanes, white: PixelLanes)?

    public init(map: ProjectiveMap, source: BilinearSampler, maxScale: Double, shade: (keep: PixelLanes, white: PixelLanes)? = nil) {
        self.map = map
        sampler = source
        sourceWidth = Float(source.width)
        sourceHeight = Float(source.height)
        interiorMargin = Float(min(max(maxScale, 1) + 1, 1e6))
        self.shade = shade
        affine = map.c == SIMD3(0, 0, 1)
        // the per-lane lengths below with w = 1 and no w gradient: (g − u·0)·1 is g for every finite u
        let gux = Float(map.a.x), guy = Float(map.a.y), gvx = Float(map.b.x), gvy = Float(map.b.y)
        affineGradient = ((gux * gux + guy * guy).squareRoot(), (gvx * gvx + gvy * gvy).squareRoot())
    }

    /// True when the map's denominator is 1 everywhere: its positions need no division (dividing by 1
    /// would give the same floats).
    public let affine: Bool
    /// For an affine map, the source distance a target pixel spans along u and along v: the same at every
    /// pixel, so an edge block divides by these instead of computing them lane by lane (the same floats;
    /// those lengths and their square roots were a chain of dependent operations in each edge block).
    @usableFromInline let affineGradient: (u: Float, v: Float)

    /// Renders target pixels `x0..<x1` of row `y` into `row` (the target row's first pixel).
    ///
    /// Blocks of eight start at `x0 + 8k` on every path, so each pixel's source position comes from the
    /// same float operations and every path gives the same bytes. Where w > 0 the source position is
    /// monotonic along the row, so the row's blocks wholly inside the source's interior (coverage 1: no
    /// edge maths) and, for affine maps, those wholly outside it (coverage 0: skipped) are found once per
    /// row (`RowLimits`) instead of being tested block by block.
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int) {
        guard x1 > x0 else { return }
        let yc = Double(y) + 0.5
        let au = map.a.x, bu = map.b.x, cu = map.c.x
        let nu0 = map.a.y * yc + map.a.z, nv0 = map.b.y * yc + map.b.z, w0 = map.c.y * yc + map.c.z
        let stepU = Float(au), stepV = Float(bu), stepW = Float(cu)
        let zero = FloatLanes(repeating: 0), half = FloatLanes(repeating: 0.5)
        let wSrc = FloatLanes(repeating: sourceWidth), hSrc = FloatLanes(repeating: sourceHeight)
        let margin = FloatLanes(repeating: interiorMargin)
        let gradUX = Float(map.a.x), gradUY = Float(map.a.y), gradVX = Float(map.b.x), gradVY = Float(map.b.y)
        let gradWX = Float(map.c.x), gradWY = Float(map.c.y)
        let limits = rowLimits(nu0: nu0, nv0: nv0, w0: w0, x0: x0, x1: x1)
        var x = x0 + (limits.visible.lowerBound - x0) / 8 * 8
        let end = limits.visible.upperBound
        let lanesX = laneRamp
        // the block at x's source positions, its w and 1/w: the same float operations on every path (an
        // affine map's w is exactly 1: w0 = 1 and no step)
        @inline(__always) func source(_ x: Int) -> (u: FloatLanes, v: FloatLanes, w: FloatLanes, r: FloatLanes) {
            let xc = Double(x) + 0.5
            let nu = Float(nu0 + au * xc) + lanesX * stepU
            let nv = Float(nv0 + bu * xc) + lanesX * stepV
            if affine { return (nu, nv, FloatLanes(repeating: 1), FloatLanes(repeating: 1)) }
            let w = Float(w0 + cu * xc) + lanesX * stepW, r = 1 / w
            return (nu * r, nv * r, w, r)
        }
        while x < end {
            // (a source with an interior is over four texels wide and high, so its sampler is `paired`;
            // only tests turn that off, and then the blocks below draw the same bytes)
            if x >= limits.interior.lowerBound && x + 8 <= limits.interior.upperBound && sampler.paired && sampler.pairedOverride {
                // The run of whole blocks inside: full coverage and nothing to clamp, so none of the tests
                // below (the same bytes as taking them). Each block's texels are loaded a block ahead,
                // while the block before is blended: a block's work is one chain from its positions to
                // its loads to its store, and the processor did not reach far enough ahead to overlap
                // the next block's loads with it (curl_frame 7% faster). The same loads and blends, so
                // the same bytes.
                let stop = x + (limits.interior.upperBound - x) / 8 * 8
                @inline(__always) func texels(_ x: Int) -> (index: IntLanes, wx: IntLanes, wy: IntLanes) {
                    let p = source(x)
                    return sampler.texelsInside(u: p.u, v: p.v)
                }
                var next = texels(x)
                var nextPairs = sampler.pairs(at: next.index)
                while x < stop {
                    let t = next, pairs = nextPairs
                    if x + 8 < stop {
                        next = texels(x + 8)
                        nextPairs = sampler.pairs(at: next.index)
                    }
                    var color = sampler.blendPairs(pairs, wx: t.wx, wy: t.wy)
                    if let shade { color = color.shaded(keep: shade.keep, white: shade.white) }
                    storeOver(color, to: row + x)
                    x += 8
                }
                continue
            }
            let (u, v, w, r) = source(x)
            let count = min(8, x1 - x)
            var cov = PixelLanes(repeating: 255)
            if x < limits.interior.lowerBound || x + count > limits.interior.upperBound {
                let du = lanesMin(u, wSrc - u), dv = lanesMin(v, hSrc - v)
                if anyLane(du .< margin) || anyLane(dv .< margin) || anyLane(w .<= zero) {
                    // distance to each edge in target pixels: source distance over the gradient's length
                    let gu: FloatLanes, gv: FloatLanes
                    if affine && !forceGeneralPath {
                        gu = FloatLanes(repeating: affineGradient.u); gv = FloatLanes(repeating: affineGradient.v)
                    } else {
                        let ux = (gradUX - u * gradWX) * r, uy = (gradUY - u * gradWY) * r
                        let vx = (gradVX - v * gradWX) * r, vy = (gradVY - v * gradWY) * r
                        gu = (ux * ux + uy * uy).squareRoot(); gv = (vx * vx + vy * vy).squareRoot()
                    }
                    var c = clamp01(du / gu + half)
                    c *= clamp01(dv / gv + half)
                    c.replace(with: zero, where: w .<= zero)
                    cov = coverage255(c)
                    if cov.isAllZero { x += 8; continue }
                }
            }
            var color = sampler.sample(u: u, v: v)
            if let shade { color = color.shaded(keep: shade.keep, white: shade.white) }
            blendStore(color, coverage: cov, to: row + x, count: count)
            x += 8
        }
    }

    /// Tests set this to test every block for the source's edges, as a row without `RowLimits` would, and
    /// to measure every lane's gradient, as a map that is not affine needs.
    public var forceGeneralPath = false

    /// The pixels of `x0..<x1` on row `y` that `render` draws whole: the source lies a margin inside every
    /// edge there, so their coverage is 1 (and where the source is opaque, so is what is drawn). Empty
    /// under `forceGeneralPath`.
    public func interior(y: Int, x0: Int, x1: Int) -> Range<Int> {
        guard x1 > x0 else { return x0..<x0 }
        let yc = Double(y) + 0.5
        return rowLimits(nu0: map.a.y * yc + map.a.z, nv0: map.b.y * yc + map.b.z, w0: map.c.y * yc + map.c.z, x0: x0, x1: x1).interior
    }

    /// The row's limits, from its numerators and denominator at x = 0 (see `RowLimits`).
    @inlinable @inline(__always)
    func rowLimits(nu0: Double, nv0: Double, w0: Double, x0: Int, x1: Int) -> RowLimits {
        forceGeneralPath ? RowLimits(all: x0..<x1)
            : RowLimits(nu0: nu0, nv0: nv0, w0: w0, du: map.a.x, dv: map.b.x, dw: map.c.x, x0: x0, x1: x1, renderer: self)
    }

    /// The pixels of one row that can be drawn (outside them coverage is 0) and those whose source
    /// position lies at least `interiorMargin` inside every edge (coverage 1), from the row's linear
    /// numerators and denominator in double precision, with a slack far larger than the float error of
    /// the per-block positions.
    @usableFromInline struct RowLimits {
        @usableFromInline var visible: Range<Int>
        @usableFromInline var interior: Range<Int>

        @inlinable @inline(__always) init(all: Range<Int>) {
            visible = all
            interior = all.lowerBound..<all.lowerBound
        }

        /// Not inlinable, once a row: compiled only here (baseline), so no copy of it built for another
        /// CPU level can be shared with this module's callers.
        @usableFromInline
        init(nu0: Double, nv0: Double, w0: Double, du: Double, dv: Double, dw: Double, x0: Int, x1: Int,
             renderer: ProjectiveSpanRenderer) {
            self.init(all: x0..<x1)
            // the source position is monotonic in x only while w keeps its sign
            guard w0 + dw * (Double(x0) + 0.5) > 0, w0 + dw * (Double(x1) - 0.5) > 0 else { return }
            let width = Double(renderer.sourceWidth), height = Double(renderer.sourceHeight)
            let slack = 1.0 / 16
            let inner = Double(renderer.interiorMargin) + slack
            var lo = Double(x0) + 0.5, hi = Double(x1) - 0.5
            Self.keep(&lo, &hi, n0: nu0, dn: du, w0: w0, dw: dw, from: inner, to: width - inner)
            Self.keep(&lo, &hi, n0: nv0, dn: dv, w0: w0, dw: dw, from: inner, to: height - inner)
            interior = Self.pixels(lo, hi, x0, x1)
            // beyond an edge by more than the widest anti-aliased fringe nothing is drawn; only where the
            // gradient is the same everywhere (affine maps) is `maxScale` a bound for every pixel
            guard dw == 0 else { return }
            let fringe = Double(renderer.interiorMargin) + 1 + slack
            lo = Double(x0) + 0.5; hi = Double(x1) - 0.5
            Self.keep(&lo, &hi, n0: nu0, dn: du, w0: w0, dw: dw, from: -fringe, to: width + fringe)
            Self.keep(&lo, &hi, n0: nv0, dn: dv, w0: w0, dw: dw, from: -fringe, to: height + fringe)
            visible = Self.pixels(lo, hi, x0, x1)
        }

        /// Narrows the pixel-centre interval `lo...hi` to where `from ≤ (n0 + dn·x) / (w0 + dw·x) ≤ to`,
        /// given w > 0 on it: the bounds are the linear inequalities n − from·w ≥ 0 and to·w − n ≥ 0.
        static func keep(_ lo: inout Double, _ hi: inout Double, n0: Double, dn: Double, w0: Double, dw: Double,
                         from: Double, to: Double) {
            keepNonNegative(&lo, &hi, c0: n0 - from * w0, dc: dn - from * dw)
            keepNonNegative(&lo, &hi, c0: to * w0 - n0, dc: to * dw - dn)
        }

        /// Narrows `lo...hi` to where c0 + dc·x ≥ 0.
        static func keepNonNegative(_ lo: inout Double, _ hi: inout Double, c0: Double, dc: Double) {
            if dc > 0 {
                lo = max(lo, -c0 / dc)
            } else if dc < 0 {
                hi = min(hi, -c0 / dc)
            } else if c0 < 0 {
                hi = -.infinity
            }
        }

        /// Pixels x in x0..<x1 whose centre x + 0.5 lies in lo...hi.
        static func pixels(_ lo: Double, _ hi: Double, _ x0: Int, _ x1: Int) -> Range<Int> {
            guard lo <= hi else { return x0..<x0 }
            // lo and hi lie within x0 + 0.5 ... x1 − 0.5 here, so the conversions cannot overflow
            let first = Int((lo - 0.5).rounded(.up)), last = Int((hi - 0.5).rounded(.down)) + 1
            return first < last ? max(first, x0)..<min(last, x1) : x0..<x0
        }
    }
}
