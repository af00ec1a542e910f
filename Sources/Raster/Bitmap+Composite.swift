extension Bitmap {
    /// Draws `source` with its top-left pixel at (`x`, `y`), every pixel scaled by `opacity`/255, then
    /// source-over (or copied with `.copy`). This is how group opacity works: a subtree is rendered
    /// offscreen, then composited once at the group's alpha. Clipped to the bitmap, `clip` and `mask`.
    public mutating func composite(_ source: Bitmap, atX x: Int, y: Int, opacity: UInt8 = 255,
                                   blendMode: BlendMode = .sourceOver, clip: IntRect? = nil, mask: CoverageMask? = nil) {
        var r = IntRect(x: x, y: y, width: source.width, height: source.height).intersection(bounds)
        if let clip { r = r.intersection(clip) }
        if let mask { r = r.intersection(mask.bounds) }
        guard !r.isEmpty, opacity > 0 || blendMode == .copy else { return }
        let w = width, sw = source.width, op = UInt32(opacity)
        if mask == nil && opacity == 255 && blendMode == .sourceOver {
            // The common case (a backing store on whole pixels, mostly transparent text): the per-pixel
            // choices hoisted out, transparent pixels skipped, opaque ones copied; the same bytes.
            source.pixels.withUnsafeBufferPointer { src in
                pixels.withUnsafeMutableBufferPointer { dst in
                    for py in r.minY..<r.maxY {
                        let srow = (py - y) * sw - x, drow = py * w
                        for px in r.minX..<r.maxX {
                            let s = src[srow + px]
                            if s == 0 { continue }
                            dst[drow + px] = s >> 24 == 255 ? s : s &+ scalePixel(dst[drow + px], by: 255 &- (s >> 24))
                        }
                    }
                }
            }
            return
        }
        source.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for py in r.minY..<r.maxY {
                    let srow = (py - y) * sw - x, drow = py * w
                    for px in r.minX..<r.maxX {
                        var a = op
                        if let mask { a = div255(a * UInt32(mask.value(x: px, y: py))) }
                        let s = a == 255 ? src[srow + px] : scalePixel(src[srow + px], by: a)
                        dst[drow + px] = blendMode == .copy ? s : blendSourceOver(s, dst[drow + px])
                    }
                }
            }
        }
    }
}
