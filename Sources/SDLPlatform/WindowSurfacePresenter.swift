import CSDL2
import Foundation
import Raster
import SandboxKit

/// Shows placed frame buffers through SDL's window surface (on X11, shared memory the X server reads)
/// instead of a renderer: the cheapest path when rendering would happen on the CPU anyway (SDL's software
/// renderer, or OpenGL on Mesa's llvmpipe, which redraws and swaps the whole window every frame). Each
/// frame copies only the damaged rows into the surface and hands SDL only the damaged rectangles.
///
/// A placement shown at its frame buffer's size is copied pixel for pixel. One shown scaled (the device
/// screen in the sandbox) keeps a scaled copy, redrawn bilinearly (Raster) only where its window was
/// damaged; a pixel of it depends on the frame buffer alone, not on which part was redrawn. Placements
/// replace what is under them (no blending), as the streaming-texture path draws them.
@MainActor
final class WindowSurfacePresenter {
    private let window: OpaquePointer
    /// Scaled copies, by window, with the frame (surface pixels) they were made for.
    private var scaled: [ObjectIdentifier: (image: Bitmap, frame: IntRect, sourceWidth: Int, sourceHeight: Int)] = [:]
    /// Surface pixels to refresh at the next present.
    private var dirty: [IntRect] = []
    /// Everything is redrawn at the next present (first frame, resize, expose, new placements).
    private var needsFullRedraw = true

    init?(window: OpaquePointer) {
        guard SDL_GetWindowSurface(window) != nil else { return nil }
        self.window = window
    }

    /// The surface's size in pixels.
    var pixelSize: (width: Int, height: Int) {
        guard let s = SDL_GetWindowSurface(window) else { return (0, 0) }
        return (Int(s.pointee.w), Int(s.pointee.h))
    }

    func setNeedsFullRedraw() { needsFullRedraw = true }

    /// A window's frame buffer changed in `damage` (its pixels): marks the surface pixels it shows there,
    /// redrawing its scaled copy first when it is shown scaled. Returns the frame-buffer pixels read.
    func upload(_ uiWindow: UIWindow, damage: IntRect, frame: IntRect) -> Int {
        let framebuffer = uiWindow.framebuffer
        let width = framebuffer.width, height = framebuffer.height
        guard width > 0, height > 0, !frame.isEmpty else { return 0 }
        let full = framebuffer.bounds
        let id = ObjectIdentifier(uiWindow)
        if frame.width == width && frame.height == height {
            scaled[id] = nil
            let d = damage.intersection(full)
            if !d.isEmpty { dirty.append(IntRect(x: d.x + frame.x, y: d.y + frame.y, width: d.width, height: d.height)) }
            return d.area
        }
        var region = damage.intersection(full)
        var copy: Bitmap
        if let old = scaled[id], old.frame == frame, old.sourceWidth == width, old.sourceHeight == height {
            copy = old.image
            scaled[id] = nil  // uniquely referenced while it is redrawn
        } else {
            copy = Bitmap(width: frame.width, height: frame.height)
            region = full
        }
        defer { scaled[id] = (copy, frame, width, height) }
        guard !region.isEmpty else { return 0 }
        let sx = Double(frame.width) / Double(width), sy = Double(frame.height) / Double(height)
        // The copy's pixels whose bilinear sample reads a texel of `region` (a texel reaches one texel around it).
        let x0 = Int((Double(region.minX - 1) * sx).rounded(.down)) - 1, x1 = Int((Double(region.maxX + 1) * sx).rounded(.up)) + 1
        let y0 = Int((Double(region.minY - 1) * sy).rounded(.down)) - 1, y1 = Int((Double(region.maxY + 1) * sy).rounded(.up)) + 1
        let target = IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(copy.bounds)
        copy.clear(target)
        copy.draw(framebuffer, transform: Transform2D.scale(sx, sy), clip: target)
        dirty.append(IntRect(x: target.x + frame.x, y: target.y + frame.y, width: target.width, height: target.height))
        return region.area
    }

