import Foundation

/// Making a colour from hue, saturation and brightness (HSB, also called HSV), the inverse of `getHue`:
/// apps pick a palette by stepping the hue. Out-of-range components are clamped, as UIKit clamps them
/// for an sRGB colour; a hue of 1 is the same red as 0.
extension UIColor {
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        func unit(_ x: CGFloat) -> CGFloat { x.isNaN ? 0 : min(max(x, 0), 1) }
        let h = unit(hue), s = unit(saturation), v = unit(brightness)
        let sector = (h * 6).truncatingRemainder(dividingBy: 6)
        let i = Int(sector.rounded(.down)), f = sector - CGFloat(i)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch i {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: unit(alpha))
    }

    /// A colour that tiles an image. The sandbox fills with a mid grey instead of tiling it (a
    /// visible placeholder, not a guess at the image), and says so once.
    public convenience init(patternImage image: UIImage) {
        self.init(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        NotSimulated.recordFromAnyThread("UIColor(patternImage:) (filled with grey, not tiled)")
    }
}
