/// How a drawn pixel combines with the pixel already in the target.
public enum BlendMode: Sendable {
    /// Porter–Duff source-over: `src + dst × (1 − srcAlpha)`.
    case sourceOver
    /// The source replaces the destination.
    case copy
}

/// Each channel of a premultiplied pixel times `alpha`/255, rounded (exact, two channels at a time).
///
/// Channels are processed in pairs (`0x00FF00FF` lanes); each lane stays below 2¹⁶ so the `div255`
/// rounding trick is exact per lane.
@inlinable @inline(__always)
public func scalePixel(_ p: UInt32, by alpha: UInt32) -> UInt32 {
    var rb = (p & 0x00FF_00FF) &* alpha &+ 0x0080_0080
    rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
    var ag = ((p >> 8) & 0x00FF_00FF) &* alpha &+ 0x0080_0080
    ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
    return rb | ag
}

/// Source-over of premultiplied pixels: `src + dst × (255 − srcAlpha) / 255`, rounded per channel.
@inlinable @inline(__always)
public func blendSourceOver(_ src: UInt32, _ dst: UInt32) -> UInt32 {
    let sa = src >> 24
    if sa == 255 { return src }
    if src == 0 { return dst }
    // Premultiplied channels never exceed alpha, so the sum cannot carry across lanes.
    return src &+ scalePixel(dst, by: 255 &- sa)
}

extension PremultipliedColor {
    /// This colour with every channel multiplied by `alpha`/255 (group opacity, coverage).
    @inlinable public func scaled(by alpha: UInt8) -> PremultipliedColor {
        PremultipliedColor(argb: scalePixel(argb, by: UInt32(alpha)))
    }

    /// This colour drawn source-over onto `destination`.
    @inlinable public func over(_ destination: PremultipliedColor) -> PremultipliedColor {
        PremultipliedColor(argb: blendSourceOver(argb, destination.argb))
    }
}
