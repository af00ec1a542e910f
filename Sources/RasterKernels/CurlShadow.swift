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

    /// Writes pixels `x0..<x1` of `row`, whose pixel x has σ = `sigmaRow + x·step`, as `source`'s pixels
    /// (indexed like `row`; it may be `row` itself) darkened: the page beneath is read once and written
    /// once, never copied first and shaded after.
    @inlinable @inline(__always)
    public func render(source: UnsafePointer<UInt32>, row: UnsafeMutablePointer<UInt32>, x0: Int, x1: Int, sigmaRow: Float) {
        let one = FloatLanes(repeating: 1), strength = FloatLanes(repeating: strength)
        let noWhite = PixelLanes(repeating: 0)
        // up to the silhouette, where most of the span lies (under the cylinder), t = 0 and (1 − t)² = 1
        let darkest = coverage255(one - strength).doubled
        var x = x0
        // the block's pixel indices as floats, stepped by 8 (exact below 2^24): built from Float(x) in each
        // block, LLVM assembled them lane by lane
        var X = Float(x) + laneRamp
        while x < x1 {
            let sigma = sigmaRow + X * step
            var keep = darkest
            if anyLane(sigma .> FloatLanes(repeating: edge)) {
                let t = clamp01((sigma - edge) / reach)
                let fall = (one - t) * (one - t)
                keep = coverage255(one - strength * fall).doubled
            }
            if x + 8 <= x1 {
                let p = UnsafeRawPointer(source + x).loadUnaligned(as: PixelLanes.self)
                UnsafeMutableRawPointer(row + x).storeBytes(of: p.shaded(keep: keep, white: noWhite), as: PixelLanes.self)
            } else {
                let count = x1 - x
                var p = PixelLanes()
                for k in 0..<count { p[k] = source[x + k] }
                let out = p.shaded(keep: keep, white: noWhite)
                for k in 0..<count { row[x + k] = out[k] }
            }
            x += 8
            X += 8
        }
    }
}
