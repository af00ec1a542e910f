extension Bitmap {
    /// `fill(.roundedRect(r), …)` under an affine map without a mask: the background of nearly every view.
    ///
    /// The general per-pixel path, except that on each row the pixels certain to be fully covered are
    /// filled without computing their coverage: those whose centre lies inside the cross between the
    /// rounded corners and at least half the pixel's footprint inside every edge, where the general path's
    /// coverage is exactly 1. The other pixels' positions are computed as the general scan computes them,
    /// so they get its bytes too; a test compares the two paths on random inputs.
    mutating func fillRoundedRect(_ r: RoundedRect, area: IntRect, inverse a: Transform2D, color: PremultipliedColor,
                                  opacity: Double) {
        let op = min(opacity, 1) * 255, c = color.argb, w = width
        let j = Jacobian(xX: a.a, xY: a.c, yX: a.b, yY: a.d)
        let inner = drawAlpha(coverage: 1, opacity: op, mask: nil, x: 0, y: 0)
        let solid = inner == 255 ? c : scalePixel(c, by: inner)
        let boxes = FullCoverage(r, j)
        let count = area.width
        pixels.withUnsafeMutableBufferPointer { px in
            for y in area.minY..<area.maxY {
                let cy = Double(y) + 0.5
                // the general scan's positions (`scanPixels`), in its order of operations
                let lx0 = a.a * (Double(area.minX) + 0.5) + a.c * cy + a.tx
                let ly0 = a.b * (Double(area.minX) + 0.5) + a.d * cy + a.ty
                let row = y * w + area.minX
                var k = 0
                func scan(to end: Int) {
                    while k < end {
                        let lx = lx0 + a.a * Double(k), ly = ly0 + a.b * Double(k)
                        let alpha = drawAlpha(coverage: Shape.coverage(of: r, x: lx, y: ly, j), opacity: op, mask: nil, x: 0, y: 0)
                        if alpha > 0 { px[row + k] = blendSourceOver(alpha == 255 ? c : scalePixel(c, by: alpha), px[row + k]) }
                        k += 1
                    }
                }
                func fill(_ run: Range<Int>?) {
                    guard let run else { return }
                    scan(to: run.lowerBound)
                    if solid >> 24 == 255 {
                        px.baseAddress!.advanced(by: row + k).update(repeating: solid, count: run.count)
                    } else {
                        Bitmap.blendRun(px.baseAddress! + row + k, count: run.upperBound - k, color: solid)
                    }
                    k = run.upperBound
                }
                let runs = boxes.runs(px0: lx0 - boxes.midX, py0: ly0 - boxes.midY, dx: a.a, dy: a.b, count: count)
                fill(runs.0)
                fill(runs.1)
                scan(to: count)
            }
        }
    }
}

/// Where a rounded rectangle's coverage (`Shape.coverage(of:x:y:_:)`) is exactly 1, as two boxes about
/// its centre: outside the corners' squares (the corner formula never runs) and at least half a pixel's
/// footprint inside both pairs of edges (each slab's coverage is 1), with a margin far above rounding.
struct FullCoverage {
    let midX: Double, midY: Double
    /// Half-extents of the box between the left and right corners (full height) and of the one between
    /// the top and bottom corners (full width); one box when the corners are square.
    let tall: (x: Double, y: Double)
    let wide: (x: Double, y: Double)

    init(_ r: RoundedRect, _ j: Jacobian) {
        let hw = r.rect.width / 2, hh = r.rect.height / 2, eps = 1e-6
        midX = r.rect.x + hw
        midY = r.rect.y + hh
        let slabX = hw - 0.5 * (abs(j.xX) + abs(j.xY)) - eps, slabY = hh - 0.5 * (abs(j.yX) + abs(j.yY)) - eps
        if r.radius > 0 {
            tall = (min(slabX, hw - r.radius - eps), slabY)
            wide = (slabX, min(slabY, hh - r.radius - eps))
        } else {
            tall = (slabX, slabY)
            wide = tall
        }
    }

    /// The pixels k in 0..<count of a row whose centre (px0 + k·dx, py0 + k·dy), relative to the centre,
    /// lies in either box: at most two runs, in order.
    func runs(px0: Double, py0: Double, dx: Double, dy: Double, count: Int) -> (Range<Int>?, Range<Int>?) {
        let a = Self.run(tall, px0, py0, dx, dy, count), b = Self.run(wide, px0, py0, dx, dy, count)
        guard let a else { return (b, nil) }
        guard let b else { return (a, nil) }
        let (first, second) = a.lowerBound <= b.lowerBound ? (a, b) : (b, a)
        if second.lowerBound <= first.upperBound { return (first.lowerBound..<max(first.upperBound, second.upperBound), nil) }
        return (first, second)
    }

    private static func run(_ box: (x: Double, y: Double), _ px0: Double, _ py0: Double, _ dx: Double, _ dy: Double,
                            _ count: Int) -> Range<Int>? {
        guard box.x >= 0, box.y >= 0 else { return nil }
        var lo = 0.0, hi = Double(count - 1)
        guard within(&lo, &hi, p0: px0, d: dx, half: box.x), within(&lo, &hi, p0: py0, d: dy, half: box.y), lo <= hi else { return nil }
        let first = Int(lo.rounded(.up)), last = Int(hi.rounded(.down))
        return first <= last ? first..<(last + 1) : nil
    }

    /// Narrows lo...hi to the k where |p0 + k·d| ≤ half; false when no k is left.
    private static func within(_ lo: inout Double, _ hi: inout Double, p0: Double, d: Double, half: Double) -> Bool {
        if d == 0 { return abs(p0) <= half }
        let t0 = (-half - p0) / d, t1 = (half - p0) / d
        lo = max(lo, min(t0, t1))
        hi = min(hi, max(t0, t1))
        return lo <= hi
    }
}
