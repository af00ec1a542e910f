import Foundation
import Raster

extension LayerState {
    /// The properties a `UIView.animate` block animates. The others (isHidden, masksToBounds) change at once,
    /// as in UIKit.
    static let animatableProperties: Set<LayerProperty> = [
        .bounds, .position, .anchorPoint, .transform, .opacity, .backgroundColor, .cornerRadius, .borderWidth, .borderColor,
    ]

    /// Sets `property` to its value `progress` of the way from `from` to `to`. Progress outside 0...1
    /// (a spring's overshoot) extrapolates geometry; opacity and colours stay in range.
    mutating func interpolate(_ property: LayerProperty, from: LayerState, to: LayerState, progress t: Double) {
        switch property {
        case .bounds: bounds = from.bounds.interpolated(to: to.bounds, t)
        case .position: position = from.position.interpolated(to: to.position, t)
        case .anchorPoint: anchorPoint = from.anchorPoint.interpolated(to: to.anchorPoint, t)
        case .transform: transform = from.transform.interpolated(to: to.transform, t)
        case .opacity: opacity = Float(min(max(Double(from.opacity) + (Double(to.opacity) - Double(from.opacity)) * t, 0), 1))
        case .backgroundColor: backgroundColor = CGColor.interpolate(from.backgroundColor, to.backgroundColor, t)
        case .cornerRadius: cornerRadius = max(0, from.cornerRadius.interpolated(to: to.cornerRadius, t))
        case .borderWidth: borderWidth = max(0, from.borderWidth.interpolated(to: to.borderWidth, t))
        case .borderColor: borderColor = CGColor.interpolate(from.borderColor, to.borderColor, t)
        // Discrete: never animated by blocks (not in `animatableProperties`); switch at the end if asked.
        case .isHidden: isHidden = t >= 1 ? to.isHidden : from.isHidden
        case .masksToBounds: masksToBounds = t >= 1 ? to.masksToBounds : from.masksToBounds
        // Layer-only properties (a CABasicAnimation's key path): UIView blocks leave them alone, as UIKit's do.
        case .shadowColor: shadowColor = CGColor.interpolate(from.shadowColor, to.shadowColor, t)
        case .shadowOpacity:
            shadowOpacity = Float(min(max(Double(from.shadowOpacity) + (Double(to.shadowOpacity) - Double(from.shadowOpacity)) * t, 0), 1))
        case .shadowOffset:
            shadowOffset = CGSize(width: from.shadowOffset.width.interpolated(to: to.shadowOffset.width, t),
                                  height: from.shadowOffset.height.interpolated(to: to.shadowOffset.height, t))
        case .shadowRadius: shadowRadius = max(0, from.shadowRadius.interpolated(to: to.shadowRadius, t))
        }
    }

    /// Whether `property` has the same value in both states.
    func hasSameValue(_ property: LayerProperty, as other: LayerState) -> Bool {
        switch property {
        case .bounds: return bounds == other.bounds
        case .position: return position == other.position
        case .anchorPoint: return anchorPoint == other.anchorPoint
        case .transform: return transform == other.transform
        case .opacity: return opacity == other.opacity
        case .isHidden: return isHidden == other.isHidden
        case .backgroundColor: return backgroundColor == other.backgroundColor
        case .cornerRadius: return cornerRadius == other.cornerRadius
        case .borderWidth: return borderWidth == other.borderWidth
        case .borderColor: return borderColor == other.borderColor
        case .masksToBounds: return masksToBounds == other.masksToBounds
        case .shadowColor: return shadowColor == other.shadowColor
        case .shadowOpacity: return shadowOpacity == other.shadowOpacity
        case .shadowOffset: return shadowOffset == other.shadowOffset
        case .shadowRadius: return shadowRadius == other.shadowRadius
        }
    }
}

extension CGFloat {
    func interpolated(to other: CGFloat, _ t: Double) -> CGFloat { self + (other - self) * CGFloat(t) }
}

extension CGPoint {
    func interpolated(to other: CGPoint, _ t: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, t), y: y.interpolated(to: other.y, t))
    }
}

extension CGRect {
    func interpolated(to other: CGRect, _ t: Double) -> CGRect {
        CGRect(x: origin.x.interpolated(to: other.origin.x, t), y: origin.y.interpolated(to: other.origin.y, t),
               width: size.width.interpolated(to: other.size.width, t), height: size.height.interpolated(to: other.size.height, t))
    }
}

extension CGColor {
    /// Straight-colour interpolation; a missing colour is the other colour at zero alpha, which equals
    /// interpolating from transparent black in premultiplied space, as Core Animation does.
    static func interpolate(_ a: CGColor?, _ b: CGColor?, _ t: Double) -> CGColor? {
        let t = Swift.min(Swift.max(t, 0), 1)
        switch (a, b) {
        case (nil, nil): return nil
        case let (a?, b?): return CGColor(a.color.mixed(with: b.color, t))
        case let (nil, b?): return CGColor(Color(red: b.color.red, green: b.color.green, blue: b.color.blue, alpha: b.color.alpha * t))
        case let (a?, nil):
            if t >= 1 { return nil }
            return CGColor(Color(red: a.color.red, green: a.color.green, blue: a.color.blue, alpha: a.color.alpha * (1 - t)))
        }
    }
}

extension CATransform3D {
    /// Core Animation interpolates transforms through their decomposition, so a rotation turns rather than
    /// shrinking through the midpoint. Affine pairs decompose into translation, rotation (the shorter way),
    /// scale and shear; other pairs fall back to interpolating the matrix entries.
    func interpolated(to other: CATransform3D, _ t: Double) -> CATransform3D {
        if isAffine && other.isAffine,
           let a = AffineParts(affineTransform), let b = AffineParts(other.affineTransform) {
            return CATransform3D(a.interpolated(to: b, t).transform)
        }
        let ra = rows, rb = other.rows
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { j in ra[i][j].interpolated(to: rb[i][j], t) } })
    }
}

/// An affine transform as translation · rotation · shear · scale (the QR decomposition Core Animation uses).
private struct AffineParts {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, shear: CGFloat

    init?(_ m: CGAffineTransform) {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        guard sx > 1e-12 else { return nil }
        let angle = atan2(m.b, m.a)
        let cosA = m.a / sx, sinA = m.b / sx
        // Columns: (a, b) = sx·(cos, sin); (c, d) = shear·sx·(cos, sin) + sy·(−sin, cos).
        let shearTimesSx = m.c * cosA + m.d * sinA
        let sy = -m.c * sinA + m.d * cosA
        self.tx = m.tx; self.ty = m.ty; self.angle = angle; self.sx = sx; self.sy = sy; self.shear = shearTimesSx / sx
    }

    func interpolated(to o: AffineParts, _ t: Double) -> AffineParts {
        var r = self
        var delta = o.angle - angle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        r.angle = angle + delta * CGFloat(t)
        r.tx = tx.interpolated(to: o.tx, t); r.ty = ty.interpolated(to: o.ty, t)
        r.sx = sx.interpolated(to: o.sx, t); r.sy = sy.interpolated(to: o.sy, t)
        r.shear = shear.interpolated(to: o.shear, t)
        return r
    }

    var transform: CGAffineTransform {
        let c = cos(angle), s = sin(angle)
        return CGAffineTransform(a: sx * c, b: sx * s,
                                 c: shear * sx * c - sy * s, d: shear * sx * s + sy * c,
                                 tx: tx, ty: ty)
    }
}
