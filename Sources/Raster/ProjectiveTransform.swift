/// A projective map of the plane (a 3×3 homogeneous matrix, row-vector convention as Core Animation):
/// (x, y, 1) · M = (X, Y, W) and the point lands at (X/W, Y/W). A layer's 4×4 transform restricted to
/// the plane z = 0 is exactly this (rows and columns 1, 2 and 4), which is how perspective reaches Raster.
public struct ProjectiveTransform: Equatable, Hashable, Sendable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public static let identity = ProjectiveTransform(Transform2D.identity)

    public init(_ t: Transform2D) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// True when there is no perspective part (W is constant).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The affine part when `isAffine`.
    public var affine: Transform2D? {
        guard isAffine else { return nil }
        return Transform2D(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// The translation by whole pixels this transform is, if it is only that (scale 1, no turn): an image
    /// drawn through it lands texel on pixel, which is a plain copy or composite.
    public var wholePixelTranslation: (x: Int, y: Int)? {
        guard let a = affine, a.a == 1, a.b == 0, a.c == 0, a.d == 1,
              a.tx == a.tx.rounded(), a.ty == a.ty.rounded(), abs(a.tx) < 1e8, abs(a.ty) < 1e8 else { return nil }
        return (Int(a.tx), Int(a.ty))
    }

    /// `self` first, then `t`.
    public func concatenating(_ t: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * t.m11 + m12 * t.m21 + m13 * t.m31, m12: m11 * t.m12 + m12 * t.m22 + m13 * t.m32,
            m13: m11 * t.m13 + m12 * t.m23 + m13 * t.m33,
            m21: m21 * t.m11 + m22 * t.m21 + m23 * t.m31, m22: m21 * t.m12 + m22 * t.m22 + m23 * t.m32,
            m23: m21 * t.m13 + m22 * t.m23 + m23 * t.m33,
            m31: m31 * t.m11 + m32 * t.m21 + m33 * t.m31, m32: m31 * t.m12 + m32 * t.m22 + m33 * t.m32,
            m33: m31 * t.m13 + m32 * t.m23 + m33 * t.m33)
    }

    public func concatenating(_ t: Transform2D) -> ProjectiveTransform { concatenating(ProjectiveTransform(t)) }

    /// The exact inverse (so W keeps its sign: a target point in front of the eye maps back with W > 0),
    /// or nil when singular.
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det != 0, det.isFinite else { return nil }
        let k = 1 / det
        return ProjectiveTransform(m11: c11 * k, m12: c12 * k, m13: c13 * k, m21: c21 * k, m22: c22 * k,
                                   m23: c23 * k, m31: c31 * k, m32: c32 * k, m33: c33 * k)
    }

    /// Where (x, y) lands, or nil when it is at or behind the eye (W ≤ 0).
    public func apply(x: Double, y: Double) -> (x: Double, y: Double)? {
        let w = x * m13 + y * m23 + m33
        guard w > 1e-12 else { return nil }
        return ((x * m11 + y * m21 + m31) / w, (x * m12 + y * m22 + m32) / w)
    }

    /// The pixel rectangle covering the image of `rect`, grown by `margin` pixels, or nil when part of
    /// the rectangle is behind the eye (then only the clip bounds the drawing).
    public func boundingBox(of rect: Rect, margin: Double = 1) -> IntRect? {
        var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            guard let p = apply(x: x, y: y) else { return nil }
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        // Keep far-away geometry within Int range; anything beyond is off every bitmap anyway.
        let lim = 1e8
        return IntRect.covering(minX: max(x0 - margin, -lim), minY: max(y0 - margin, -lim),
                                maxX: min(x1 + margin, lim), maxY: min(y1 + margin, lim))
    }
}
