extension Bitmap {
    /// Fills `shape` (local coordinates) mapped through `transform` with a colour that varies across it:
    /// `shader` gives the premultiplied colour at each pixel centre's local position (gradients). Edges,
    /// opacity, clip and mask as `fill(_:transform:color:opacity:clip:mask:)`.
    public mutating func fill(_ shape: Shape, transform: ProjectiveTransform = .identity, opacity: Double = 1,
                              clip: IntRect? = nil, mask: CoverageMask? = nil,
                              shader: (_ x: Double, _ y: Double) -> PremultipliedColor) {
        guard opacity > 0, let inverse = transform.inverted() else { return }
        let area = drawingArea(local: shape.localBounds, transform: transform, target: bounds, clip: clip, mask: mask)
        guard !area.isEmpty else { return }
        let op = min(opacity, 1) * 255, w = width
        pixels.withUnsafeMutableBufferPointer { px in
            scanPixels(area, inverse: inverse) { x, y, lx, ly, j in
                let a = drawAlpha(coverage: shape.coverage(x: lx, y: ly, j), opacity: op, mask: mask, x: x, y: y)
                guard a > 0 else { return }
                let c = shader(lx, ly).argb
                guard c != 0 else { return }
                let i = y * w + x
                px[i] = blendSourceOver(a == 255 ? c : scalePixel(c, by: a), px[i])
            }
        }
    }
}

extension CoverageMask {
    /// The alpha of every pixel of `bitmap` as coverage, the bitmap's top-left placed at (`x`, `y`): a
    /// layer mask drawn offscreen (what it draws lets the masked layer through) or a path's shape drawn
    /// into a scratch bitmap.
    public init(alphaOf bitmap: Bitmap, x: Int, y: Int) {
        self.init(bounds: IntRect(x: x, y: y, width: bitmap.width, height: bitmap.height), fill: 0)
        guard bounds.width == bitmap.width, bounds.height == bitmap.height else { return }
        bitmap.pixels.withUnsafeBufferPointer { px in
            values.withUnsafeMutableBufferPointer { v in
                for i in 0..<px.count { v[i] = UInt8(truncatingIfNeeded: px[i] >> 24) }
            }
        }
    }
}
