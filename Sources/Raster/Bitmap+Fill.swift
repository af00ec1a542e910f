import RasterKernels

extension Bitmap {
    /// Fills the pixels of `rect` (clipped to the bitmap and to `clip`) with `color`.
    public mutating func fill(_ rect: IntRect, with color: PremultipliedColor, blendMode: BlendMode = .sourceOver,
                              clip: IntRect? = nil) {
        var r = rect.intersection(bounds)
        if let clip { r = r.intersection(clip) }
        guard !r.isEmpty else { return }
        let c = color.argb
        if blendMode == .sourceOver && c >> 24 == 0 && c == 0 { return }
        let opaque = blendMode == .copy || c >> 24 == 255
        let w = width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in r.minY..<r.maxY {
                let row = y * w
                if opaque {
                    for i in (row + r.minX)..<(row + r.maxX) { px[i] = c }
                } else {
                    // a translucent colour (a dimming view over a whole screen): eight pixels at a time,
                    // `c + dst·(255 − α)/255` rounded as `blendSourceOver` rounds it
                    let colour = PixelLanes(repeating: c), keep = PixelLanes(repeating: 255 - (c >> 24)).doubled
                    let base = px.baseAddress!
                    var i = row + r.minX
                    while i + 8 <= row + r.maxX {
                        let d = UnsafeRawPointer(base + i).loadUnaligned(as: PixelLanes.self)
                        UnsafeMutableRawPointer(base + i).storeBytes(of: colour &+ d.scaled(by: keep), as: PixelLanes.self)
                        i += 8
                    }
                    while i < row + r.maxX { px[i] = blendSourceOver(c, px[i]); i += 1 }
                }
            }
        }
    }

    /// Sets every pixel of `rect` (or the whole bitmap) to transparent.
    public mutating func clear(_ rect: IntRect? = nil) {
        fill(rect ?? bounds, with: .clear, blendMode: .copy)
    }
}
