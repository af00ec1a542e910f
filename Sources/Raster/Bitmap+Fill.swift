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
                    for i in (row + r.minX)..<(row + r.maxX) { px[i] = blendSourceOver(c, px[i]) }
                }
            }
        }
    }

    /// Sets every pixel of `rect` (or the whole bitmap) to transparent.
    public mutating func clear(_ rect: IntRect? = nil) {
        fill(rect ?? bounds, with: .clear, blendMode: .copy)
    }
}
