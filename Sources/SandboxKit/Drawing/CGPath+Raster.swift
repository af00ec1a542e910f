import Foundation
import Raster

// How paths reach pixels, for the compositor (shape layers, shadow paths). Exact shapes keep Raster's
// analytic edges when they are the whole fill; everything else is filled as polygons.
extension CGPath {
    func fill(into target: inout Bitmap, transform t: ProjectiveTransform, color: PremultipliedColor, opacity: Double,
              clip: IntRect, mask: CoverageMask?, rule: CGPathFillRule) {
        let elements = self.elements
        if elements.count == 1, let shape = elements[0].exactShape {
            target.fill(shape, transform: t, color: color, opacity: opacity, clip: clip, mask: mask)
            return
        }
        let polygons = elements.map { Polyline($0).points.map { (x: Double($0.x), y: Double($0.y)) } }
        target.fillPolygons(polygons, transform: t, color: color, opacity: opacity, clip: clip, mask: mask, evenOdd: rule == .evenOdd)
    }

    /// The outline of the path stroked `width` wide between the fractions `start` and `end` of its whole
    /// length (Core Animation's strokeStart/strokeEnd), cut by `dashes` when given: polygons to fill in
    /// one pass under the nonzero rule.
    func strokeOutline(width: CGFloat, join: LineJoin, cap: LineCap, start: CGFloat = 0, end: CGFloat = 1,
                       dashes: [CGFloat]? = nil, dashPhase: CGFloat = 0) -> [[(x: Double, y: Double)]] {
        var lines = polylines
        let start = min(max(start, 0), 1), end = min(max(end, 0), 1)
        guard end > start else { return [] }
        if start > 0 || end < 1 {
            // Core Animation trims the path as a whole: the fractions are of the sum of the subpaths' lengths.
            let lengths = lines.map(\.length), total = lengths.reduce(0, +)
            let a = start * total, b = end * total
            var at: CGFloat = 0
            var trimmed: [Polyline] = []
            for (line, len) in zip(lines, lengths) {
                if let p = line.piece(from: a - at, to: b - at) { trimmed.append(p) }
                at += len
            }
            lines = trimmed
        }
        if let dashes, dashes.contains(where: { $0 > 0 }) {
            lines = lines.flatMap { $0.dashed(dashes, phase: dashPhase) }
        }
        return lines.flatMap { line in
            Bitmap.strokeOutline(line.points.map { (x: Double($0.x), y: Double($0.y)) }, closed: line.closed,
                                 width: Double(width), join: join, cap: cap)
        }
    }
}

extension PathElement {
    /// The element as a shape Raster fills exactly, when it is one.
    var exactShape: Shape? {
        switch self {
        case .rect(let r): return .roundedRect(RoundedRect(rect: r.rasterRect))
        case .roundedRect(let r, let radius): return .roundedRect(RoundedRect(rect: r.rasterRect, radius: Double(radius)))
        case .ellipse(let r): return .ellipse(r.rasterRect)
        case .polyline: return nil
        }
    }
}
