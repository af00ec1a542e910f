/// Reads a premultiplied bitmap at real-valued positions with bilinear filtering, eight pixels at a time.
///
/// Positions are in texel space (texel `i` covers `i..<i+1`, its centre at `i + 0.5`); weights have
/// 8 fractional bits. Outside the bitmap the edge texels repeat (clamp to edge): the warps fade their
/// edges with a coverage term, so the colour there is the page's own border, never black or garbage.
public struct BilinearSampler {
    public let base: UnsafePointer<UInt32>
    public let width: Int32
    public let height: Int32
    @usableFromInline let maxX: IntLanes
    @usableFromInline let maxY: IntLanes
    @usableFromInline let dx: Int
    @usableFromInline let dy: Int
    /// Fast path, chosen once per bitmap: with at least 2×2 texels each pixel's two horizontal
    /// neighbours are read with one 64-bit load per row instead of two 32-bit ones.
    public let paired: Bool

    public init(base: UnsafePointer<UInt32>, width: Int, height: Int) {
        self.base = base
        self.width = Int32(width)
        self.height = Int32(height)
        maxX = IntLanes(repeating: Int32(max(width - 2, 0)))
        maxY = IntLanes(repeating: Int32(max(height - 2, 0)))
        dx = width > 1 ? 1 : 0
        dy = height > 1 ? width : 0
        paired = width > 1 && height > 1
    }

    /// The same sampler with the fast path turned off (tests compare the two).
    public var general: BilinearSampler {
        var s = self
        s.pairedOverride = false
        return s
    }
    @usableFromInline var pairedOverride = true

    /// The filtered colour at (u, v) for each lane.
    @_transparent public func sample(u: FloatLanes, v: FloatLanes) -> PixelLanes {
        let (x0, wx) = Self.axis(fixed8(u - 0.5), maxX)
        let (y0, wy) = Self.axis(fixed8(v - 0.5), maxY)
        return fetch(index: y0 &* width &+ x0, wx: wx, wy: wy)
    }

    /// `sample` for positions known to lie at least one texel inside every edge, where clamping would
    /// change nothing.
    @_transparent public func sampleInside(u: FloatLanes, v: FloatLanes) -> PixelLanes {
        let t = texelsInside(u: u, v: v)
        return fetch(index: t.index, wx: t.wx, wy: t.wy)
    }

    /// What `sampleInside` fetches at (u, v): each lane's top-left texel and its weights.
    @_transparent public func texelsInside(u: FloatLanes, v: FloatLanes) -> (index: IntLanes, wx: IntLanes, wy: IntLanes) {
        let fu = fixed8(u - 0.5), fv = fixed8(v - 0.5)
        return ((fv &>> 8) &* width &+ (fu &>> 8), fu & 255, fv & 255)
    }

    /// Splits 8-bit fixed-point texel positions into the first texel (clamped to 0...max) and the
    /// weight of the second (0...256; 0 or 256 where the position was clamped, so the edge repeats).
    @_transparent public static func axis(_ f: IntLanes, _ max: IntLanes) -> (IntLanes, IntLanes) {
        var i = f &>> 8, w = f & 255
        let zero = IntLanes(repeating: 0)
        w.replace(with: zero, where: i .< zero)
        w.replace(with: IntLanes(repeating: 256), where: i .> max)
        i = clampLanes(i, zero, max)
        return (i, w)
    }

    /// The column and weight of a horizontal position, one at a time (for per-column tables).
    public func column(_ u: Float) -> (Int32, Int32) {
        let (x0, wx) = Self.axis(fixed8(FloatLanes(repeating: u - 0.5)), maxX)
        return (x0[0], wx[0])
    }

    /// Blends the 2×2 texels at `index` (top-left texel's offset) with weights 0...256.
    @_transparent public func fetch(index: IntLanes, wx: IntLanes, wy: IntLanes) -> PixelLanes {
        paired && pairedOverride ? fetchPaired(index: index, wx: wx, wy: wy) : fetchSingly(index: index, wx: wx, wy: wy)
    }

    /// `fetch` with one 64-bit load per texel row; only for bitmaps of at least 2×2 (`paired`). Each load
    /// holds a texel and its right neighbour, so the vertical blend runs on the pairs as they are loaded
    /// and only its result is split into left and right texels.
    @_transparent public func fetchPaired(index: IntLanes, wx: IntLanes, wy: IntLanes) -> PixelLanes {
        blendPairs(pairs(at: index), wx: wx, wy: wy)
    }

