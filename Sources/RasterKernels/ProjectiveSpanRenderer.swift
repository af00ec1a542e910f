/// Draws the part of a target row covered by a source bitmap under a `ProjectiveMap`, with bilinear
/// filtering, anti-aliased source edges (coverage from the distance to the source rectangle, measured in
/// target pixels), an optional brightness/lightening shade, and premultiplied "over" blending.
public struct ProjectiveSpanRenderer {
    public let map: ProjectiveMap
    public let sampler: BilinearSampler
    /// Source width and height as floats (the edges that get anti-aliased).
    public let sourceWidth: Float
    public let sourceHeight: Float
    /// Source texels per target pixel at most, over the drawn area: a block whose lanes all lie this far
    /// inside the source edges needs no coverage computation.
    public let interiorMargin: Float
    /// Colour factor and white mix (see `PixelLanes.shaded`) applied to the sampled page; `nil` when the
    /// page is drawn as is.
    public let shade: (keep: PixelLanes, white: PixelLanes)?

    public init(map: ProjectiveMap, source: BilinearSampler, maxScale: Double, shade: (keep: PixelLanes, white: PixelLanes)? = nil) {
        self.map = map
        sampler = source
        sourceWidth = Float(source.width)
        sourceHeight = Float(source.height)
        interiorMargin = Float(min(max(maxScale, 1) + 1, 1e6))
        self.shade = shade
    }

    /// Renders target pixels `x0..<x1` of row `y` into `row` (the target row's first pixel).
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, y: Int, x0: Int, x1: Int) {
        guard x1 > x0 else { return }
        let yc = Double(y) + 0.5
        let au = map.a.x, bu = map.b.x, cu = map.c.x
        let nu0 = map.a.y * yc + map.a.z, nv0 = map.b.y * yc + map.b.z, w0 = map.c.y * yc + map.c.z
        let stepU = Float(au), stepV = Float(bu), stepW = Float(cu)
        let zero = FloatLanes(repeating: 0), half = FloatLanes(repeating: 0.5)
        let wSrc = FloatLanes(repeating: sourceWidth), hSrc = FloatLanes(repeating: sourceHeight)
        let margin = FloatLanes(repeating: interiorMargin)
        let gradUX = Float(map.a.x), gradUY = Float(map.a.y), gradVX = Float(map.b.x), gradVY = Float(map.b.y)
        let gradWX = Float(map.c.x), gradWY = Float(map.c.y)
        var x = x0
        while x < x1 {
            let xc = Double(x) + 0.5
            let lanesX = laneRamp
            let nu = Float(nu0 + au * xc) + lanesX * stepU
            let nv = Float(nv0 + bu * xc) + lanesX * stepV
            let w = Float(w0 + cu * xc) + lanesX * stepW
            let r = 1 / w
            let u = nu * r, v = nv * r
            let du = lanesMin(u, wSrc - u), dv = lanesMin(v, hSrc - v)
            var cov: PixelLanes
            if anyLane(du .< margin) || anyLane(dv .< margin) || anyLane(w .<= zero) {
                // distance to each edge in target pixels: source distance over the gradient's length
                let ux = (gradUX - u * gradWX) * r, uy = (gradUY - u * gradWY) * r
                let vx = (gradVX - v * gradWX) * r, vy = (gradVY - v * gradWY) * r
                let gu = (ux * ux + uy * uy).squareRoot(), gv = (vx * vx + vy * vy).squareRoot()
                var c = clamp01(du / gu + half)
                c *= clamp01(dv / gv + half)
                c.replace(with: zero, where: w .<= zero)
                cov = coverage255(c)
            } else {
                cov = PixelLanes(repeating: 255)
            }
            let count = min(8, x1 - x)
            if cov.isAllZero { x += 8; continue }
            var color = sampler.sample(u: u, v: v)
            if let shade { color = color.shaded(keep: shade.keep, white: shade.white) }
            blendStore(color, coverage: cov, to: row + x, count: count)
            x += 8
        }
    }
}
