/// Exact-area anti-aliased coverage of polygons, by signed-area accumulation (the method of font-rs and
/// stb_truetype): each edge adds the signed area it sweeps in every pixel of a row buffer, and a running
/// sum along each row turns that into the winding-weighted area of each pixel. `|sum|` clamped to 1 is
/// the nonzero-winding coverage; polygons of the same orientation union without double counting.
struct CoverageAccumulator {
    /// The pixel rectangle covered (target coordinates); edges are clipped to it.
    let area: IntRect
    private var cells: [Float]
    private let stride: Int

    init(area: IntRect) {
        self.area = area
        stride = area.width + 2
        cells = [Float](repeating: 0, count: stride * max(area.height, 0))
    }

    /// Adds the edge from (x0, y0) to (x1, y1), target pixel coordinates.
    mutating func addEdge(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        // Into the buffer's frame; x clamped to its span (area left of it collapses onto its left edge,
        // which leaves the running sums of the pixels inside unchanged).
        let w = Double(area.width), h = Double(area.height)
        var ax = x0 - Double(area.minX), ay = y0 - Double(area.minY)
        var bx = x1 - Double(area.minX), by = y1 - Double(area.minY)
        guard abs(ay - by) > 1e-9 else { return }
        var dir: Float = 1
        if ay > by { swap(&ax, &bx); swap(&ay, &by); dir = -1 }
        guard by > 0, ay < h else { return }
        let dxdy = (bx - ax) / (by - ay)
        var x = ax
        if ay < 0 { x -= ay * dxdy; ay = 0 }
        let yEnd = min(Int(by.rounded(.up)), area.height)
        var y = Int(ay.rounded(.down))
        while y < yEnd {
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            let xnext = x + dxdy * dy
            let d = Float(dy) * dir
            let row = y * stride
            let lo = min(max(min(x, xnext), 0), w), hi = min(max(max(x, xnext), 0), w)
            let loFloor = lo.rounded(.down)
            let li = Int(loFloor), hiCeil = hi.rounded(.up), hiI = Int(hiCeil)
            if hiI <= li + 1 {
                // The edge stays within one pixel column in this row.
                let xm = Float(0.5 * (lo + hi) - loFloor)
                cells[row + li] += d - d * xm
                cells[row + li + 1] += d * xm
            } else {
                let s = Float(1 / (hi - lo))
                let lf = Float(lo - loFloor)
                let a0 = 0.5 * s * (1 - lf) * (1 - lf)
                let hf = Float(hi - hiCeil + 1)
                let am = 0.5 * s * hf * hf
                cells[row + li] += d * a0
                if hiI == li + 2 {
                    cells[row + li + 1] += d * (1 - a0 - am)
                } else {
                    let a1 = s * (1.5 - lf)
                    cells[row + li + 1] += d * (a1 - a0)
                    var xi = li + 2
                    while xi < hiI - 1 { cells[row + xi] += d * s; xi += 1 }
                    let a2 = a1 + Float(hiI - li - 3) * s
                    cells[row + hiI - 1] += d * (1 - a2 - am)
                }
                cells[row + hiI] += d * am
            }
            x = xnext
            y += 1
        }
    }

    /// Adds a closed polygon (the last point joins the first).
    mutating func addPolygon(_ points: [(x: Double, y: Double)]) {
        guard points.count > 2 else { return }
        var prev = points[points.count - 1]
        for p in points { addEdge(prev.x, prev.y, p.x, p.y); prev = p }
    }

    /// Calls `body` with each pixel of nonzero coverage (target coordinates, coverage 0...1). With
    /// `evenOdd` a pixel's winding-weighted area counts modulo 2 (a hole where two subpaths overlap),
    /// the even-odd rule; otherwise `|sum|` clamped to 1, the nonzero rule.
    func forEachCoveredPixel(evenOdd: Bool = false, _ body: (_ x: Int, _ y: Int, _ coverage: Double) -> Void) {
        for y in 0..<area.height {
            var acc: Float = 0
            let row = y * stride
            for x in 0..<area.width {
                acc += cells[row + x]
                var c = min(abs(acc), 1)
                if evenOdd {
                    let m = abs(acc).truncatingRemainder(dividingBy: 2)
                    c = m > 1 ? 2 - m : m
                }
                if c > 1.0 / 512 { body(x + area.minX, y + area.minY, Double(c)) }
            }
        }
    }
}
