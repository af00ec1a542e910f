import Foundation
import Raster

/// An immutable image: premultiplied pixels and the scale they were made for (pixels per point).
///
/// Files are decoded by the application's image loader (`UIApplication.shared.images`; SDLPlatform
/// installs SDL2_image's). `UIImage(named:)` asks the loader where a named asset is; a name ending in
/// "@2x"/"@3x" (before the extension) has that scale. The failable initialisers return nil on any
/// problem, as UIKit's do; `UIImage.load(contentsOfFile:)` throws the path and the reason instead.
public final class UIImage {
    public let bitmap: Bitmap
    public let scale: CGFloat

    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 ? scale : 1
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    public convenience init?(named name: String) {
        guard let path = UIApplication.shared.images.path(forImageNamed: name),
              let image = try? UIImage.load(contentsOfFile: path) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let image = try? UIImage.load(contentsOfFile: path) else { return nil }
        self.init(bitmap: image.bitmap, scale: image.scale)
    }

    /// Decodes `path`, throwing an `ImageLoadingError` that names the file and the reason.
    public static func load(contentsOfFile path: String) throws -> UIImage {
        let bitmap = try UIApplication.shared.images.loadImage(atPath: path)
        return UIImage(bitmap: bitmap, scale: scale(ofFileAt: path))
    }

    static func scale(ofFileAt path: String) -> CGFloat {
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        if stem.hasSuffix("@3x") { return 3 }
        if stem.hasSuffix("@2x") { return 2 }
        return 1
    }
}
