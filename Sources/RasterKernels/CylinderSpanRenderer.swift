/// Draws one half of the curl's cylinder along a target row: each pixel's σ (distance along the axis
/// normal from the page centre) picks a `CylinderEntry`, whose s and m give the page point
/// p = P + s·n + (hₐ + τ·m)·a; the page is sampled bilinearly there, lit, its edges anti-aliased, and
/// blended "over" the row. Raster's `CurlGeometry` sets it up once per draw and finds each row's span.
public struct CylinderSpanRenderer {
    public let entries: UnsafePointer<CylinderEntry>
    public let sampler: BilinearSampler
    /// σ of the table's first entry, and its last index (the table has 8 entries a pixel).
    public let start: Float
    public let lastIndex: Int32
    /// The axis normal n, the axis direction a, the axis point P and hₐ = (c − P)·a.
    public let nx: Float, ny: Float, ax: Float, ay: Float
    public let axisU: Float, axisV: Float, ha: Float
    public let shaded: Bool

    public init(entries: UnsafePointer<CylinderEntry>, sampler: BilinearSampler, start: Float, lastIndex: Int32,
                nx: Float, ny: Float, ax: Float, ay: Float, axisU: Float, axisV: Float, ha: Float, shaded: Bool) {
        self.entries = entries
        self.sampler = sampler
        self.start = start
        self.lastIndex = lastIndex
        self.nx = nx; self.ny = ny; self.ax = ax; self.ay = ay
        self.axisU = axisU; self.axisV = axisV; self.ha = ha
        self.shaded = shaded
    }

    /// Pixels `x0..<x1` of a row whose pixel x has σ = `sigmaRow + x·nx` and τ = `tauRow + x·ax`.
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, x0: Int, x1: Int, sigmaRow: Float, tauRow: Float) {
        let w = Float(sampler.width), h = Float(sampler.height)
        let zero = FloatLanes(repeating: 0), half = FloatLanes(repeating: 0.5)
        var x = x0
        while x < x1 {
            let X = Float(x) + laneRamp
            let sigma = sigmaRow + X * nx, tau = tauRow + X * ax
            let rawIndex = fixed8((sigma - start) * (8.0 / 256.0))
            let index = clampLanes(rawIndex, IntLanes(repeating: 0), IntLanes(repeating: lastIndex))
            var s = FloatLanes(), m = FloatLanes(), cov = FloatLanes(), keep = PixelLanes(), white = PixelLanes()
            for k in 0..<8 {
                let e = entries[Int(index[k])]
                s[k] = e.s; m[k] = e.m; cov[k] = e.coverage; keep[k] = e.keep; white[k] = e.white
            }
            let count = min(8, x1 - x)
            if !anyLane(cov .> zero) { x += 8; continue }
            let along = ha + tau * m
            let u = axisU + s * nx + along * ax, v = axisV + s * ny + along * ay
            var c = cov
            c *= clamp01(lanesMin(u, w - u) + half)
            c *= clamp01(lanesMin(v, h - v) + half)
            let coverage = coverage255(c)
            if coverage.isAllZero { x += 8; continue }
            var color = sampler.sample(u: u, v: v)
            if shaded { color = color.shaded(keep: keep, white: white) }
            blendStore(color, coverage: coverage, to: row + x, count: count)
            x += 8
        }
    }
}
