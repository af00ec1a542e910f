import Foundation
import Raster

/// How SandboxKit reads image files without importing SDL. SandboxMedia implements it with SDL2_image.
public protocol ImageLoader: AnyObject {
    /// The decoded image, premultiplied. Throws `ImageLoadingError` naming the path and the reason.
    func loadImage(atPath path: String) throws -> Bitmap
    /// The file of a named image among the app's assets (`UIImage(named:)`), or nil when there is none.
    /// `name` may omit the extension.
    func path(forImageNamed name: String) -> String?
    /// The image encoded as a PNG file's bytes (`UIImage.pngData()`), nil when it cannot be.
    func pngData(of bitmap: Bitmap) -> Data?
    /// The image encoded as JPEG, `quality` 0...1 (`UIImage.jpegData(compressionQuality:)`).
    func jpegData(of bitmap: Bitmap, quality: CGFloat) -> Data?
}

extension ImageLoader {
    public func path(forImageNamed name: String) -> String? { nil }
    public func pngData(of bitmap: Bitmap) -> Data? { nil }
    public func jpegData(of bitmap: Bitmap, quality: CGFloat) -> Data? { nil }
}

public struct ImageLoadingError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public init(path: String, reason: String) { self.path = path; self.reason = reason }
    public var description: String { "\(path): \(reason)" }
}

/// Refuses every file; installed until the platform provides a real loader.
package final class NoImageLoader: ImageLoader {
    public init() {}
    public func loadImage(atPath path: String) throws -> Bitmap {
        throw ImageLoadingError(path: path, reason: "no image loader is installed (SandboxMedia provides one)")
    }
}
