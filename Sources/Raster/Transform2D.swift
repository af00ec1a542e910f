import Foundation

/// An affine map of the plane, Core Graphics' layout without its name: (x, y) ↦ (a·x + c·y + tx, b·x + d·y + ty).
public struct Transform2D: Equatable, Hashable, Sendable {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    public static let identity = Transform2D(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public static func translation(_ x: Double, _ y: Double) -> Transform2D { Transform2D(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public static func scale(_ sx: Double, _ sy: Double) -> Transform2D { Transform2D(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public static func rotation(_ angle: Double) -> Transform2D {
        let s = sin(angle), co = cos(angle)
        return Transform2D(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// `self` first, then `t`.
    public func concatenating(_ t: Transform2D) -> Transform2D {
        Transform2D(a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                    tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }

    /// The inverse, or nil when singular.
    public func inverted() -> Transform2D? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform2D(a: d / det, b: -b / det, c: -c / det, d: a / det,
                           tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    public func apply(x: Double, y: Double) -> (x: Double, y: Double) { (a * x + c * y + tx, b * x + d * y + ty) }
}

