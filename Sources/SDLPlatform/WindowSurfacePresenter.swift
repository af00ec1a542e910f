import CSDL2
import Foundation
import Raster
import SandboxKit

/// Shows placed frame buffers through SDL's window surface (on X11, shared memory the X server copies
/// from) instead of a renderer: the cheapest path when rendering would happen on the CPU anyway (SDL's
/// software renderer, or OpenGL on Mesa's llvmpipe, which redraws and swaps the whole window every
/// frame). Each frame copies only the damaged rows into the surface and hands SDL only the damaged
/// rectangles.
///
/// A layer shown at its image's size is copied pixel for pixel. One shown scaled (the device screen in
/// the sandbox) keeps a scaled copy, redrawn bilinearly (Raster) only where its image was damaged; a
/// pixel of it depends on the image alone, not on which part was redrawn. Layers replace what is under
/// them (no blending), as the streaming-texture path draws them.
@MainActor
final class WindowSurfacePresenter {
    /// One image the surface shows: a window's frame buffer or an external surface's pixels, at `frame`
    /// (surface pixels).
    struct Layer {
        let id: ObjectIdentifier
        let image: Bitmap
        let frame: IntRect
    }

    private let window: OpaquePointer
    /// Scaled copies, by layer, with the frame (surface pixels) they were made for.
    private var scaled: [ObjectIdentifier: (image: Bitmap, frame: IntRect, sourceWidth: Int, sourceHeight: Int)] = [:]
    /// External surfaces' pixels, copied as they arrive (the shared memory they come from is rewritten by
    /// the device's next frame).
    private var external: [ObjectIdentifier: Bitmap] = [:]
    /// Surface pixels to refresh at the next present.
    private var dirty: [IntRect] = []
    /// Everything is redrawn at the next present (first frame, resize, expose, new placements).
    private var needsFullRedraw = true
    /// Where surface updates are handed to SDL, one at a time, off the main thread.
    private let updates = DispatchQueue(label: "window-surface-update")
    /// Signalled when the update in flight has been shown.
    private let updateDone = DispatchSemaphore(value: 0)
    /// An update is in flight: the surface's pixels are the X server's until it is done.
    private var updating = false

    /// The window for the update queue (SDL's window pointer, used there only by the update).
    private struct Handle: @unchecked Sendable { let pointer: OpaquePointer }

    /// Waits for the update in flight, before the surface is written, read, resized or destroyed.
    func finishUpdate() {
        guard updating else { return }
        updateDone.wait()
        updating = false
    }

    init?(window: OpaquePointer) {
        guard SDL_GetWindowSurface(window) != nil else { return nil }
        self.window = window
    }

    /// Released on the main actor, where it was made (see `MainActorLoan`).
    deinit { MainActorLoan.run { finishUpdate() } }

