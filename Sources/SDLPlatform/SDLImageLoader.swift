import Foundation
import Raster
import SandboxAssets
import SandboxKit

/// SandboxKit's image loader, backed by SDL2_image.
public final class SDLImageLoader: ImageLoader {
    public init() {}
    public func loadImage(atPath path: String) throws -> Bitmap { try PNGFile.read(path) }

    /// `UIImage(named:)`: a file of the package's `Assets/images`, by name with or without ".png".
    public func path(forImageNamed name: String) -> String? {
        [name, name + ".png"].map { SandboxAssets.image($0).path }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
