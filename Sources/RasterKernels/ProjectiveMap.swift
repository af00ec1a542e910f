/// A plane-to-plane perspective mapping (homography) from target pixel coordinates to a source bitmap's
/// texel coordinates: `u = (a·p) / (c·p)`, `v = (b·p) / (c·p)` with `p = (x, y, 1)`.
///
/// This is the inverse mapping a warp needs: for every target pixel, where in the source to read. The
/// renderer walks rows with the numerators and the denominator stepping linearly along x, so the per-pixel
/// cost is one division, the bilinear fetch and the blend.
public struct ProjectiveMap: Sendable {
    public var a: SIMD3<Double>
    public var b: SIMD3<Double>
    public var c: SIMD3<Double>

    public init(a: SIMD3<Double>, b: SIMD3<Double>, c: SIMD3<Double>) {
        self.a = a
        self.b = b
        self.c = c
    }

    /// Source coordinates of a target point (double precision).
    public func source(x: Double, y: Double) -> (u: Double, v: Double, w: Double) {
        let p = SIMD3<Double>(x, y, 1)
        let w = (c * p).sum()
        return ((a * p).sum() / w, (b * p).sum() / w, w)
    }

    /// The same mapping with all coefficients scaled so that the denominator is 1 at (x, y): keeps the
    /// single-precision row arithmetic well conditioned.
    public func normalized(atX x: Double, y: Double) -> ProjectiveMap {
        let w = (c * SIMD3<Double>(x, y, 1)).sum()
        guard w != 0, w.isFinite else { return self }
        return ProjectiveMap(a: a / w, b: b / w, c: c / w)
    }
}
