/// The row kernels of a bilinear rescale (`Bitmap.replace(with:scaleX:scaleY:clip:)` in Raster, the
/// window's scaled copy of the device screen), in two passes as its samples are defined: across a source
/// row (each output column lerps its two texels), then down (each output pixel lerps the two rows lerped
/// across). Both compute, lane for lane, the one-pixel `lerp` that Raster defines:
/// `(p·(256 − t) + q·t + 128) >> 8` per channel, with `t` in 0...256.
public enum ScaledRow {
    /// `out[i] = lerp(row[left[i]], row[right[i]], weight[i])` for `count` output columns.
    @inlinable @inline(__always)
    public static func across(_ row: UnsafePointer<UInt32>, left: UnsafePointer<Int32>, right: UnsafePointer<Int32>,
                              weight: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>, _ count: Int) {
        var i = 0
        while i + 8 <= count {
            var p = PixelLanes(), q = PixelLanes()
            for k in 0..<8 {
                p[k] = row[Int(left[i + k])]
                q[k] = row[Int(right[i + k])]
            }
            let t = UnsafeRawPointer(weight + i).loadUnaligned(as: PixelLanes.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: lanes(p, q, t.doubled, (256 &- t).doubled), as: PixelLanes.self)
            i += 8
        }
        while i < count {
            out[i] = pixel(row[Int(left[i])], row[Int(right[i])], weight[i])
            i += 1
        }
    }

    /// `out[i] = lerp(upper[i], lower[i], weight)` for `count` pixels.
    @inlinable @inline(__always)
    public static func down(_ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, _ out: UnsafeMutablePointer<UInt32>,
                            _ count: Int, _ weight: UInt32) {
        let t = PixelLanes(repeating: weight).doubled, s = PixelLanes(repeating: 256 - weight).doubled
        var i = 0
        while i + 8 <= count {
            let p = UnsafeRawPointer(upper + i).loadUnaligned(as: PixelLanes.self)
            let q = UnsafeRawPointer(lower + i).loadUnaligned(as: PixelLanes.self)
            UnsafeMutableRawPointer(out + i).storeBytes(of: lanes(p, q, t, s), as: PixelLanes.self)
            i += 8
        }
        while i < count {
            out[i] = pixel(upper[i], lower[i], weight)
            i += 1
        }
    }

    /// Eight lerps, `t` and `s = 256 − t` `doubled`: every half-product is at most 255·256 + 128, under
    /// 65536, so the 16-bit multiply holds it.
    @_transparent @usableFromInline
    static func lanes(_ p: PixelLanes, _ q: PixelLanes, _ t: PixelLanes, _ s: PixelLanes) -> PixelLanes {
        let bias = PixelLanes(repeating: 0x0080_0080)
        let rb = (((p & laneMask).mul16(s) &+ (q & laneMask).mul16(t) &+ bias) &>> 8) & laneMask
        let ag = (((p &>> 8) & laneMask).mul16(s) &+ ((q &>> 8) & laneMask).mul16(t) &+ bias) & ~laneMask
        return rb | ag
    }

    /// One lerp, the definition the lanes match.
    @inlinable @inline(__always)
    public static func pixel(_ p: UInt32, _ q: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = (((p & 0x00FF_00FF) &* s &+ (q & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
        let ag = ((((p >> 8) & 0x00FF_00FF) &* s &+ ((q >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080)) & 0xFF00_FF00
        return rb | ag
    }
}
