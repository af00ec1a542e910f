import Foundation
import Raster

/// What code reads of a Core Graphics colour, and how it makes one. The sandbox keeps every colour as
/// sRGB red, green, blue and alpha, so `components` is those four, as iOS gives them for a colour made
/// in an RGB space (a colour iOS makes in a grey space has two there; here it has four).
extension CGColor {
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(red: red, green: green, blue: blue, alpha: alpha))
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(Color(red: gray, green: gray, blue: gray, alpha: alpha))
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Red, green, blue and alpha.
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }
    public var numberOfComponents: Int { 4 }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(Color(red: color.red, green: color.green, blue: color.blue, alpha: alpha))
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)
}
