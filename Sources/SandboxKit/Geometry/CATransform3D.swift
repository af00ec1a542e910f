import Foundation

/// Core Animation's 4×4 transform, row-vector convention: a point (x, y, z, 1) times the matrix.
/// Perspective comes from `m34` (−1/eyeDistance); the compositor divides by w.
public struct CATransform3D: Equatable, Hashable, Sendable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                               m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    public var isIdentity: Bool { self == .identity }

    /// True when the matrix is an affine 2D transform (no z, no perspective).
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    public var affineTransform: CGAffineTransform {
        CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public init(_ t: CGAffineTransform) {
        self = .identity
        m11 = t.a; m12 = t.b; m21 = t.c; m22 = t.d; m41 = t.tx; m42 = t.ty
    }

    /// `self` then `o` (CATransform3DConcat(self, o)).
    public func concatenating(_ o: CATransform3D) -> CATransform3D {
        let a = rows, b = o.rows
        var r = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j] + a[i][3] * b[3][j] } }
        return CATransform3D(rows: r)
    }

    public var rows: [[CGFloat]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    public init(rows r: [[CGFloat]]) {
        self.init(m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3], m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
                  m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3], m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3])
    }

    /// Maps a point in the plane z = 0; returns nil behind the eye (w ≤ 0).
    public func project(_ p: CGPoint) -> CGPoint? {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w > 1e-9 else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity; t.m41 = tx; t.m42 = ty; t.m43 = tz; return t
}
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D.identity; t.m11 = sx; t.m22 = sy; t.m33 = sz; return t
}
/// Rotation by `angle` about the axis (x, y, z), Core Animation's convention.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let len = (x * x + y * y + z * z).squareRoot()
    guard len > 0 else { return .identity }
    let (ux, uy, uz) = (x / len, y / len, z / len)
    let c = cos(angle), s = sin(angle), ic = 1 - c
    return CATransform3D(
        m11: c + ux * ux * ic, m12: ux * uy * ic + uz * s, m13: ux * uz * ic - uy * s, m14: 0,
        m21: uy * ux * ic - uz * s, m22: c + uy * uy * ic, m23: uy * uz * ic + ux * s, m24: 0,
        m31: uz * ux * ic + uy * s, m32: uz * uy * ic - ux * s, m33: c + uz * uz * ic, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
public let CATransform3DIdentity = CATransform3D.identity
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
