import RasterKernels

extension Bitmap {
    /// Draws `image` mapped through `transform` (image pixel coordinates → this bitmap's pixels), with
    /// anti-aliased edges, `opacity` (0...1), source-over, within `clip` and `mask`. With `sourceClip`
    /// the image is cut to that rounded rectangle of its own coordinates (clipsToBounds with a corner
    /// radius). Outside the image the edge texels repeat, so the anti-aliased rim shows the edge colour.
    public mutating func draw(_ image: Bitmap, transform: ProjectiveTransform, sampling: Sampling = .bilinear,
                              opacity: Double = 1, clip: IntRect? = nil, mask: CoverageMask? = nil,
                              sourceClip: RoundedRect? = nil) {
        if sourceClip == nil, opacity > 0, let origin = transform.wholePixelTranslation {
            // Texels on whole pixels (text drawn at a whole point, a backing store): the general path would
            // sample each texel exactly, with full coverage, which is a plain composite; a test compares them.
            composite(image, atX: origin.x, y: origin.y, opacity: UInt8(min(opacity, 1) * 255 + 0.5), clip: clip, mask: mask)
            return
        }
        draw(image, transform: transform, sampling: sampling, opacity: opacity, clip: clip, mask: mask,
             sourceClip: sourceClip, everyPixelsCoverage: false)
    }

    /// `draw`, computing every pixel's edge coverage when `everyPixelsCoverage` (tests compare the two);
    /// otherwise pixels `WholeCoverage` vouches for skip the coverage formula (it gives exactly 1 there).
    mutating func draw(_ image: Bitmap, transform: ProjectiveTransform, sampling: Sampling, opacity: Double,
                       clip: IntRect?, mask: CoverageMask?, sourceClip: RoundedRect?, everyPixelsCoverage: Bool) {
        guard image.width > 0, image.height > 0, opacity > 0, let inverse = transform.inverted() else { return }
        let imageRect = Rect(x: 0, y: 0, width: Double(image.width), height: Double(image.height))
        let shape = Shape.roundedRect(sourceClip ?? RoundedRect(rect: imageRect))
        let area = drawingArea(local: shape.localBounds, transform: transform, target: bounds, clip: clip, mask: mask)
        guard !area.isEmpty else { return }
        let op = min(opacity, 1) * 255, w = width
        let iw = image.width, ih = image.height
        let whole = everyPixelsCoverage ? nil : WholeCoverage(shape)
        image.pixels.withUnsafeBufferPointer { src in
            pixels.withUnsafeMutableBufferPointer { px in
                scanPixels(area, inverse: inverse) { x, y, lx, ly, j in
                    let inside = whole?.contains(x: lx, y: ly, j) ?? false
                    let a = drawAlpha(coverage: inside ? 1 : shape.coverage(x: lx, y: ly, j), opacity: op, mask: mask, x: x, y: y)
                    guard a > 0 else { return }
                    var s: UInt32
                    switch sampling {
                    case .nearest:
                        let sx = min(max(Int(lx.rounded(.down)), 0), iw - 1)
                        let sy = min(max(Int(ly.rounded(.down)), 0), ih - 1)
                        s = src[sy * iw + sx]
                    case .bilinear:
                        s = sampleBilinear(src, iw, ih, lx - 0.5, ly - 0.5)
                    }
                    if a != 255 { s = scalePixel(s, by: a) }
                    let i = y * w + x
                    px[i] = blendSourceOver(s, px[i])
                }
            }
        }
    }

    public mutating func draw(_ image: Bitmap, transform: Transform2D, sampling: Sampling = .bilinear, opacity: Double = 1,
                              clip: IntRect? = nil, mask: CoverageMask? = nil, sourceClip: RoundedRect? = nil) {
        draw(image, transform: ProjectiveTransform(transform), sampling: sampling, opacity: opacity, clip: clip,
             mask: mask, sourceClip: sourceClip)
    }
}

/// The texel value at (sx, sy) in texel-centre coordinates, edges clamped; weights in 1/256 steps, so a
/// point on a texel centre returns that texel exactly.
@inlinable @inline(__always)
func sampleBilinear(_ src: UnsafeBufferPointer<UInt32>, _ w: Int, _ h: Int, _ sx: Double, _ sy: Double) -> UInt32 {
    let fx0 = sx.rounded(.down), fy0 = sy.rounded(.down)
    let fx = UInt32((sx - fx0) * 256 + 0.5), fy = UInt32((sy - fy0) * 256 + 0.5)
    // Clamp in Double first so far-away points cannot overflow Int.
    let x0 = Int(min(max(fx0, 0), Double(w - 1))), y0 = Int(min(max(fy0, 0), Double(h - 1)))
    let x1 = Int(min(max(fx0 + 1, 0), Double(w - 1))), y1 = Int(min(max(fy0 + 1, 0), Double(h - 1)))
    let top = lerpPixel(src[y0 * w + x0], src[y0 * w + x1], fx)
    let bottom = lerpPixel(src[y1 * w + x0], src[y1 * w + x1], fx)
    return lerpPixel(top, bottom, fy)
}

/// `p + (q − p) × t/256` per channel, rounded (`ScaledRow.pixel`, which the scaled copy's lanes match);
/// exact at t = 0 and t = 256, which return at once.
@inlinable @inline(__always)
func lerpPixel(_ p: UInt32, _ q: UInt32, _ t: UInt32) -> UInt32 {
    if t == 0 { return p }
    if t >= 256 { return q }
    return ScaledRow.pixel(p, q, t)
}
