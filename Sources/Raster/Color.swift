/// A straight (not premultiplied) colour with channels in 0...1, as views and the API speak it.
public struct Color: Equatable, Hashable, Sendable {
    public var red: Double, green: Double, blue: Double, alpha: Double

    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// 0xRRGGBB with the given alpha.
    public init(rgb: UInt32, alpha: Double = 1) {
        self.init(red: Double((rgb >> 16) & 0xFF) / 255, green: Double((rgb >> 8) & 0xFF) / 255,
                  blue: Double(rgb & 0xFF) / 255, alpha: alpha)
    }

    /// The pixel this colour becomes, channels rounded to the nearest 8-bit step.
    public var premultiplied: PremultipliedColor {
        func byte(_ v: Double) -> UInt8 { UInt8((min(max(v, 0), 1) * 255).rounded()) }
        return PremultipliedColor(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// Linear interpolation in straight colour, as Core Animation interpolates backgroundColor.
    public func mixed(with other: Color, _ t: Double) -> Color {
        Color(red: red + (other.red - red) * t, green: green + (other.green - green) * t,
              blue: blue + (other.blue - blue) * t, alpha: alpha + (other.alpha - alpha) * t)
    }
}
