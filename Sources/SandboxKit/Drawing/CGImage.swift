import Foundation
import Raster

/// Core Graphics' image: pixels without a scale, as `UIImage.cgImage` gives them and
/// `UIImage(cgImage:)` and `CGContext.makeImage()` take and make them. Stored as the compositor's
/// pixels are, 8 bits a component, premultiplied ARGB in 32-bit words (`premultipliedFirst`, 32-bit
/// little-endian order), so its layout properties describe exactly what is kept.
public final class CGImage: @unchecked Sendable {
    public let bitmap: Bitmap

    public init(bitmap: Bitmap) { self.bitmap = bitmap }

    public var width: Int { bitmap.width }
    public var height: Int { bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { bitmap.width * 4 }
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    public var bitmapInfo: CGBitmapInfo {
        CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue).union(.byteOrder32Little)
    }
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
    /// No decode array: components map to their full range.
    public var decode: UnsafePointer<CGFloat>? { nil }
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }
    /// Scaled drawing is bilinear, so interpolated.
    public var shouldInterpolate: Bool { true }
    public var isMask: Bool { false }
    /// The pixel bytes (B, G, R, A per pixel, premultiplied), as a provider's data.
    public var dataProvider: CGDataProvider? {
        CGDataProvider(data: bitmap.pixels.withUnsafeBytes { Data($0) })
    }

    /// The part of the image inside `rect` (pixels), or nil when it lies outside, as Core Graphics does.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, r.width >= 1, r.height >= 1 else { return nil }
        let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
        var pixels = [UInt32]()
        pixels.reserveCapacity(w * h)
        for y in y0..<(y0 + h) {
            pixels.append(contentsOf: bitmap.pixels[(y * width + x0)..<(y * width + x0 + w)])
        }
        return CGImage(bitmap: Bitmap(width: w, height: h, pixels: pixels))
    }

    public func copy() -> CGImage? { CGImage(bitmap: bitmap) }
}

/// Where an image's alpha is and whether colours are premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// An image's layout flags: its alpha info in the low bits and its byte order.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

public enum CGColorRenderingIntent: Int32, Sendable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

/// A colour space, by name. The sandbox draws in sRGB; the name is kept and read back.
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?
    public init?(name: String) { self.name = name }
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public var numberOfComponents: Int { name == Self.genericGrayGamma2_2 ? 1 : 3 }
}

/// `CGColorSpaceCreateDeviceRGB()`: the RGB space the sandbox draws in.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(name: CGColorSpace.sRGB)! }

/// The bytes behind an image.
public final class CGDataProvider: @unchecked Sendable {
    public let data: Data?
    public init?(data: Data) { self.data = data }
}
