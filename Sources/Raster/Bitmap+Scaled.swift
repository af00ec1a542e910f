extension Bitmap {
    /// Replaces the pixels of `clip` with `image` scaled by `scaleX, scaleY` (image pixel `(u, v)` lands
    /// at `(u·scaleX, v·scaleY)`), sampled bilinearly at each pixel centre with the edge texels repeated.
    /// No blending: what was there is overwritten, transparent pixels included.
    ///
    /// The same samples as `draw(_:transform:)` with `Transform2D.scale(scaleX, scaleY)` over clear
    /// pixels where the image covers them whole, without its per-pixel edge coverage: a fast path for a
    /// frame buffer shown at another size (the window surface's scaled copy of the device screen).
    public mutating func replace(with image: Bitmap, scaleX: Double, scaleY: Double, clip: IntRect) {
        let area = clip.intersection(bounds)
        guard !area.isEmpty, image.width > 0, image.height > 0, scaleX > 0, scaleY > 0 else { return }
        // Per column and per row: the two texels read and the weight of the second, as sampleBilinear
        // computes them.
        func axis(_ range: Range<Int>, _ scale: Double, _ size: Int) -> [(Int, Int, UInt32)] {
            range.map { p in
                let s = (Double(p) + 0.5) / scale - 0.5
                let f0 = s.rounded(.down)
                let t = UInt32((s - f0) * 256 + 0.5)
                let i0 = Int(min(max(f0, 0), Double(size - 1))), i1 = Int(min(max(f0 + 1, 0), Double(size - 1)))
                return (i0, i1, t)
            }
        }
        let columns = axis(area.minX..<area.maxX, scaleX, image.width)
        let rows = axis(area.minY..<area.maxY, scaleY, image.height)
        let iw = image.width, w = width
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { dst in
                for (j, (y0, y1, fy)) in rows.enumerated() {
                    let top = src.baseAddress! + y0 * iw, bottom = src.baseAddress! + y1 * iw
                    let out = dst.baseAddress! + (area.minY + j) * w + area.minX
                    for (i, (x0, x1, fx)) in columns.enumerated() {
                        out[i] = lerp(lerp(top[x0], top[x1], fx), lerp(bottom[x0], bottom[x1], fx), fy)
                    }
                }
            }
        }
    }
}

/// `lerpPixel` (the same bytes), repeated here so that a build that compiles files one at a time (a
/// debug build) still inlines it in the loop above.
@inline(__always)
private func lerp(_ p: UInt32, _ q: UInt32, _ t: UInt32) -> UInt32 {
    if t == 0 { return p }
    if t >= 256 { return q }
    let s = 256 - t
    let rb = (((p & 0x00FF_00FF) &* s &+ (q & 0x00FF_00FF) &* t &+ 0x0080_0080) >> 8) & 0x00FF_00FF
    let ag = ((((p >> 8) & 0x00FF_00FF) &* s &+ ((q >> 8) & 0x00FF_00FF) &* t &+ 0x0080_0080)) & 0xFF00_FF00
    return rb | ag
}
