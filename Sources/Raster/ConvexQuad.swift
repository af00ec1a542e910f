import Foundation

/// The target-space outline of a warped page: four corners of a convex quadrilateral. The warps draw only
/// the pixels each row's band of the outline touches (plus one pixel for the anti-aliased edge), so a
/// small or foreshortened page costs what it covers.
struct ConvexQuad {
    let points: [(x: Double, y: Double)]

    init(_ points: [(Double, Double)]) { self.points = points.map { (x: $0.0, y: $0.1) } }

    /// Covering pixel rectangle, one pixel larger on every side.
    var bounds: IntRect {
        let xs = points.map(\.x), ys = points.map(\.y)
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .zero }
        let r = IntRect.covering(minX: x0 - 1, minY: y0 - 1, maxX: x1 + 1, maxY: y1 + 1)
        return r
    }

    /// Target columns that row `y` (the band y...y+1) may touch, widened by one pixel and clipped.
    func span(atRow y: Int, clipMinX: Int, clipMaxX: Int) -> Range<Int>? {
        let top = Double(y), bottom = Double(y + 1)
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<points.count {
            let p = points[i], q = points[(i + 1) % points.count]
            let ya = min(p.y, q.y), yb = max(p.y, q.y)
            if yb < top || ya > bottom { continue }
            // the part of the edge inside the band: its x at the band's clipped ends
            for yy in [max(ya, top), min(yb, bottom)] {
                let x = q.y == p.y ? p.x : p.x + (q.x - p.x) * (yy - p.y) / (q.y - p.y)
                lo = min(lo, x); hi = max(hi, x)
                if q.y == p.y { lo = min(lo, q.x); hi = max(hi, q.x) }
            }
        }
        // rows wholly inside the outline: the band meets two edges, already handled; rows outside: none
        guard lo <= hi else { return nil }
        let x0 = max(clipMinX, Int((lo - 1).rounded(.down))), x1 = min(clipMaxX, Int((hi + 1).rounded(.up)))
        return x0 < x1 ? x0..<x1 : nil
    }
}
