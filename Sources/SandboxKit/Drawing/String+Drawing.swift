import Foundation
import Raster

extension NSAttributedString.Key {
    /// The `UIFont` of drawn text (UIKit's key).
    public static let font = NSAttributedString.Key("NSFont")
    /// The `UIColor` of drawn text (UIKit's key).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The `NSParagraphStyle` of drawn text: its alignment and line breaking are applied.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How `draw(with:options:attributes:context:)` lays text out (UIKit's options; the lines always wrap in
/// the rectangle here, as with `.usesLineFragmentOrigin`, the option apps pass).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// What a drawing call reports back; kept for code that passes one.
open class NSStringDrawingContext: NSObject {
    open var minimumScaleFactor: CGFloat = 0
    open internal(set) var actualScaleFactor: CGFloat = 1
    open internal(set) var totalBounds: CGRect = .zero
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

    /// Draws the text wrapped to `rect`'s width (explicit newlines kept), each line placed by the
    /// paragraph style's alignment, the lines that do not fit below the rectangle left out.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                     context: NSStringDrawingContext?) {
        let (layout, alignment) = layout(in: rect, attributes: attributes)
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        for (line, origin) in zip(layout.lines, layout.lineOrigins(in: CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: layout.size.height),
                                                                     alignment: alignment))
            where origin.y + layout.lineHeight <= rect.maxY + 0.5 {
            line.text.draw(at: origin, font: font, color: color)
        }
        context?.totalBounds = CGRect(x: rect.minX, y: rect.minY, width: layout.lines.map(\.width).max() ?? 0,
                                      height: CGFloat(layout.lines.count) * layout.lineHeight)
    }

    /// The rectangle the text takes wrapped to `size`'s width: its widest line and its lines' height.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
                             context: NSStringDrawingContext?) -> CGRect {
        let (layout, _) = layout(in: CGRect(origin: .zero, size: size), attributes: attributes)
        return CGRect(x: 0, y: 0, width: layout.lines.map(\.width).max() ?? 0, height: CGFloat(layout.lines.count) * layout.lineHeight)
    }

    private func layout(in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) -> (TextLayout, NSTextAlignment) {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let style = attributes?[.paragraphStyle] as? NSParagraphStyle
        if style?.changesSpacing == true { NotSimulated.record("NSParagraphStyle spacing and indents in drawn text") }
        let fonts = UIGraphicsGetCurrentContext()?.fonts ?? UIApplication.current.fonts
        let layout = TextLayout(text: self, font: font, maxWidth: rect.width, maximumNumberOfLines: 0,
                                lineBreakMode: style?.lineBreakMode ?? .byWordWrapping, fonts: fonts)
        return (layout, style?.alignment ?? .natural)
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
