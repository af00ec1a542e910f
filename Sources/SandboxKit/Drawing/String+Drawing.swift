import Foundation
import Raster

extension NSAttributedString.Key {
    /// The `UIFont` of drawn text (UIKit's key).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of drawn text (UIKit's key).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

@MainActor
extension NSString {
    /// UIKit's `NSString` drawing; see `String.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attributes)
    }

    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attributes)
    }

    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attributes)
    }
}

@MainActor
extension String {
    /// Draws one line of text with its line box's top-left at `point` in the current context, through
    /// the fonts of the application drawing the context. Attributes: `.font` (default system 12 pt, UIKit's default) and
    /// `.foregroundColor` (default black). Newlines are not broken (UILabel does wrapping).
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        draw(at: point, font: font, color: color)
    }

    /// Draws one line as wide as it is, clipped to `rect`.
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        ctx.clip(to: rect)
        draw(at: rect.origin, withAttributes: attributes)
        ctx.restoreGState()
    }

    /// The documented short form: one line in `font` and `color`, top-left at `point`.
    package func draw(at point: CGPoint, font: UIFont, color: UIColor) {
        guard let ctx = UIGraphicsGetCurrentContext(), !isEmpty else { return }
        let fonts = ctx.fonts ?? UIApplication.current.fonts
        let image = fonts.render(self, font: font, color: color.color, scale: ctx.scale)
        ctx.draw(image, in: CGRect(origin: point, size: CGSize(width: CGFloat(image.width) / ctx.scale,
                                                               height: CGFloat(image.height) / ctx.scale)))
    }

    /// The size one line of this text takes in the attributes' font: measured with the fonts of the
    /// context being drawn, or else of the application code is running for.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (UIGraphicsGetCurrentContext()?.fonts ?? UIApplication.current.fonts).size(of: self, font: attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12))
    }
}
