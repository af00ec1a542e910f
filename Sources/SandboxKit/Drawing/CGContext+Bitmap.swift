import Foundation
import Raster

/// The context as a bitmap: its size and layout, its pixels as an image, images drawn into it.
extension CGContext {
    /// The size in pixels (a 2x screen's context is twice the view's size in points).
    public var width: Int { pixelWidth }
    public var height: Int { pixelHeight }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { pixelWidth * 4 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }

    /// Direct access to the pixels is not offered: the backing store is made on the first drawing call
    /// and may move, so this is nil (reported once as not simulated).
    @MainActor
    public var data: UnsafeMutableRawPointer? {
        NotSimulated.record("CGContext.data")
        return nil
    }

    /// What has been drawn so far, as an image of the context's pixels.
    public func makeImage() -> CGImage? {
        guard pixelWidth > 0, pixelHeight > 0 else { return nil }
        return CGImage(bitmap: bitmapIfDrawn ?? Bitmap(width: pixelWidth, height: pixelHeight))
    }

    /// Draws `image` stretched to `rect`. Core Graphics draws images with y up, so in a UIKit context
    /// (y down) the image comes out upside down, as on iOS; code flips the context first to draw it
    /// upright, and that is honoured too.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        saveGState()
        translateBy(x: 0, y: rect.minY + rect.maxY)
        scaleBy(x: 1, y: -1)
        draw(image.bitmap, in: rect)
        restoreGState()
    }

    /// Adds `path`'s elements to the current path.
    public func addPath(_ path: CGPath) { addElements(path.elements) }

    /// A copy of the current path, or nil when it is empty.
    public var path: CGPath? {
        guard !isPathEmpty else { return nil }
        return CGMutablePath(builder: currentPath)
    }

    /// Strokes each pair of points as a separate line.
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count {
            move(to: points[i])
            addLine(to: points[i + 1])
            i += 2
        }
        strokePath()
    }
}

/// How the ends of stroked lines look.
public enum CGLineCap: Int32, Sendable { case butt, round, square }

/// How scaled images are resampled.
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }
