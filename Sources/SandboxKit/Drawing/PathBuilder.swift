import Foundation

/// One piece of a path as the drawing context keeps it: the shapes Raster draws exactly (rects, rounded
/// rects, ellipses, with analytic anti-aliasing) and polylines (lines and flattened curves and arcs).
enum PathElement {
    case rect(CGRect), roundedRect(CGRect, CGFloat), ellipse(CGRect), polyline([CGPoint], closed: Bool)
}

/// Collects path elements with Core Graphics' current-point rules; shared by `CGContext` and `UIBezierPath`.
struct PathBuilder {
    private(set) var elements: [PathElement] = []
    private var line: [CGPoint] = []

    var isEmpty: Bool { elements.isEmpty && line.count < 2 }
    var currentPoint: CGPoint? { line.last }

    mutating func move(to p: CGPoint) { endLine(closed: false); line = [p] }
    mutating func addLine(to p: CGPoint) { line.append(p) }

    mutating func addQuadCurve(to end: CGPoint, control c: CGPoint) {
        let start = line.last ?? end
        let n = PathBuilder.segments(start, c, end)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            addLine(to: CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
                                y: u * u * start.y + 2 * u * t * c.y + t * t * end.y))
        }
    }

    mutating func addCurve(to end: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        let start = line.last ?? end
        let n = PathBuilder.segments(start, c1, c2, end)
        for i in 1...n {
            let t = CGFloat(i) / CGFloat(n), u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            addLine(to: CGPoint(x: a * start.x + b * c1.x + c * c2.x + d * end.x, y: a * start.y + b * c1.y + c * c2.y + d * end.y))
        }
    }

    /// An arc of the circle about `center`; with a current point a line joins it to the arc's start.
    /// `clockwise` as UIKit means it on screen (y down): increasing angles.
    mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        var sweep = endAngle - startAngle
        let full = 2 * CGFloat.pi
        if clockwise { if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: full) + full } }
        else { if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: full) - full } }
        sweep = max(-full, min(full, sweep))
        let n = max(2, Int((abs(sweep) * max(abs(radius), 1) / 2).squareRoot().rounded(.up) * 4))
        for i in 0...min(n, 4096) {
            let a = startAngle + sweep * CGFloat(i) / CGFloat(n)
            let p = CGPoint(x: center.x + radius * cos(a), y: center.y + radius * sin(a))
            if i == 0 && line.isEmpty { line = [p] } else { addLine(to: p) }
        }
    }

    mutating func close() { endLine(closed: true) }
    mutating func add(_ e: PathElement) { endLine(closed: false); elements.append(e) }

    /// All elements, the open polyline included.
    mutating func finish() -> [PathElement] {
        endLine(closed: false)
        return elements
    }

    private mutating func endLine(closed: Bool) {
        if line.count > 1 { elements.append(.polyline(line, closed: closed)) }
        // After closing, the current point is the subpath's start (Core Graphics).
        line = closed ? Array(line.prefix(1)) : []
    }

    /// Enough straight pieces that a curve of this control polygon looks smooth (about 2 points each).
    private static func segments(_ pts: CGPoint...) -> Int {
        var len: CGFloat = 0
        for i in 1..<pts.count { len += hypot(pts[i].x - pts[i - 1].x, pts[i].y - pts[i - 1].y) }
        guard len.isFinite else { return 1 }
        return min(max(Int(len / 2), 4), 512)
    }
}

/// Core Graphics' line joins.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel
}
