/// Draws the curl's cylinder along a target row: each pixel's σ (distance along the axis normal from the
/// page centre) picks a `CylinderEntry` of each half of the roll, whose s and m give the page point
/// p = P + s·n + (hₐ + τ·m)·a; the page is sampled bilinearly there, lit, its edges anti-aliased, and
/// blended "over" the row, the far half first and the near half over it. Raster's `CurlGeometry` sets it
/// up once per draw and finds each row's spans.
///
/// Both halves are drawn in one pass, block by block: where the near half covers a block whole with
/// opaque page, the far half beneath cannot show and is not sampled at all. Drawing the far half's span
/// and then the near half's (each alone, with the other span empty) gives the same bytes.
public struct CylinderSpanRenderer {
    public let near: UnsafePointer<CylinderEntry>
    public let far: UnsafePointer<CylinderEntry>
    public let sampler: BilinearSampler
    /// σ of the tables' first entry, and their last index (the tables have 8 entries a pixel).
    public let start: Float
    public let lastIndex: Int32
    /// The axis normal n, the axis direction a, the axis point P and hₐ = (c − P)·a.
    public let nx: Float, ny: Float, ax: Float, ay: Float
    public let axisU: Float, axisV: Float, ha: Float
    public let shaded: Bool
    /// Tests set this to clamp every sample, as blocks near the page's edges are.
    public var clampsEverySample = false

    public init(near: UnsafePointer<CylinderEntry>, far: UnsafePointer<CylinderEntry>, sampler: BilinearSampler,
                start: Float, lastIndex: Int32, nx: Float, ny: Float, ax: Float, ay: Float, axisU: Float, axisV: Float,
                ha: Float, shaded: Bool) {
        self.near = near
        self.far = far
        self.sampler = sampler
        self.start = start
        self.lastIndex = lastIndex
        self.nx = nx; self.ny = ny; self.ax = ax; self.ay = ay
        self.axisU = axisU; self.axisV = axisV; self.ha = ha
        self.shaded = shaded
    }

