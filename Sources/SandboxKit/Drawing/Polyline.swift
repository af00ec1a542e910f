import Foundation

/// One subpath as straight segments: what a stroke is built from, and what `strokeStart`/`strokeEnd`
/// and dash patterns measure lengths along.
struct Polyline: Equatable {
    var points: [CGPoint]
    var closed: Bool

    init(points: [CGPoint], closed: Bool) {
        self.points = points
        self.closed = closed
    }

    /// The element's outline, in the direction Core Graphics draws it: rects and rounded rects from their
    /// top-left going right (clockwise on screen), ellipses from their rightmost point going clockwise.
    init(_ e: PathElement) {
        switch e {
        case .polyline(let pts, let closed): self.init(points: pts, closed: closed)
        case .rect(let r):
            self.init(points: [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                               CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)], closed: true)
        case .ellipse(let r):
            let n = Polyline.steps(radius: max(r.width, r.height) / 2, sweep: 2 * .pi)
            self.init(points: (0..<n).map { i in
                let a = 2 * CGFloat.pi * CGFloat(i) / CGFloat(n)
                return CGPoint(x: r.midX + r.width / 2 * cos(a), y: r.midY + r.height / 2 * sin(a))
            }, closed: true)
        case .roundedRect(let r, let radius):
            let rad = max(0, min(radius, r.width / 2, r.height / 2))
            guard rad > 0 else { self.init(.rect(r)); return }
            var pts: [CGPoint] = []
            let corners = [(CGPoint(x: r.maxX - rad, y: r.minY + rad), -CGFloat.pi / 2), (CGPoint(x: r.maxX - rad, y: r.maxY - rad), 0),
                           (CGPoint(x: r.minX + rad, y: r.maxY - rad), CGFloat.pi / 2), (CGPoint(x: r.minX + rad, y: r.minY + rad), CGFloat.pi)]
            let n = Polyline.steps(radius: rad, sweep: .pi / 2)
            for (c, start) in corners {
                for i in 0...n {
                    let a = start + CGFloat.pi / 2 * CGFloat(i) / CGFloat(n)
                    pts.append(CGPoint(x: c.x + rad * cos(a), y: c.y + rad * sin(a)))
                }
            }
            self.init(points: pts, closed: true)
        }
    }

    /// Segments enough for an arc to look round (the same density `PathBuilder.addArc` uses).
    private static func steps(radius: CGFloat, sweep: CGFloat) -> Int {
        max(4, Int((abs(sweep) * max(abs(radius), 1) / 2).squareRoot().rounded(.up) * 4))
    }

    /// The segments, the closing one included.
    private var segments: [(CGPoint, CGPoint)] {
        guard points.count > 1 else { return [] }
        var s = zip(points, points.dropFirst()).map { ($0, $1) }
        if closed, let f = points.first, let l = points.last, f != l { s.append((l, f)) }
        return s
    }

    var length: CGFloat { segments.reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) } }

    /// The open piece between arc lengths `from` and `to` (clamped); the whole, still closed, when it
    /// spans the full length.
    func piece(from: CGFloat, to: CGFloat) -> Polyline? {
        let total = length
        let a = max(0, from), b = min(total, to)
        guard b > a else { return nil }
        if a <= 0 && b >= total { return self }
        var out: [CGPoint] = []
        var at: CGFloat = 0
        for (p, q) in segments {
            let len = hypot(q.x - p.x, q.y - p.y)
            defer { at += len }
            guard len > 0, at + len >= a, at <= b else { continue }
            func point(_ s: CGFloat) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * (s - at) / len, y: p.y + (q.y - p.y) * (s - at) / len) }
            if out.isEmpty { out.append(point(max(a, at))) }
            out.append(point(min(b, at + len)))
        }
        return out.count > 1 ? Polyline(points: out, closed: false) : nil
    }

    /// The pieces a dash pattern (lengths of on, off, on, … repeated; `phase` into it) leaves.
    func dashed(_ pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let pattern = pattern.map { max(0, $0) }
        let period = pattern.reduce(0, +)
        guard period > 0 else { return [self] }
        // With an odd count the pattern repeats twice to alternate (Core Graphics).
        let dashes = pattern.count % 2 == 1 ? pattern + pattern : pattern
        let total = length
        var pieces: [Polyline] = []
        var start = -(phase.truncatingRemainder(dividingBy: dashes.reduce(0, +)))
        if start > 0 { start -= dashes.reduce(0, +) }
        var i = 0
        while start < total && pieces.count < 100_000 {
            let len = dashes[i % dashes.count]
            if i % 2 == 0, let p = piece(from: start, to: start + len) { pieces.append(p) }
            start += len
            i += 1
        }
        return pieces
    }
}
