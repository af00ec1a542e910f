/// The cross-dissolve's row kernel: `to` over `from` at a constant opacity, written to `out` (which may
/// be `from` itself). `Crossfade` in Raster documents the maths and holds the one-pixel definition this
/// must match byte for byte.
public enum CrossfadeRow {
    /// One row, eight pixels at a time; the tail (under eight pixels) in the same lanes, partially loaded.
    @inlinable @inline(__always)
    public static func blend(_ a: UnsafePointer<UInt32>, _ b: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>,
                             _ count: Int, _ opacity: UInt8) {
        let alpha = PixelLanes(repeating: UInt32(opacity)).doubled
        // Over eight opaque `to` pixels (the bulk of any page) sₐ = div255(255·α) = α exactly, so the
        // factor of `from` is the constant 255 − α: the same bytes without computing it per pixel.
        let opaqueInverse = PixelLanes(repeating: 255 - UInt32(opacity)).doubled
        let alphaMask = PixelLanes(repeating: 0xFF00_0000)
        var i = 0
        while i + 8 <= count {
            let pa = UnsafeRawPointer(a + i).loadUnaligned(as: PixelLanes.self)
            let pb = UnsafeRawPointer(b + i).loadUnaligned(as: PixelLanes.self)
            let r = (~pb & alphaMask).isAllZero ? mix(pa, pb, alpha, opaqueInverse) : lanes(pa, pb, alpha)
            UnsafeMutableRawPointer(out + i).storeBytes(of: r, as: PixelLanes.self)
            i += 8
        }
        guard i < count else { return }
        var pa = PixelLanes(), pb = PixelLanes()
        for k in 0..<(count - i) { pa[k] = a[i + k]; pb[k] = b[i + k] }
        let r = lanes(pa, pb, alpha)
        for k in 0..<(count - i) { out[i + k] = r[k] }
    }

    /// Eight pixels: `sₐ = div255(toₐ · α)`, each channel `div255(to · α + from · (255 − sₐ))`, with
    /// `alpha` the opacity `doubled`.
    @_transparent @usableFromInline
    static func lanes(_ pa: PixelLanes, _ pb: PixelLanes, _ alpha: PixelLanes) -> PixelLanes {
        var sa = (pb &>> 24).mul16(alpha) &+ 128
        sa = (sa &+ (sa &>> 8)) &>> 8
        return mix(pa, pb, alpha, (255 &- sa).doubled)
    }

    /// Each channel `div255(to · α + from · inv)`, with `alpha` and `inv` `doubled`.
    @_transparent @usableFromInline
    static func mix(_ pa: PixelLanes, _ pb: PixelLanes, _ alpha: PixelLanes, _ inv: PixelLanes) -> PixelLanes {
        let mask = laneMask, bias = PixelLanes(repeating: 0x0080_0080)
        var rb = (pb & mask).mul16(alpha) &+ (pa & mask).mul16(inv) &+ bias
        var ag = ((pb &>> 8) & mask).mul16(alpha) &+ ((pa &>> 8) & mask).mul16(inv) &+ bias
        rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
        ag = (ag &+ ((ag &>> 8) & mask)) & ~mask
        return rb | ag
    }
}
