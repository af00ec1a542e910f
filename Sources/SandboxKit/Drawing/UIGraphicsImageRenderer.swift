import Foundation
import Raster

/// UIKit's image renderer: `renderer.image { context in … }` draws with Core Graphics (or `UIBezierPath`,
/// `UIImage.draw`, `String.draw`, all of which find the renderer's context current) into a new image of
/// the renderer's size at its format's scale (the screen's by default).
@MainActor
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect

    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
        format.bounds = bounds
    }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = CGContext(size: bounds.size, origin: bounds.origin, scale: format.scale)
        context.fonts = UIApplication.current.fonts
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        return rendererContext.currentImage
    }
}

/// The scale and opacity an image renderer draws at.
@MainActor
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    open var scale: CGFloat
    open var opaque = false
    public override init() { scale = UIScreen.main.scale }
    open override class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open override class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What UIKit's renderers have in common: a format and a context.
@MainActor
open class UIGraphicsRenderer {}

/// A renderer's format: the bounds it draws in (set when a renderer is made with it).
@MainActor
open class UIGraphicsRendererFormat {
    open internal(set) var bounds: CGRect = .zero
    public init() {}
    open class func `default`() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
    open class func preferred() -> UIGraphicsRendererFormat { UIGraphicsRendererFormat() }
}

/// What an image renderer's actions draw with: its Core Graphics context, and UIKit's shortcuts.
@MainActor
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.format = format
        super.init(cgContext: cgContext)
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        let bitmap = cgContext.bitmapIfDrawn ?? Bitmap(width: cgContext.pixelWidth, height: cgContext.pixelHeight)
        return UIImage(bitmap: bitmap, scale: format.scale)
    }
}

/// A renderer's drawing context: its Core Graphics context and UIKit's shortcuts.
@MainActor
open class UIGraphicsRendererContext {
    public let cgContext: CGContext
    init(cgContext: CGContext) { self.cgContext = cgContext }

    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