    /// The row's pixels in `nearSpan` and `farSpan` (either may be empty), where pixel x has
    /// σ = `sigmaRow + x·nx` and τ = `tauRow + x·ax`.
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, near nearSpan: Range<Int>, far farSpan: Range<Int>,
                       sigmaRow: Float, tauRow: Float) {
        let x0 = nearSpan.isEmpty ? farSpan.lowerBound : farSpan.isEmpty ? nearSpan.lowerBound : min(nearSpan.lowerBound, farSpan.lowerBound)
        let x1 = nearSpan.isEmpty ? farSpan.upperBound : farSpan.isEmpty ? nearSpan.upperBound : max(nearSpan.upperBound, farSpan.upperBound)
        let nearFrom = FloatLanes(repeating: Float(nearSpan.lowerBound)), nearTo = FloatLanes(repeating: Float(nearSpan.upperBound))
        let farFrom = FloatLanes(repeating: Float(farSpan.lowerBound)), farTo = FloatLanes(repeating: Float(farSpan.upperBound))
        var x = x0
        while x < x1 {
            let X = Float(x) + laneRamp
            let sigma = sigmaRow + X * nx, tau = tauRow + X * ax
            let rawIndex = fixed8((sigma - start) * (8.0 / 256.0))
            let index = clampLanes(rawIndex, IntLanes(repeating: 0), IntLanes(repeating: lastIndex))
            let count = min(8, x1 - x)
            let top = layer(near, index: index, tau: tau, inSpan: (X .>= nearFrom) .& (X .< nearTo))
            if let top, top.coverage.isAll(255), top.color.alphas.isAll(255) {
                // nothing beneath shows through
                storeLanes(top.color, to: row + x, count: count)
            } else {
                if let bottom = layer(far, index: index, tau: tau, inSpan: (X .>= farFrom) .& (X .< farTo)) {
                    blendStore(bottom.color, coverage: bottom.coverage, to: row + x, count: count)
                }
                if let top { blendStore(top.color, coverage: top.coverage, to: row + x, count: count) }
            }
            x += 8
        }
    }

    /// One half's colour and coverage for a block (nil when it covers none of it): lanes outside its span
    /// have coverage 0.
    @_transparent @usableFromInline
    func layer(_ table: UnsafePointer<CylinderEntry>, index: IntLanes, tau: FloatLanes,
               inSpan: SIMDMask<IntLanes>) -> (color: PixelLanes, coverage: PixelLanes)? {
        let zero = FloatLanes(repeating: 0), half = FloatLanes(repeating: 0.5)
        let w = Float(sampler.width), h = Float(sampler.height)
        let e = Self.entries(table, index)
        var c = e.coverage.replacing(with: zero, where: .!inSpan)
        if !anyLane(c .> zero) { return nil }
        let along = ha + tau * e.m
        let u = axisU + e.s * nx + along * ax, v = axisV + e.s * ny + along * ay
        let du = lanesMin(u, w - u), dv = lanesMin(v, h - v)
        c *= clamp01(du + half)
        c *= clamp01(dv + half)
        let coverage = coverage255(c)
        if coverage.isAllZero { return nil }
        // every lane a texel or more inside the page: nothing to clamp (a lane that is not a number is not)
        let inside = !clampsEverySample && !anyLane(.!(lanesMin(du, dv) .>= FloatLanes(repeating: 1)))
        var color = inside ? sampler.sampleInside(u: u, v: v) : sampler.sample(u: u, v: v)
        if shaded {
            color = color.shaded(keep: (e.shade & 255).doubled, white: ((e.shade &>> 8) & 255).doubled)
        }
        return (color, coverage)
    }

    /// The entries at eight indices: one 16-byte load each, transposed into a lane vector per field.
    @_transparent @usableFromInline
    static func entries(_ table: UnsafePointer<CylinderEntry>, _ index: IntLanes)
        -> (s: FloatLanes, m: FloatLanes, coverage: FloatLanes, shade: PixelLanes) {
        let raw = UnsafeRawPointer(table)
        func load(_ k: Int) -> SIMD4<Float> {
            raw.loadUnaligned(fromByteOffset: Int(UInt32(bitPattern: index[k])) &* 16, as: SIMD4<Float>.self)
        }
        let e0 = load(0), e1 = load(1), e2 = load(2), e3 = load(3), e4 = load(4), e5 = load(5), e6 = load(6), e7 = load(7)
        let low = SIMD8(lowHalf: e0, highHalf: e4), high = SIMD8(lowHalf: e1, highHalf: e5)
        let low2 = SIMD8(lowHalf: e2, highHalf: e6), high2 = SIMD8(lowHalf: e3, highHalf: e7)
        // a 4×4 transpose in each 128-bit half: lanes 0...3 from e0...e3, lanes 4...7 from e4...e7
        let a = FloatLanes(low[0], high[0], low[1], high[1], low[4], high[4], low[5], high[5])
        let b = FloatLanes(low[2], high[2], low[3], high[3], low[6], high[6], low[7], high[7])
        let c = FloatLanes(low2[0], high2[0], low2[1], high2[1], low2[4], high2[4], low2[5], high2[5])
        let d = FloatLanes(low2[2], high2[2], low2[3], high2[3], low2[6], high2[6], low2[7], high2[7])
        let s = FloatLanes(a[0], a[1], c[0], c[1], a[4], a[5], c[4], c[5])
        let m = FloatLanes(a[2], a[3], c[2], c[3], a[6], a[7], c[6], c[7])
        let coverage = FloatLanes(b[0], b[1], d[0], d[1], b[4], b[5], d[4], d[5])
        let shade = FloatLanes(b[2], b[3], d[2], d[3], b[6], b[7], d[6], d[7])
        return (s, m, coverage, unsafeBitCast(shade, to: PixelLanes.self))
    }
}
