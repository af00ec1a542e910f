import Foundation
import Raster

/// How SandboxKit measures and rasterises text without importing SDL. SandboxMedia implements it with
/// SDL_ttf (`TTFFontRenderer`); the application holds the one in use (`UIApplication.fonts`).
public protocol FontRenderer: AnyObject {
    /// Line height (ascent + descent + leading) in points.
    func lineHeight(of font: UIFont) -> CGFloat
    /// Distance from a line's top to its baseline, in points.
    func ascender(of font: UIFont) -> CGFloat
    /// The advance size of one line of text, in points.
    func size(of text: String, font: UIFont) -> CGSize
    /// One line of text in `color`, rasterised at `scale` pixels per point, premultiplied, tightly
    /// cropped to the line box (width = advance, height = line height). Implementations cache by
    /// string, font, colour and scale.
    func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap
}

/// Measures text as 0.6 em per character and draws nothing. Used only until a real renderer is
/// installed, so that layout code never crashes for want of fonts.
package final class PlaceholderFontRenderer: FontRenderer {
    public init() {}
    public func lineHeight(of font: UIFont) -> CGFloat { (font.pointSize * 1.2).rounded(.up) }
    public func ascender(of font: UIFont) -> CGFloat { (font.pointSize * 0.95).rounded() }
    public func size(of text: String, font: UIFont) -> CGSize {
        CGSize(width: (CGFloat(text.count) * font.pointSize * 0.6).rounded(.up), height: lineHeight(of: font))
    }
    public func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap {
        let s = size(of: text, font: font)
        return Bitmap(width: Int((s.width * scale).rounded(.up)), height: Int((s.height * scale).rounded(.up)))
    }
}
