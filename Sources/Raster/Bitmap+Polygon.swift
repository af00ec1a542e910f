import Foundation

/// How the corners of a stroked polyline are drawn.
public enum LineJoin: Sendable {
    /// Sharp corners, beveled where the miter length would exceed `limit` line widths (Core Graphics'
    /// miter limit, 10 by default).
    case miter(limit: Double)
    case round
    case bevel
}

/// How the open ends of a stroked polyline are drawn (Core Graphics' line caps).
public enum LineCap: Sendable {
    /// Square, at the end point.
    case butt
    /// A half disc about the end point.
    case round
    /// Square, half a line width past the end point.
    case square
}

extension Bitmap {
    /// Fills polygons (each closed; points in local coordinates mapped through `transform`) with the
    /// nonzero winding rule (the even-odd rule with `evenOdd`), anti-aliased by exact area coverage, source-over.
    public mutating func fillPolygons(_ polygons: [[(x: Double, y: Double)]], transform: ProjectiveTransform = .identity,
                                      color: PremultipliedColor, opacity: Double = 1, clip: IntRect? = nil,
                                      mask: CoverageMask? = nil, evenOdd: Bool = false) {
        guard color.argb != 0, opacity > 0 else { return }
        var mapped: [[(x: Double, y: Double)]] = []
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for poly in polygons {
            var out: [(x: Double, y: Double)] = []
            for p in poly {
                // A vertex behind the eye has no place on the target; such polygons are left out.
                guard let q = transform.apply(x: p.x, y: p.y) else { out = []; break }
                out.append(q)
                x0 = min(x0, q.x); y0 = min(y0, q.y); x1 = max(x1, q.x); y1 = max(y1, q.y)
            }
            if out.count > 2 { mapped.append(out) }
        }
        guard !mapped.isEmpty else { return }
        var area = IntRect.covering(minX: max(x0, -1e8), minY: max(y0, -1e8), maxX: min(x1, 1e8), maxY: min(y1, 1e8))
            .intersection(bounds)
        if let clip { area = area.intersection(clip) }
        if let mask { area = area.intersection(mask.bounds) }
        guard !area.isEmpty else { return }
        var acc = CoverageAccumulator(area: area)
        for poly in mapped { acc.addPolygon(poly) }
        let op = min(opacity, 1) * 255, c = color.argb, w = width
        pixels.withUnsafeMutableBufferPointer { px in
            acc.forEachCoveredPixel(evenOdd: evenOdd) { x, y, cov in
                let a = drawAlpha(coverage: cov, opacity: op, mask: mask, x: x, y: y)
                guard a > 0 else { return }
                let i = y * w + x
                px[i] = blendSourceOver(a == 255 ? c : scalePixel(c, by: a), px[i])
            }
        }
    }

    /// Strokes a polyline of `width` (local units) with the given caps (butt by default) and joins; the
    /// pieces are filled in one pass, so a translucent stroke does not darken where they overlap.
    public mutating func strokePolyline(_ points: [(x: Double, y: Double)], closed: Bool = false, width: Double,
                                        join: LineJoin = .miter(limit: 10), cap: LineCap = .butt,
                                        transform: ProjectiveTransform = .identity,
                                        color: PremultipliedColor, opacity: Double = 1, clip: IntRect? = nil,
                                        mask: CoverageMask? = nil) {
        fillPolygons(Bitmap.strokeOutline(points, closed: closed, width: width, join: join, cap: cap), transform: transform,
                     color: color, opacity: opacity, clip: clip, mask: mask)
    }

