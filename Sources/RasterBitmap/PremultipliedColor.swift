/// A pixel as the compositor stores it: 8-bit channels with colour already multiplied by alpha,
/// packed as 0xAARRGGBB (SDL's ARGB8888 on a little-endian machine).
///
/// Premultiplied colour is its own type so that a straight colour can never be blended by mistake.
public struct PremultipliedColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var argb: UInt32

    @inlinable public init(argb: UInt32) { self.argb = argb }

    /// Premultiplies a straight colour (channels 0...255).
    @inlinable public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let a = UInt32(alpha)
        let r = div255(UInt32(red) * a), g = div255(UInt32(green) * a), b = div255(UInt32(blue) * a)
        argb = a << 24 | r << 16 | g << 8 | b
    }

    @inlinable public var alpha: UInt8 { UInt8(truncatingIfNeeded: argb >> 24) }
    @inlinable public var red: UInt8 { UInt8(truncatingIfNeeded: argb >> 16) }
    @inlinable public var green: UInt8 { UInt8(truncatingIfNeeded: argb >> 8) }
    @inlinable public var blue: UInt8 { UInt8(truncatingIfNeeded: argb) }

    public static let clear = PremultipliedColor(argb: 0)
    public static let black = PremultipliedColor(argb: 0xFF00_0000)
    public static let white = PremultipliedColor(argb: 0xFFFF_FFFF)

    public var description: String { "0x" + String(argb, radix: 16, uppercase: true) }
}

/// x / 255 rounded, exact for every x in 0...65025 (pixman's and tiny-skia's trick).
@inlinable public func div255(_ x: UInt32) -> UInt32 {
    let t = x &+ 128
    return (t &+ (t >> 8)) >> 8
}
