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
                    // a translucent colour (a dimming view over a whole screen)
                    Bitmap.blendRun(px.baseAddress! + row + r.minX, count: r.width, color: c)
                }
            }
        }
    }

    /// `count` pixels from `start` with the premultiplied `color` blended over them: eight at a time,
    /// `c + dst·(255 − α)/255` rounded as `blendSourceOver` rounds it.
    @inline(__always)
    static func blendRun(_ start: UnsafeMutablePointer<UInt32>, count: Int, color c: UInt32) {
        let colour = PixelLanes(repeating: c), keep = PixelLanes(repeating: 255 - (c >> 24)).doubled
        var i = 0
        while i + 8 <= count {
            let d = UnsafeRawPointer(start + i).loadUnaligned(as: PixelLanes.self)
            UnsafeMutableRawPointer(start + i).storeBytes(of: colour &+ d.scaled(by: keep), as: PixelLanes.self)
            i += 8
        }
        while i < count { start[i] = blendSourceOver(c, start[i]); i += 1 }
    }

    /// Sets every pixel of `rect` (or the whole bitmap) to transparent.
    public mutating func clear(_ rect: IntRect? = nil) {
        fill(rect ?? bounds, with: .clear, blendMode: .copy)
    }
}
