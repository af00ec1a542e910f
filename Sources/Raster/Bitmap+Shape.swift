extension Bitmap {
    /// Fills `shape` (local coordinates) mapped through `transform` into this bitmap with anti-aliased
    /// edges, `color` scaled by `opacity` (0...1), source-over, within `clip` and `mask`.
    public mutating func fill(_ shape: Shape, transform: ProjectiveTransform = .identity, color: PremultipliedColor,
                              opacity: Double = 1, clip: IntRect? = nil, mask: CoverageMask? = nil) {
        guard color.argb != 0, opacity > 0, let inverse = transform.inverted() else { return }
        let area = drawingArea(local: shape.localBounds, transform: transform, target: bounds, clip: clip, mask: mask)
        guard !area.isEmpty else { return }
        // The shape's kind is chosen once per draw, so the common rounded rectangle's coverage inlines
        // into the pixel loop.
        switch shape {
        case .roundedRect(let r) where mask == nil && inverse.isAffine:
            fillRoundedRect(r, area: area, inverse: inverse.affine!, color: color, opacity: opacity)
        case .roundedRect(let r):
            fillCoverage(area, inverse: inverse, color: color, opacity: opacity, mask: mask) { Shape.coverage(of: r, x: $0, y: $1, $2) }
        case .ring(_, let hole):
            // A border: inside the hole's whole coverage the ring's is exactly 0 (outer ≤ 1 less hole = 1),
            // so most of a bordered view's pixels are passed by without either shape's coverage. Under a
            // scale and translation the hole's clear bands are not even visited.
            let inside = WholeCoverage(hole)
            func ring(_ part: IntRect) {
                fillCoverage(part, inverse: inverse, color: color, opacity: opacity, mask: mask, rowStart: area.minX) {
                    inside?.contains(x: $0, y: $1, $2) == true ? 0 : shape.coverage(x: $0, y: $1, $2)
                }
            }
            guard case .roundedRect(let h) = hole, let bands = RoundedClip.bands(h, transform: transform, area: area) else {
                ring(area)
                return
            }
            for (rows, clear) in bands {
                let left = clear.isEmpty ? area.maxX : clear.lowerBound, right = clear.isEmpty ? area.maxX : clear.upperBound
                ring(IntRect(x: area.minX, y: rows.lowerBound, width: left - area.minX, height: rows.count))
                ring(IntRect(x: right, y: rows.lowerBound, width: area.maxX - right, height: rows.count))
            }
        default:
            fillCoverage(area, inverse: inverse, color: color, opacity: opacity, mask: mask) { shape.coverage(x: $0, y: $1, $2) }
        }
    }

    @inline(__always)
    mutating func fillCoverage(_ area: IntRect, inverse: ProjectiveTransform, color: PremultipliedColor, opacity: Double,
                                       mask: CoverageMask?, rowStart: Int? = nil, _ coverage: (Double, Double, Jacobian) -> Double) {
        let op = min(opacity, 1) * 255, c = color.argb, w = width
        pixels.withUnsafeMutableBufferPointer { px in
            scanPixels(area, inverse: inverse, rowStart: rowStart) { x, y, lx, ly, j in
                let a = drawAlpha(coverage: coverage(lx, ly, j), opacity: op, mask: mask, x: x, y: y)
                guard a > 0 else { return }
                let i = y * w + x
                px[i] = blendSourceOver(a == 255 ? c : scalePixel(c, by: a), px[i])
            }
        }
    }

    public mutating func fill(_ shape: Shape, transform: Transform2D, color: PremultipliedColor, opacity: Double = 1,
                              clip: IntRect? = nil, mask: CoverageMask? = nil) {
        fill(shape, transform: ProjectiveTransform(transform), color: color, opacity: opacity, clip: clip, mask: mask)
    }

    /// A rounded rectangle (radius 0 for square corners).
    public mutating func fillRoundedRect(_ r: RoundedRect, transform: ProjectiveTransform = .identity, color: PremultipliedColor,
                                         opacity: Double = 1, clip: IntRect? = nil, mask: CoverageMask? = nil) {
        fill(.roundedRect(r), transform: transform, color: color, opacity: opacity, clip: clip, mask: mask)
    }

    /// A border as Core Animation draws one: `width` wide, inside the edge of `r`, its inner corners of
    /// radius `r.radius − width`.
    public mutating func strokeRoundedRectBorder(_ r: RoundedRect, width: Double, transform: ProjectiveTransform = .identity,
                                                 color: PremultipliedColor, opacity: Double = 1, clip: IntRect? = nil,
                                                 mask: CoverageMask? = nil) {
        guard width > 0 else { return }
        fill(.ring(outer: .roundedRect(r), hole: .roundedRect(r.inset(by: width))), transform: transform, color: color,
             opacity: opacity, clip: clip, mask: mask)
    }

    /// A stroke centred on the outline of `r` (Core Graphics' stroke of a rect or rounded rect path).
    public mutating func strokeRoundedRect(_ r: RoundedRect, lineWidth: Double, transform: ProjectiveTransform = .identity,
                                           color: PremultipliedColor, opacity: Double = 1, clip: IntRect? = nil,
                                           mask: CoverageMask? = nil) {
        guard lineWidth > 0 else { return }
        let h = lineWidth / 2
        let outer = RoundedRect(rect: r.rect.insetBy(-h), radius: r.radius > 0 ? r.radius + h : 0)
        fill(.ring(outer: .roundedRect(outer), hole: .roundedRect(r.inset(by: h))), transform: transform, color: color,
             opacity: opacity, clip: clip, mask: mask)
    }

    /// The ellipse inscribed in `rect`.
    public mutating func fillEllipse(in rect: Rect, transform: ProjectiveTransform = .identity, color: PremultipliedColor,
                                     opacity: Double = 1, clip: IntRect? = nil, mask: CoverageMask? = nil) {
        fill(.ellipse(rect), transform: transform, color: color, opacity: opacity, clip: clip, mask: mask)
    }

    /// A stroke centred on the ellipse inscribed in `rect`.
    public mutating func strokeEllipse(in rect: Rect, lineWidth: Double, transform: ProjectiveTransform = .identity,
                                       color: PremultipliedColor, opacity: Double = 1, clip: IntRect? = nil,
                                       mask: CoverageMask? = nil) {
        guard lineWidth > 0 else { return }
        let h = lineWidth / 2
        fill(.ring(outer: .ellipse(rect.insetBy(-h)), hole: .ellipse(rect.insetBy(h))), transform: transform,
             color: color, opacity: opacity, clip: clip, mask: mask)
    }

    /// A straight line of `width` from (x0, y0) to (x1, y1) with butt caps (Core Graphics' default).
    public mutating func strokeLine(x0: Double, y0: Double, x1: Double, y1: Double, width: Double,
                                    transform: ProjectiveTransform = .identity, color: PremultipliedColor,
                                    opacity: Double = 1, clip: IntRect? = nil, mask: CoverageMask? = nil) {
        let dx = x1 - x0, dy = y1 - y0
        let length = (dx * dx + dy * dy).squareRoot()
        guard width > 0, length > 0 else { return }
        // The line is a width-high rectangle along the x axis, turned and moved onto the segment.
        let (cs, sn) = (dx / length, dy / length)
        let along = Transform2D(a: cs, b: sn, c: -sn, d: cs, tx: x0, ty: y0)
        fill(.roundedRect(RoundedRect(rect: Rect(x: 0, y: -width / 2, width: length, height: width))),
             transform: ProjectiveTransform(along).concatenating(transform), color: color, opacity: opacity,
             clip: clip, mask: mask)
    }
}
