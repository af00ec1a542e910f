/// The soft shadow the curl casts on the page beneath, beside its silhouette: pixels at σ (distance
/// along the axis normal) darkened by `strength`·(1 − t)², t = (σ − edge)/reach clamped to 0...1.
public struct CurlShadow {
    /// σ's change per target pixel along a row (the axis normal's x).
    public let step: Float
    public let edge: Float
    public let reach: Float
    public let strength: Float

    public init(step: Float, edge: Float, reach: Float, strength: Float) {
        self.step = step
        self.edge = edge
        self.reach = reach
        self.strength = strength
    }

    /// Darkens pixels `x0..<x1` of a row whose pixel x has σ = `sigmaRow + x·step`.
    @inlinable @inline(__always)
    public func render(row: UnsafeMutablePointer<UInt32>, x0: Int, x1: Int, sigmaRow: Float) {
        var x = x0
        while x < x1 {
            let sigma = sigmaRow + (Float(x) + laneRamp) * step
            let t = clamp01((sigma - edge) / reach)
            let one = FloatLanes(repeating: 1)
            let fall = (one - t) * (one - t)
            let keep = coverage255(one - FloatLanes(repeating: strength) * fall).doubled
            let count = min(8, x1 - x)
            var p = PixelLanes()
            for k in 0..<count { p[k] = row[x + k] }
            let out = p.shaded(keep: keep, white: PixelLanes(repeating: 0))
            for k in 0..<count { row[x + k] = out[k] }
            x += 8
        }
    }
}