    /// Redraws the dirty parts of the surface from the placements (in order, the last on top) over
    /// `background`, and shows them. `frames` are the placements' frames in surface pixels.
    func present(_ placements: [(window: UIWindow, frame: IntRect)], background: PremultipliedColor, show: Bool = true) {
        guard let surface = SDL_GetWindowSurface(window) else { return }
        let bounds = IntRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        if needsFullRedraw {
            needsFullRedraw = false
            // Scaled copies may be stale for a new frame: remake them whole.
            for p in placements where scaled[ObjectIdentifier(p.window)]?.frame != p.frame {
                _ = upload(p.window, damage: IntRect(x: 0, y: 0, width: 1 << 30, height: 1 << 30), frame: p.frame)
            }
            dirty = [bounds]
        }
        let rects = dirty.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        dirty.removeAll(keepingCapacity: true)
        guard !rects.isEmpty else { return }
        let bg = SDL_MapRGB(surface.pointee.format, background.red, background.green, background.blue)
        for r in rects {
            if !placements.contains(where: { $0.frame.intersection(r) == r }) {
                var fill = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                SDL_FillRect(surface, &fill, bg)
            }
            for p in placements {
                let part = p.frame.intersection(r)
                guard !part.isEmpty else { continue }
                let src = IntRect(x: part.x - p.frame.x, y: part.y - p.frame.y, width: part.width, height: part.height)
                if let copy = scaled[ObjectIdentifier(p.window)], copy.frame == p.frame {
                    blit(copy.image, src, to: surface, at: part)
                } else {
                    p.window.withFramebufferPixels { pixels, w, h in
                        guard let base = pixels.baseAddress else { return }
                        blit(base, w, h, src, to: surface, at: part)
                    }
                }
            }
        }
        guard show else { return }
        var sdlRects = rects.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        SDL_UpdateWindowSurfaceRects(window, &sdlRects, Int32(sdlRects.count))
    }

    /// The surface's pixels (what the window shows), opaque.
    func snapshot(_ placements: [(window: UIWindow, frame: IntRect)], background: PremultipliedColor) -> Bitmap? {
        needsFullRedraw = true
        present(placements, background: background, show: false)
        guard let surface = SDL_GetWindowSurface(window),
              let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch)
        guard w > 0, h > 0, let base = argb.pointee.pixels else { return nil }
        var pixels = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in 0..<w { pixels[y * w + x] = row[x] | 0xFF00_0000 }
        }
        return Bitmap(width: w, height: h, pixels: pixels)
    }

    private func blit(_ image: Bitmap, _ src: IntRect, to surface: UnsafeMutablePointer<SDL_Surface>, at dst: IntRect) {
        image.pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            blit(base, image.width, image.height, src, to: surface, at: dst)
        }
    }

    /// Copies `src` of a 32-bit ARGB image into the surface at `dst` (same size), converting the format
    /// when the surface's differs and replacing what was there.
    private func blit(_ base: UnsafePointer<UInt32>, _ w: Int, _ h: Int, _ src: IntRect,
                      to surface: UnsafeMutablePointer<SDL_Surface>, at dst: IntRect) {
        guard let wrap = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: base), Int32(w), Int32(h), 32,
                                                            Int32(w * 4), SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
        defer { SDL_FreeSurface(wrap) }
        SDL_SetSurfaceBlendMode(wrap, SDL_BLENDMODE_NONE)
        var s = SDL_Rect(x: Int32(src.x), y: Int32(src.y), w: Int32(src.width), h: Int32(src.height))
        var d = SDL_Rect(x: Int32(dst.x), y: Int32(dst.y), w: Int32(dst.width), h: Int32(dst.height))
        SDL_UpperBlit(wrap, &s, surface, &d)
    }
}
