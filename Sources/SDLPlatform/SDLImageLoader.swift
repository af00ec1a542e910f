import Foundation
import Raster
import SandboxKit

/// SandboxKit's image loader, backed by SDL2_image.
public final class SDLImageLoader: ImageLoader {
    public init() {}
    public func loadImage(atPath path: String) throws -> Bitmap { try PNGFile.read(path) }
}
