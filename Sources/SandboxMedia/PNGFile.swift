import CSDL2
import Foundation
import EventLog
import Raster
import SandboxKit

/// PNG files through SDL2_image. Works with no display (SDL_image needs no SDL_Init), so tests use it.
///
/// PNG stores straight alpha and the compositor premultiplied: `write` divides colour by alpha, `read`
/// multiplies it back. For exact comparisons of images that are not opaque, compare `StraightImage`s
/// (what the file holds) rather than round-tripped bitmaps.
public enum PNGFile {
    /// Writes `bitmap` as a PNG at `path`, creating the folder if needed.
    public static func write(_ bitmap: Bitmap, to path: String) throws {
        try write(StraightImage(bitmap), to: path)
    }

    /// The image is encoded in memory first, then written through an `OutputFile`: the path is opened
    /// in place (a device or a locked file is refused) and a write that fails (a full disk) throws,
    /// rather than leaving a truncated PNG behind a success.
    public static func write(_ image: StraightImage, to path: String) throws {
        let dir = (path as NSString).deletingLastPathComponent
        if !dir.isEmpty { try? FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true) }
        let png = try data(image, path: path)
        let file = try OutputFile(path: path, what: "the screenshot")
        do {
            try file.write(png)
            try file.close()
        } catch {
            // A partial PNG is no image: leave an empty file rather than one a viewer half-shows.
            try? file.removeContents()
            throw error
        }
    }

    /// The PNG encoding of `image`, made by SDL2_image into a buffer large enough for any PNG of this
    /// size (the pixels stored uncompressed plus zlib's and PNG's framing).
    public static func data(_ image: StraightImage, path: String = "image") throws -> Data {
        guard image.width > 0, image.height > 0 else {
            throw ImageLoadingError(path: path, reason: "cannot write an empty image")
        }
        let raw = image.height * (image.width * 4 + 1)
        var buffer = [UInt8](repeating: 0, count: raw + raw / 1000 * 6 + 64 * 1024)
        var pixels = image.argb
        let length: Int = buffer.withUnsafeMutableBytes { out in
            pixels.withUnsafeMutableBytes { raw in
                guard let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    raw.baseAddress, Int32(image.width), Int32(image.height), 32, Int32(image.width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue) else { return -1 }
                defer { SDL_FreeSurface(surface) }
                guard let rw = SDL_RWFromMem(out.baseAddress, Int32(out.count)) else { return -1 }
                defer { SDL_RWclose(rw) }
                guard IMG_SavePNG_RW(surface, rw, 0) == 0 else { return -1 }
                return Int(SDL_RWtell(rw))
            }
        }
        guard length > 0 else { throw ImageLoadingError(path: path, reason: String(cString: SDL_GetError())) }
        return Data(buffer[0..<length])
    }

    /// Reads a PNG (or any format SDL2_image knows) as premultiplied pixels.
    public static func read(_ path: String) throws -> Bitmap {
        try readStraight(path).premultiplied
    }

    /// Reads the file's pixels as stored: straight alpha, 0xAARRGGBB.
    public static func readStraight(_ path: String) throws -> StraightImage {
        if let reason = unreadableReason(atPath: path) { throw ImageLoadingError(path: path, reason: reason) }
        guard let loaded = IMG_Load(path) else {
            throw ImageLoadingError(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(loaded) }
        guard let surface = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            throw ImageLoadingError(path: path, reason: String(cString: SDL_GetError()))
        }
        defer { SDL_FreeSurface(surface) }
        let w = Int(surface.pointee.w), h = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        var argb = [UInt32](repeating: 0, count: w * h)
        SDL_LockSurface(surface)
        let base = surface.pointee.pixels!.assumingMemoryBound(to: UInt8.self)
        argb.withUnsafeMutableBytes { dst in
            for y in 0..<h {
                memcpy(dst.baseAddress! + y * w * 4, base + y * pitch, w * 4)
            }
        }
        SDL_UnlockSurface(surface)
        return StraightImage(width: w, height: h, argb: argb)
    }
}

/// An image with straight (not premultiplied) alpha, 0xAARRGGBB: what a PNG file holds.
public struct StraightImage: Equatable {
    public let width: Int
    public let height: Int
    public var argb: [UInt32]

    public init(width: Int, height: Int, argb: [UInt32]) {
        self.width = width; self.height = height; self.argb = argb
    }

    /// Divides colour by alpha, rounding to nearest.
    public init(_ bitmap: Bitmap) {
        width = bitmap.width
        height = bitmap.height
        argb = bitmap.pixels.map { p in
            let a = p >> 24
            guard a != 0 else { return 0 }
            guard a != 255 else { return p }
            func ch(_ shift: UInt32) -> UInt32 { min(255, ((p >> shift & 0xFF) * 255 + a / 2) / a) << shift }
            return a << 24 | ch(16) | ch(8) | ch(0)
        }
    }

    public var premultiplied: Bitmap {
        Bitmap(width: width, height: height, pixels: argb.map { p in
            let c = PremultipliedColor(red: UInt8(p >> 16 & 0xFF), green: UInt8(p >> 8 & 0xFF),
                                       blue: UInt8(p & 0xFF), alpha: UInt8(p >> 24))
            return c.argb
        })
    }
}
