import RasterKernels

/// The cross-dissolve picture: one page drawn over another at a constant 8-bit opacity.
///
/// For every pixel of the page rectangle (the pages' size, top-left at `originX, originY` in the target)
/// inside `clip`: `base` is `from`'s pixel (copied), or the target's own pixel when `from` is nil; then
/// `to` is composited over it premultiplied at `opacity` α, rounded once per channel:
/// `sₐ = div255(toₐ · α)`, `out = div255(to · α + base · (255 − sₐ))`.
/// Integer maths, so every path gives the same bytes; with opaque pages this is the exact lerp
/// `(from·(255 − α) + to·α) / 255`, correctly rounded. (The sum never exceeds 65152 for premultiplied
/// input, so it fits the 16-bit lanes the vector path multiplies in.)
///
/// A cross-dissolve of two views with transparent parts can be drawn in two calls with `from: nil`:
/// the old view at 255 − α, then the new one at α, over whatever is behind them.
public enum Crossfade {
    public static func render(from: Bitmap?, to: Bitmap, opacity: UInt8, originX: Int = 0, originY: Int = 0,
                              into target: inout Bitmap, clip: IntRect, threads: Int = 1) {
        render(from: from, to: to, opacity: opacity, originX: originX, originY: originY, into: &target, clip: clip,
               threads: threads, cpu: nil)
    }

    /// `render` with the kernels of `cpu` (nil: the active ones); tests run every level.
    static func render(from: Bitmap?, to: Bitmap, opacity: UInt8, originX: Int = 0, originY: Int = 0,
                       into target: inout Bitmap, clip: IntRect, threads: Int = 1, cpu: CPULevel?) {
        if let from, from.width != to.width || from.height != to.height { return }
        let page = IntRect(x: originX, y: originY, width: to.width, height: to.height)
        let area = clip.intersection(target.bounds).intersection(page)
        guard !area.isEmpty else { return }
        let targetWidth = target.width, pageWidth = to.width
        let blendRow = KernelSet.chosen(cpu).crossfadeRow
        to.pixels.withUnsafeBufferPointer { toPixels in
            withOptionalPointer(from) { fromPixels in
                target.pixels.withUnsafeMutableBufferPointer { dst in
                    let base = dst.baseAddress!, top = toPixels.baseAddress!
                    RowBands.run(rows: area.minY..<area.maxY, threads: threads) { y in
                        let sy = y - originY, sx = area.minX - originX
                        let out = base + y * targetWidth + area.minX
                        let b = top + sy * pageWidth + sx
                        let a = fromPixels.map { UnsafePointer($0 + sy * pageWidth + sx) } ?? UnsafePointer(out)
                        if opacity == 0 {
                            if a != UnsafePointer(out) { out.update(from: a, count: area.width) }
                        } else {
                            blendRow(a, b, out, area.width, opacity)
                        }
                    }
                }
            }
        }
    }

    /// The general path, one pixel: the definition the vector path must match byte for byte.
    @inlinable public static func blendPixel(_ a: UInt32, _ b: UInt32, _ opacity: UInt8) -> UInt32 {
        let o = UInt32(opacity)
        let inv = 255 - div255((b >> 24) * o)
        var r: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            r |= div255((b >> UInt32(shift) & 0xFF) * o + (a >> UInt32(shift) & 0xFF) * inv) << UInt32(shift)
        }
        return r
    }

    /// The general path over a whole area (used by tests to check the vector path).
    public static func renderReference(from: Bitmap?, to: Bitmap, opacity: UInt8, originX: Int = 0, originY: Int = 0,
                                       into target: inout Bitmap, clip: IntRect) {
        let area = clip.intersection(target.bounds).intersection(IntRect(x: originX, y: originY, width: to.width, height: to.height))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let i = (y - originY) * to.width + (x - originX)
                let a = from?.pixels[i] ?? target.pixels[y * target.width + x]
                target.pixels[y * target.width + x] = blendPixel(a, to.pixels[i], opacity)
            }
        }
    }
}

@inline(__always)
func withOptionalPointer<R>(_ bitmap: Bitmap?, _ body: (UnsafePointer<UInt32>?) -> R) -> R {
    guard let bitmap else { return body(nil) }
    return bitmap.pixels.withUnsafeBufferPointer { body($0.baseAddress!) }
}
