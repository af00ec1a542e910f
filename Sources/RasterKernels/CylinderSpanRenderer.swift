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
    /// σ = `sigmaRow + x·nx` and τ = `tauRow + x·ax`. `P`'s interleaves transpose the table entries.
    @inlinable @inline(__always)
    public func render<P: LaneInterleave>(_: P.Type, row: UnsafeMutablePointer<UInt32>, near nearSpan: Range<Int>,
                                       far farSpan: Range<Int>, sigmaRow: Float, tauRow: Float) {
        let x0 = nearSpan.isEmpty ? farSpan.lowerBound : farSpan.isEmpty ? nearSpan.lowerBound : min(nearSpan.lowerBound, farSpan.lowerBound)
        let x1 = nearSpan.isEmpty ? farSpan.upperBound : farSpan.isEmpty ? nearSpan.upperBound : max(nearSpan.upperBound, farSpan.upperBound)
        let nearFrom = FloatLanes(repeating: Float(nearSpan.lowerBound)), nearTo = FloatLanes(repeating: Float(nearSpan.upperBound))
        let farFrom = FloatLanes(repeating: Float(farSpan.lowerBound)), farTo = FloatLanes(repeating: Float(farSpan.upperBound))
        var x = x0
        // the block's pixel indices as floats, stepped by 8 (exact: indices stay far below 2^24); built
        // from Float(x) in each block, LLVM assembled them lane by lane
        var X = Float(x) + laneRamp
        // byte offsets of the entries, clamped to the tables: shifted before the clamp, or LLVM shifts
        // each lane on its own after extracting it. Only lanes outside the spans (which are read, but
        // not used) can be far enough outside the tables for the shift to wrap, and the clamp keeps
        // even those reads inside.
        @inline(__always) func offsetsAt(_ X: FloatLanes) -> IntLanes {
            let rawIndex = fixed8((sigmaRow + X * nx - start) * (8.0 / 256.0))
            return clampLanes(rawIndex &<< 4, IntLanes(repeating: 0), IntLanes(repeating: lastIndex &<< 4))
        }
        // The near half's entries are looked up a block ahead: a block's work is one long chain (its
        // entries, then its page positions, then its texels), longer than the processor can overlap
        // with the next block's, so the lookup that starts the chain is taken out of it (curl_frame 4%
        // faster). Past the span's end the lookahead reads entries it never uses, inside the tables.
        var nextOffsets = offsetsAt(X)
        var nextNear = Self.entries(P.self, near, nextOffsets)
        while x < x1 {
            let offsets = nextOffsets, nearEntries = nextNear
            nextOffsets = offsetsAt(X + 8)
            nextNear = Self.entries(P.self, near, nextOffsets)
            let tau = tauRow + X * ax
            let count = min(8, x1 - x)
            let top = layer(nearEntries, tau: tau, inSpan: (X .>= nearFrom) .& (X .< nearTo))
            if let top, top.coverage.isAll(255), top.color.alphas.isAll(255) {
                // nothing beneath shows through
                storeLanes(top.color, to: row + x, count: count)
            } else {
                if let bottom = layer(Self.entries(P.self, far, offsets), tau: tau, inSpan: (X .>= farFrom) .& (X .< farTo)) {
                    blendStore(bottom.color, coverage: bottom.coverage, to: row + x, count: count)
                }
                if let top { blendStore(top.color, coverage: top.coverage, to: row + x, count: count) }
            }
            x += 8
            X += 8
        }
    }

    /// One half's colour and coverage for a block (nil when it covers none of it): lanes outside its span
    /// have coverage 0.
    @_transparent @usableFromInline
    func layer(_ e: Entries, tau: FloatLanes, inSpan: SIMDMask<IntLanes>) -> (color: PixelLanes, coverage: PixelLanes)? {
        let zero = FloatLanes(repeating: 0), half = FloatLanes(repeating: 0.5)
        let w = Float(sampler.width), h = Float(sampler.height)
        var c = e.coverage.replacing(with: zero, where: .!inSpan)
        if !anyLane(c .> zero) { return nil }
        let along = ha + tau * e.m
        let u = axisU + e.s * nx + along * ax, v = axisV + e.s * ny + along * ay
        let du = lanesMin(u, w - u), dv = lanesMin(v, h - v)
        // every lane a texel or more inside the page: its edges' coverage is 1 and nothing needs clamping
        // (a lane that is not a number is not inside)
        let inside = !anyLane(.!(lanesMin(du, dv) .>= FloatLanes(repeating: 1)))
        if !inside {
            c *= clamp01(du + half)
            c *= clamp01(dv + half)
        }
        let coverage = coverage255(c)
        if coverage.isAllZero { return nil }
        var color = inside && !clampsEverySample ? sampler.sampleInside(u: u, v: v) : sampler.sample(u: u, v: v)
        if shaded {
            color = color.shaded(keep: (e.shade & 255).doubled, white: ((e.shade &>> 8) & 255).doubled)
        }
        return (color, coverage)
    }

    /// Eight lanes' entries, a vector per field.
    @usableFromInline typealias Entries = (s: FloatLanes, m: FloatLanes, coverage: FloatLanes, shade: PixelLanes)

    /// The entries at eight byte offsets: one 16-byte load each, transposed into a lane vector per field (the
    /// first two rounds of a tile's transpose: each 128-bit half holds four entries).
    @_transparent @usableFromInline
    static func entries<P: LaneInterleave>(_: P.Type, _ table: UnsafePointer<CylinderEntry>, _ offsets: IntLanes) -> Entries {
        let raw = UnsafeRawPointer(table)
        func load(_ k: Int, _ j: Int) -> PixelLanes {
            let e0 = raw.loadUnaligned(fromByteOffset: Int(UInt32(bitPattern: offsets[k])), as: SIMD4<UInt32>.self)
            let e1 = raw.loadUnaligned(fromByteOffset: Int(UInt32(bitPattern: offsets[j])), as: SIMD4<UInt32>.self)
            return PixelLanes(lowHalf: e0, highHalf: e1)
        }
        let t = interleaved(P.self, load(0, 4), load(1, 5), load(2, 6), load(3, 7))
        return (unsafeBitCast(t.0, to: FloatLanes.self), unsafeBitCast(t.1, to: FloatLanes.self),
                unsafeBitCast(t.2, to: FloatLanes.self), t.3)
    }
}