    /// The stroke of a polyline as positively oriented polygons (segments, join and cap pieces), whose
    /// union under the nonzero rule is the stroke. Public so the outlines of several polylines (a dashed
    /// path) can be filled in one pass.
    public static func strokeOutline(_ input: [(x: Double, y: Double)], closed: Bool, width: Double,
                                     join: LineJoin, cap: LineCap = .butt) -> [[(x: Double, y: Double)]] {
        guard width > 0, width.isFinite else { return [] }
        // Repeated points have no direction.
        var pts: [(x: Double, y: Double)] = []
        for p in input where p.x.isFinite && p.y.isFinite {
            if let l = pts.last, abs(l.x - p.x) < 1e-12, abs(l.y - p.y) < 1e-12 { continue }
            pts.append(p)
        }
        if closed, pts.count > 2, let f = pts.first, let l = pts.last, abs(l.x - f.x) < 1e-12, abs(l.y - f.y) < 1e-12 { pts.removeLast() }
        guard pts.count > 1 else { return [] }
        let hw = width / 2
        var out: [[(x: Double, y: Double)]] = []
        func oriented(_ poly: [(x: Double, y: Double)]) -> [(x: Double, y: Double)] {
            var a = 0.0
            for i in poly.indices { let p = poly[i], q = poly[(i + 1) % poly.count]; a += p.x * q.y - q.x * p.y }
            return a < 0 ? poly.reversed() : poly
        }
        let n = pts.count
        let segCount = closed && n > 2 ? n : n - 1
        var normals: [(x: Double, y: Double)] = []
        for i in 0..<segCount {
            let p = pts[i], q = pts[(i + 1) % n]
            let dx = q.x - p.x, dy = q.y - p.y, len = (dx * dx + dy * dy).squareRoot()
            let nx = -dy / len * hw, ny = dx / len * hw
            normals.append((nx / hw, ny / hw))
            out.append(oriented([(p.x + nx, p.y + ny), (q.x + nx, q.y + ny), (q.x - nx, q.y - ny), (p.x - nx, p.y - ny)]))
        }
        if !(closed && n > 2) && cap != .butt {
            // Caps at the two open ends: `d` points out of the line.
            for (p, q) in [(pts[0], pts[1]), (pts[n - 1], pts[n - 2])] {
                let dx = p.x - q.x, dy = p.y - q.y, len = (dx * dx + dy * dy).squareRoot()
                let ux = dx / len, uy = dy / len
                switch cap {
                case .butt: break
                case .square:
                    let nx = -uy * hw, ny = ux * hw
                    out.append(oriented([(p.x + nx, p.y + ny), (p.x + nx + ux * hw, p.y + ny + uy * hw),
                                         (p.x - nx + ux * hw, p.y - ny + uy * hw), (p.x - nx, p.y - ny)]))
                case .round:
                    out.append(oriented(Bitmap.disc(p, radius: hw)))
                }
            }
        }
        // Joins at the vertices where two segments meet.
        let joints = closed && n > 2 ? Array(0..<n) : Array(1..<max(n - 1, 1))
        for v in joints {
            let inSeg = (v - 1 + segCount) % segCount, outSeg = v % segCount
            guard inSeg != outSeg || closed else { continue }
            let p = pts[v], n1 = normals[inSeg], n2 = normals[outSeg]
            let cross = n1.x * n2.y - n1.y * n2.x
            if abs(cross) < 1e-12 && n1.x * n2.x + n1.y * n2.y > 0 { continue } // straight on
            // The outer side is where the offset edges part.
            let s: Double = cross > 0 ? -1 : 1
            let c1 = (p.x + s * n1.x * hw, p.y + s * n1.y * hw), c2 = (p.x + s * n2.x * hw, p.y + s * n2.y * hw)
            switch join {
            case .bevel:
                out.append(oriented([p, c1, c2]))
            case .miter(let limit):
                let mx = n1.x + n2.x, my = n1.y + n2.y, m2 = mx * mx + my * my
                if m2 > 1e-12, 2 / m2.squareRoot() <= limit {
                    let k = s * 2 * hw / m2
                    out.append(oriented([p, c1, (p.x + mx * k, p.y + my * k), c2]))
                } else {
                    out.append(oriented([p, c1, c2]))
                }
            case .round:
                out.append(oriented(Bitmap.disc(p, radius: hw)))
            }
        }
        return out
    }

    /// A polygon close to the circle about `p` (round joins and caps).
    private static func disc(_ p: (x: Double, y: Double), radius hw: Double) -> [(x: Double, y: Double)] {
        let steps = max(8, Int(min(hw, 256) * 4))
        return (0..<steps).map { i in
            let t = Double(i) / Double(steps) * 2 * Double.pi
            return (p.x + hw * cos(t), p.y + hw * sin(t))
        }
    }
}
