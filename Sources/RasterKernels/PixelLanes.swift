/// Eight premultiplied ARGB pixels processed together: the vector unit of the warps' inner loops.
///
/// Channels are handled two at a time inside each 32-bit lane ("SWAR"): `rb` holds red and blue in the
/// low bytes of its two 16-bit halves, `ag` alpha and green. A 16-bit multiply then works on all channels
/// of eight pixels at once with no shuffles, which matters because the baseline x86-64 target has no
/// byte shuffles and Swift's generic SIMD conversions are not vectorised.
public typealias PixelLanes = SIMD8<UInt32>
public typealias FloatLanes = SIMD8<Float>
public typealias IntLanes = SIMD8<Int32>

/// A computed constant, not a stored global: globals are initialised lazily and every access in a hot
/// loop would pay for the check.
@inlinable @inline(__always) public var laneMask: PixelLanes { PixelLanes(repeating: 0x00FF_00FF) }

extension SIMD8 where Scalar == UInt32 {
    /// Lane-wise 16-bit multiply: each 32-bit lane is treated as two independent 16-bit products.
    /// Callers keep every half-product below 65536.
    @_transparent public func mul16(_ o: PixelLanes) -> PixelLanes {
        unsafeBitCast(unsafeBitCast(self, to: SIMD16<UInt16>.self) &* unsafeBitCast(o, to: SIMD16<UInt16>.self),
                      to: PixelLanes.self)
    }

    /// A 0...255 factor per lane copied into both 16-bit halves, as `mul16` wants it.
    @inlinable @inline(__always) public var doubled: PixelLanes { self | (self &<< 16) }

    /// Every channel multiplied by a 0...255 factor (`f` already `doubled`), rounded exactly like
    /// `div255(channel * f)`.
    @_transparent public func scaled(by f: PixelLanes) -> PixelLanes {
        var rb = (self & laneMask).mul16(f) &+ 0x0080_0080
        var ag = ((self &>> 8) & laneMask).mul16(f) &+ 0x0080_0080
        rb = ((rb &+ ((rb &>> 8) & laneMask)) &>> 8) & laneMask
        ag = (ag &+ ((ag &>> 8) & laneMask)) & ~laneMask
        return rb | ag
    }

    /// Colour channels scaled by `keep` and lightened toward white by `white` (both 0...255 per lane,
    /// `doubled`, with keep + white ≤ 254): `c·keep + a·white`. Alpha is unchanged. Used for the curl's
    /// lighting and the paper-white back of the page.
    @_transparent public func shaded(keep: PixelLanes, white: PixelLanes) -> PixelLanes {
        let alpha = self & PixelLanes(repeating: 0xFF00_0000)
        let lit = scaled(by: keep) & PixelLanes(repeating: 0x00FF_FFFF)
        let paper = alphas.scaled(by: white) &* 0x0001_0101
        return alpha | (lit &+ paper)
    }

    /// True when every lane is zero (cheaper than `==` on vectors, which is not specialised here).
    @inlinable @inline(__always) public var isAllZero: Bool {
        let a = lowHalf | highHalf, b = a.lowHalf | a.highHalf
        return b.x | b.y == 0
    }

    /// True when every lane is `value`.
    @_transparent public func isAll(_ value: UInt32) -> Bool { (self ^ PixelLanes(repeating: value)).isAllZero }

    /// The alpha byte of each pixel.
    @inlinable @inline(__always) public var alphas: PixelLanes { self &>> 24 }

    /// Premultiplied source over destination with a 0...255 coverage per lane: `s·c + d·(1 − sₐ·c)`,
    /// each product rounded with `div255`. Coverage 255 and an opaque source give exactly `s`.
    @_transparent public func over(_ dst: PixelLanes, coverage c: PixelLanes) -> PixelLanes {
        let s = scaled(by: c.doubled)
        return s &+ dst.scaled(by: (255 &- s.alphas).doubled)
    }

    /// `self·(256 − f) + o·f` over 256 per channel, truncated; `f` (0...256) already `doubled`.
    /// Opaque inputs stay exactly opaque (255·256 / 256).
    @_transparent public func lerp(_ o: PixelLanes, _ f: PixelLanes, _ g: PixelLanes) -> PixelLanes {
        let rb = ((self & laneMask).mul16(g) &+ (o & laneMask).mul16(f)) &>> 8
        let ag = ((self &>> 8) & laneMask).mul16(g) &+ ((o &>> 8) & laneMask).mul16(f)
        return (rb & laneMask) | (ag & ~laneMask)
    }
}

