import CSDL2
import Foundation
import Raster
import SandboxAssets
import SandboxKit

/// SandboxKit's image loader, backed by SDL2_image.
public final class SDLImageLoader: ImageLoader {
    public init() {}
    public func loadImage(atPath path: String) throws -> Bitmap { try PNGFile.read(path) }

    public func pngData(of bitmap: Bitmap) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        return try? PNGFile.data(StraightImage(bitmap))
    }

    /// SDL2_image's JPEG writer, into a buffer the size of the uncompressed pixels (a JPEG of 8-bit
    /// colour is smaller, whatever the quality). JPEG has no alpha: transparent parts come out black, as
    /// on iOS.
    public func jpegData(of bitmap: Bitmap, quality: CGFloat) -> Data? {
        guard bitmap.width > 0, bitmap.height > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 4 + 64 * 1024)
        var pixels = StraightImage(bitmap).argb
        let q = Int32((min(max(quality.isNaN ? 1 : quality, 0), 1) * 100).rounded())
        let length: Int = buffer.withUnsafeMutableBytes { out in
            pixels.withUnsafeMutableBytes { raw in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(bitmap.width), Int32(bitmap.height), 32, Int32(bitmap.width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue) else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let rw = SDL_RWFromMem(out.baseAddress, Int32(out.count)) else { return -1 }
                defer { SDL_RWclose(rw) }
                guard IMG_SaveJPG_RW(surface, rw, 0, q) == 0 else { return -1 }
                return Int(SDL_RWtell(rw))
            }
        }
        return length > 0 ? Data(buffer[0..<length]) : nil
    }

    /// `UIImage(named:)`: a file of the package's `Assets/images`, by name with or without ".png".
    public func path(forImageNamed name: String) -> String? {
        [name, name + ".png"].map { SandboxAssets.image($0).path }.first { FileManager.default.fileExists(atPath: $0) }
    }
}