    /// The surface's size in pixels (the window's: the surface is remade at that size when next asked for).
    var pixelSize: (width: Int, height: Int) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSizeInPixels(window, &w, &h)
        return (Int(w), Int(h))
    }

    /// Damage not shown yet: a present found the previous update still in flight.
    var hasPendingDamage: Bool { !dirty.isEmpty }

    func setNeedsFullRedraw() { needsFullRedraw = true }

    /// The last pixels `store` kept for an external surface.
    func externalImage(_ id: ObjectIdentifier) -> Bitmap? { external[id] }

    /// Keeps `damage` of an external surface's pixels (all of them when its size changed); returns the
    /// part copied, in its pixels.
    func store(_ pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int, damage: IntRect, id: ObjectIdentifier) -> IntRect {
        guard width > 0, height > 0, pixels.count >= width * height, let src = pixels.baseAddress else { return .zero }
        let full = IntRect(x: 0, y: 0, width: width, height: height)
        var region = damage.intersection(full)
        if let old = external[id], old.width == width, old.height == height {} else {
            external[id] = Bitmap(width: width, height: height)
            region = full
        }
        guard !region.isEmpty else { return .zero }
        external[id]!.pixels.withUnsafeMutableBufferPointer { dst in
            for y in region.minY..<region.maxY {
                (dst.baseAddress! + y * width + region.x).update(from: src + y * width + region.x, count: region.width)
            }
        }
        return region
    }

    /// Forgets external surfaces not in `ids` (a device process that went).
    func keepExternal(_ ids: Set<ObjectIdentifier>) {
        for id in external.keys where !ids.contains(id) {
            external[id] = nil
            scaled[id] = nil
        }
    }

    /// A layer's image changed in `damage` (its pixels): marks the surface pixels it shows there,
    /// redrawing its scaled copy first when it is shown scaled. Returns the image pixels read.
    func upload(_ layer: Layer, damage: IntRect) -> Int {
        let image = layer.image, frame = layer.frame
        let width = image.width, height = image.height
        guard width > 0, height > 0, !frame.isEmpty else { return 0 }
        let full = image.bounds
        let id = layer.id
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
        copy.replace(with: image, scaleX: sx, scaleY: sy, clip: target)
        dirty.append(IntRect(x: target.x + frame.x, y: target.y + frame.y, width: target.width, height: target.height))
        return region.area
    }

    /// Redraws the dirty parts of the surface from `layers` (in order, the last on top) over
    /// `background`, and shows them. Returns false, keeping the damage for the next present, when the
    /// X server is still copying the previous update (`show`; a snapshot waits for it instead): the frame
    /// is then not shown, but the main thread does not wait.
    @discardableResult
    func present(_ layers: [Layer], background: PremultipliedColor, show: Bool = true) -> Bool {
        if updating && show {
            guard updateDone.wait(timeout: .now()) == .success else {
                if dirty.count > 64 { dirty = [dirty.dropFirst().reduce(dirty[0]) { $0.union($1) }] }
                return false
            }
            updating = false
        }
        finishUpdate()
        guard let surface = SDL_GetWindowSurface(window) else { return false }
        let bounds = IntRect(x: 0, y: 0, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
        // A layer shown scaled is drawn from its scaled copy only: remake copies made for another frame
        // or image size (all of them for a full redraw).
        for l in layers where (l.frame.width != l.image.width || l.frame.height != l.image.height || needsFullRedraw)
            && !(scaled[l.id].map { $0.frame == l.frame && $0.sourceWidth == l.image.width && $0.sourceHeight == l.image.height } ?? false) {
            _ = upload(l, damage: IntRect(x: 0, y: 0, width: 1 << 30, height: 1 << 30))
        }
        if needsFullRedraw {
            needsFullRedraw = false
            dirty = [bounds]
        }
        let rects = dirty.map { $0.intersection(bounds) }.filter { !$0.isEmpty }
        dirty.removeAll(keepingCapacity: true)
        guard !rects.isEmpty else { return true }
        let bg = SDL_MapRGB(surface.pointee.format, background.red, background.green, background.blue)
        for r in rects {
            // Layers replace what is under them: start at the topmost one that covers the whole rectangle.
            let first = layers.lastIndex { $0.frame.intersection(r) == r }
            if first == nil {
                var fill = SDL_Rect(x: Int32(r.x), y: Int32(r.y), w: Int32(r.width), h: Int32(r.height))
                SDL_FillRect(surface, &fill, bg)
            }
            for l in layers[(first ?? 0)...] {
                let part = l.frame.intersection(r)
                guard !part.isEmpty else { continue }
                let src = IntRect(x: part.x - l.frame.x, y: part.y - l.frame.y, width: part.width, height: part.height)
                let image = l.frame.width == l.image.width && l.frame.height == l.image.height ? l.image : scaled[l.id]?.image
                if let image, image.width == l.frame.width, image.height == l.frame.height { blit(image, src, to: surface, at: part) }
            }
        }
        guard show else { return true }
        let sdlRects = rects.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: Int32($0.width), h: Int32($0.height)) }
        // The update waits for the X server to have copied the rectangles (on X11, XSync after
        // XShmPutImage): the server's work, left to finish while this thread goes on to the next frame.
        // The surface is not touched again until it has (`finishUpdate`).
        let window = Handle(pointer: self.window), done = updateDone
        updating = true
        updates.async {
            sdlRects.withUnsafeBufferPointer { SDL_UpdateWindowSurfaceRects(window.pointer, $0.baseAddress, Int32($0.count)) }
            done.signal()
        }
        return true
    }

    /// The surface's pixels (what the window shows), opaque.
    func snapshot(_ layers: [Layer], background: PremultipliedColor) -> Bitmap? {
        needsFullRedraw = true
        present(layers, background: background, show: false)
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

    /// Copies `src` of a 32-bit ARGB image into the surface at `dst` (same size), replacing what was
    /// there: row by row when the surface holds the same 32-bit layout (XRGB or ARGB, as X11's usually
    /// does; the alpha byte is not shown), else through SDL's converting blit.
    private func blit(_ image: Bitmap, _ src: IntRect, to surface: UnsafeMutablePointer<SDL_Surface>, at dst: IntRect) {
        let format = surface.pointee.format.pointee.format
        image.pixels.withUnsafeBufferPointer { p in
            guard let base = p.baseAddress else { return }
            if format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
               let pixels = surface.pointee.pixels {
                let pitch = Int(surface.pointee.pitch)
                for row in 0..<src.height {
                    let to = (pixels + (dst.y + row) * pitch).assumingMemoryBound(to: UInt32.self) + dst.x
                    to.update(from: base + (src.y + row) * image.width + src.x, count: src.width)
                }
                return
            }
            guard let wrap = SDL_CreateRGBSurfaceWithFormatFrom(UnsafeMutableRawPointer(mutating: base), Int32(image.width),
                                                                Int32(image.height), 32, Int32(image.width * 4),
                                                                SDL_PIXELFORMAT_ARGB8888.rawValue) else { return }
            defer { SDL_FreeSurface(wrap) }
            SDL_SetSurfaceBlendMode(wrap, SDL_BLENDMODE_NONE)
            var s = SDL_Rect(x: Int32(src.x), y: Int32(src.y), w: Int32(src.width), h: Int32(src.height))
            var d = SDL_Rect(x: Int32(dst.x), y: Int32(dst.y), w: Int32(dst.width), h: Int32(dst.height))
            SDL_UpperBlit(wrap, &s, surface, &d)
        }
    }
}

