import Foundation

/// The kind of a colour space.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1
    case monochrome = 0
    case rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

extension CGColorSpace {
    /// Grey for the grey space, RGB for every other the sandbox makes.
    public var model: CGColorSpaceModel { numberOfComponents == 1 ? .monochrome : .rgb }
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
}