    /// `fetchPaired`'s loads, apart so that a renderer can start a block's loads before it blends the block
    /// before: each lane's texel and its right neighbour, in the texel row of `index` and the one below.
    @_transparent public func pairs(at index: IntLanes) -> TexelPairs {
        var top = SIMD8<UInt64>(), bottom = SIMD8<UInt64>()
        let below = base + dy
        for k in 0..<8 {
            // indices are never negative: zero-extending them is free, sign-extending is not
            let i = Int(UInt32(bitPattern: index[k]))
            top[k] = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
            bottom[k] = UnsafeRawPointer(below + i).loadUnaligned(as: UInt64.self)
        }
        // The warps walk down the target a row at a time and the page rows they read follow, but a
        // slanted walk (the curl, a turned page) is no stream the hardware prefetcher recognises: ask
        // for the lines of the first and last lane some rows further down, so they arrive before use.
        let ahead = below + BilinearSampler.prefetchRows * dy
        prefetch(UnsafeRawPointer(ahead + Int(UInt32(bitPattern: index[0]))))
        prefetch(UnsafeRawPointer(ahead + Int(UInt32(bitPattern: index[7]))))
        return (top, bottom)
    }

    /// The texel pairs of eight lanes, in the row of their top-left texels and the row below.
    public typealias TexelPairs = (top: SIMD8<UInt64>, bottom: SIMD8<UInt64>)

    /// `fetchPaired`'s blend of the pairs it loaded, with weights 0...256.
    @_transparent public func blendPairs(_ p: TexelPairs, wx: IntLanes, wy: IntLanes) -> PixelLanes {
        let t = unsafeBitCast(p.top, to: SIMD16<UInt32>.self), b = unsafeBitCast(p.bottom, to: SIMD16<UInt32>.self)
        let fy = unsafeBitCast(wy, to: PixelLanes.self).doubled
        let fyLow = PixelLanes(fy[0], fy[0], fy[1], fy[1], fy[2], fy[2], fy[3], fy[3])
        let fyHigh = PixelLanes(fy[4], fy[4], fy[5], fy[5], fy[6], fy[6], fy[7], fy[7])
        let unit = PixelLanes(repeating: 0x0100_0100)
        let low = t.lowHalf.lerp(b.lowHalf, fyLow, unit &- fyLow), high = t.highHalf.lerp(b.highHalf, fyHigh, unit &- fyHigh)
        let left = PixelLanes(low[0], low[2], low[4], low[6], high[0], high[2], high[4], high[6])
        let right = PixelLanes(low[1], low[3], low[5], low[7], high[1], high[3], high[5], high[7])
        let fx = unsafeBitCast(wx, to: PixelLanes.self).doubled
        return left.lerp(right, fx, unit &- fx)
    }

    /// How far below a block's texels `fetchPaired` prefetches: far enough for a line to arrive from L3
    /// before its row is drawn (measured: 3 to 12 rows do about equally well; 1 much less). Computed, not
    /// stored: a stored static is initialised lazily and checked on every access.
    @inlinable @inline(__always) static var prefetchRows: Int { 6 }

    /// The general fetch: four 32-bit loads per pixel, any bitmap size.
    @_transparent public func fetchSingly(index: IntLanes, wx: IntLanes, wy: IntLanes) -> PixelLanes {
        var p00 = PixelLanes(), p01 = PixelLanes(), p10 = PixelLanes(), p11 = PixelLanes()
        for k in 0..<8 {
            let p = base + Int(index[k])
            p00[k] = p[0]; p01[k] = p[dx]; p10[k] = p[dy]; p11[k] = p[dy + dx]
        }
        return blend(p00, p01, p10, p11, wx, wy)
    }

    /// Vertical first (top with bottom at `wy`), then the two columns at `wx`; every path rounds in this
    /// order, so they give the same bytes.
    @_transparent @usableFromInline func blend(_ p00: PixelLanes, _ p01: PixelLanes, _ p10: PixelLanes, _ p11: PixelLanes,
                                               _ wx: IntLanes, _ wy: IntLanes) -> PixelLanes {
        let fx = unsafeBitCast(wx, to: PixelLanes.self).doubled, fy = unsafeBitCast(wy, to: PixelLanes.self).doubled
        let gx = PixelLanes(repeating: 0x0100_0100) &- fx, gy = PixelLanes(repeating: 0x0100_0100) &- fy
        let left = p00.lerp(p10, fy, gy), right = p01.lerp(p11, fy, gy)
        return left.lerp(right, fx, gx)
    }
}
