import CSDL2
import Foundation
import Raster
import SandboxAssets
import SandboxKit

/// SandboxKit's text, drawn with SDL_ttf from the package's own DejaVu fonts: regular weights with DejaVu
/// Sans, semibold and heavier with DejaVu Sans Bold, monospaced fonts with DejaVu Sans Mono. Needs no
/// display and no `SDL_Init`.
///
/// Metrics are those of the font at scale 1 (1 point = 1 pixel), so layout is the same at every scale.
/// Rendered lines are cached per string, face, pixel size and colour, bounded by a pixel budget.
public final class TTFFontRenderer: FontRenderer {
    /// The three font files the renderer uses.
    public struct FontFiles {
        public var regular: URL, bold: URL, monospaced: URL
        public init(regular: URL, bold: URL, monospaced: URL) {
            self.regular = regular; self.bold = bold; self.monospaced = monospaced
        }
        /// DejaVu Sans, Sans Bold and Sans Mono from the package's resources.
        public static var bundled: FontFiles {
            FontFiles(regular: SandboxAssets.regularFont, bold: SandboxAssets.boldFont, monospaced: SandboxAssets.monospacedFont)
        }
    }

    private struct InstanceKey: Hashable { let face: Int; let quarterPixels: Int }
    private struct LineKey: Hashable { let text: String; let instance: InstanceKey; let color: Color }
    private struct MeasureKey: Hashable { let text: String; let instance: InstanceKey }

    private let faces: [FontFace]
    private var instances: BoundedCache<InstanceKey, OpaquePointer>
    private var lines: BoundedCache<LineKey, Bitmap>
    private var measures = BoundedCache<MeasureKey, CGSize>(costLimit: 4096)

    /// Loads the three faces; throws `FontLoadingError` naming the file and the reason when one is
    /// missing or unreadable. `cachePixelLimit` bounds the rendered-line cache.
    public init(files: FontFiles = .bundled, cachePixelLimit: Int = 4_000_000) throws {
        guard TTF_Init() == 0 else {
            throw FontLoadingError(path: files.regular.path, reason: "SDL_ttf cannot start: " + sdlErrorMessage())
        }
        do {
            faces = try [files.regular, files.bold, files.monospaced].map { try FontFace.loaded(url: $0) }
        } catch {
            TTF_Quit()
            throw error
        }
        instances = BoundedCache(costLimit: 64, onEvict: { TTF_CloseFont($0) })
        lines = BoundedCache(costLimit: cachePixelLimit)
    }

    deinit {
        instances.removeAll()
        TTF_Quit()
    }

    /// Number of rendered lines held in the cache (for tests and the overlay's statistics).
    public var cachedLineCount: Int { lines.count }

    public func lineHeight(of font: UIFont) -> CGFloat {
        withInstance(font, scale: 1) { CGFloat(TTF_FontLineSkip($0)) } ?? 0
    }

    public func ascender(of font: UIFont) -> CGFloat {
        withInstance(font, scale: 1) { CGFloat(TTF_FontAscent($0)) } ?? 0
    }

    public func size(of text: String, font: UIFont) -> CGSize {
        let key = MeasureKey(text: text, instance: instanceKey(font, scale: 1))
        if let cached = measures.value(for: key) { return cached }
        let size = withInstance(font, scale: 1) { f in
            CGSize(width: CGFloat(Self.advance(of: text, in: f)), height: CGFloat(TTF_FontLineSkip(f)))
        } ?? .zero
        measures.insert(size, for: key)
        return size
    }

    public func render(_ text: String, font: UIFont, color: Color, scale: CGFloat) -> Bitmap {
        let key = LineKey(text: text, instance: instanceKey(font, scale: scale), color: color)
        if let cached = lines.value(for: key) { return cached }
        let bitmap = withInstance(font, scale: scale) { Self.rasterize(text, font: $0, color: color) }
            ?? Bitmap(width: 0, height: 0)
        lines.insert(bitmap, for: key, cost: max(1, bitmap.width * bitmap.height))
        return bitmap
    }

    // MARK: Internals

    private func instanceKey(_ font: UIFont, scale: CGFloat) -> InstanceKey {
        let face = font.isMonospaced ? 2 : (font.isBold ? 1 : 0)
        let px = font.pointSize * scale
        let quarter = px.isFinite ? Int((px * 4).rounded()) : 4
        return InstanceKey(face: face, quarterPixels: min(max(quarter, 1), 4 * 1024))
    }

    private func withInstance<T>(_ font: UIFont, scale: CGFloat, _ body: (OpaquePointer) -> T) -> T? {
        let key = instanceKey(font, scale: scale)
        if let f = instances.value(for: key) { return body(f) }
        guard let f = faces[key.face].open(quarterPixels: key.quarterPixels) else { return nil }
        instances.insert(f, for: key)
        return body(f)
    }

    private static func advance(of text: String, in font: OpaquePointer) -> Int {
        guard !text.isEmpty else { return 0 }
        var w: Int32 = 0, h: Int32 = 0
        guard TTF_SizeUTF8(font, text, &w, &h) == 0 else { return 0 }
        return Int(w)
    }

    /// Blended (anti-aliased) rendering in white, whose alpha is the coverage; each pixel becomes the
    /// premultiplied colour times the coverage, which is exactly what drawing the colour through the
    /// glyph mask gives.
    private static func rasterize(_ text: String, font: OpaquePointer, color: Color) -> Bitmap {
        let width = advance(of: text, in: font), height = Int(TTF_FontLineSkip(font))
        var out = Bitmap(width: width, height: max(height, 0))
        guard width > 0, height > 0,
              let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else { return out }
        defer { SDL_FreeSurface(surface) }
        let converted: UnsafeMutablePointer<SDL_Surface>
        if surface.pointee.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue {
            converted = surface
        } else {
            guard let c = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return out }
            converted = c
        }
        defer { if converted != surface { SDL_FreeSurface(converted) } }
        let pc = color.premultiplied
        let ca = UInt32(pc.alpha), cr = UInt32(pc.red), cg = UInt32(pc.green), cb = UInt32(pc.blue)
        let w = min(width, Int(converted.pointee.w)), h = min(height, Int(converted.pointee.h))
        let pitch = Int(converted.pointee.pitch)
        SDL_LockSurface(converted)
        defer { SDL_UnlockSurface(converted) }
        guard let base = converted.pointee.pixels else { return out }
        out.pixels.withUnsafeMutableBufferPointer { px in
            for y in 0..<h {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for x in 0..<w {
                    let coverage = row[x] >> 24
                    guard coverage != 0 else { continue }
                    px[y * width + x] = div255(ca * coverage) << 24 | div255(cr * coverage) << 16
                        | div255(cg * coverage) << 8 | div255(cb * coverage)
                }
            }
        }
        return out
    }
}