/// Float lanes rounded to fixed point with 8 fractional bits, `round(x·256)`, without the per-lane
/// library calls that Swift's generic `rounded`/`Int32(_:)` conversions make: adding 1.5·2²³ moves the
/// integer part into the mantissa. Valid for |x·256| < 2²², i.e. coordinates below 16384 px.
@_transparent public func fixed8(_ x: FloatLanes) -> IntLanes {
    let magic: Float = 12_582_912 // 1.5 · 2^23
    let bits = unsafeBitCast(x * 256 + magic, to: IntLanes.self)
    return bits &- 0x4B40_0000
}

/// Float lanes to a 0...255 coverage, rounded (values are clamped to 0...1 first).
@_transparent public func coverage255(_ x: FloatLanes) -> PixelLanes {
    let c = clamp01(x)
    let magic: Float = 12_582_912
    return unsafeBitCast(c * 255 + magic, to: PixelLanes.self) &- 0x4B40_0000
}

/// The 0…8 lane offsets as floats, to start an incremental row.
@inlinable @inline(__always) public var laneRamp: FloatLanes { FloatLanes(0, 1, 2, 3, 4, 5, 6, 7) }

/// Lane-wise minimum (the standard library's `pointwiseMin` is not specialised here and costs a call).
@_transparent public func lanesMin(_ a: FloatLanes, _ b: FloatLanes) -> FloatLanes { a.replacing(with: b, where: b .< a) }

/// True when any lane of a float comparison holds. The standard library's `any` reduces with a generic
/// `min()` that is not always inlined; an OR of the halves is.
@_transparent public func anyLane(_ mask: SIMDMask<IntLanes>) -> Bool {
    !unsafeBitCast(mask, to: PixelLanes.self).isAllZero
}

/// Lanes clamped to 0...1.
@_transparent public func clamp01(_ x: FloatLanes) -> FloatLanes {
    let zero = FloatLanes(repeating: 0), one = FloatLanes(repeating: 1)
    return x.replacing(with: zero, where: x .< zero).replacing(with: one, where: x .> one)
}

/// Integer lanes clamped to lo...hi.
@_transparent public func clampLanes(_ x: IntLanes, _ lo: IntLanes, _ hi: IntLanes) -> IntLanes {
    x.replacing(with: lo, where: x .< lo).replacing(with: hi, where: x .> hi)
}

/// Writes `count` (1...8) pixels of `color` over `dst` with per-lane coverage. Fully covered opaque
/// blocks, the bulk of any page, are stored without the blend.
@_transparent public func blendStore(_ color: PixelLanes, coverage: PixelLanes, to dst: UnsafeMutablePointer<UInt32>, count: Int) {
    if count == 8 {
        if coverage.isAll(255) {
            storeOver(color, to: dst)
        } else {
            let d = UnsafeRawPointer(dst).loadUnaligned(as: PixelLanes.self)
            UnsafeMutableRawPointer(dst).storeBytes(of: color.over(d, coverage: coverage), as: PixelLanes.self)
        }
    } else {
        var d = PixelLanes()
        for k in 0..<count { d[k] = dst[k] }
        let out = color.over(d, coverage: coverage)
        for k in 0..<count { dst[k] = out[k] }
    }
}

/// Writes `count` (1...8) pixels of `color` in place of what `dst` held.
@_transparent public func storeLanes(_ color: PixelLanes, to dst: UnsafeMutablePointer<UInt32>, count: Int) {
    if count == 8 {
        UnsafeMutableRawPointer(dst).storeBytes(of: color, as: PixelLanes.self)
    } else {
        for k in 0..<count { dst[k] = color[k] }
    }
}

/// Eight fully covered pixels of `color` over `dst`: stored as they are when all are opaque.
@_transparent public func storeOver(_ color: PixelLanes, to dst: UnsafeMutablePointer<UInt32>) {
    if !anyLane(unsafeBitCast(color.alphas, to: IntLanes.self) .< IntLanes(repeating: 255)) {
        UnsafeMutableRawPointer(dst).storeBytes(of: color, as: PixelLanes.self)
    } else {
        let d = UnsafeRawPointer(dst).loadUnaligned(as: PixelLanes.self)
        UnsafeMutableRawPointer(dst).storeBytes(of: color.over(d, coverage: PixelLanes(repeating: 255)), as: PixelLanes.self)
    }
}
