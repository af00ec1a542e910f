import Foundation
import Raster

extension CATransform3D {
    /// The map of the plane z = 0 to the screen plane that this transform makes, with perspective, once
    /// the result is flattened (depth dropped), as Core Animation flattens each layer into its parent.
    public var projective: ProjectiveTransform {
        ProjectiveTransform(m11: Double(m11), m12: Double(m12), m13: Double(m14),
                            m21: Double(m21), m22: Double(m22), m23: Double(m24),
                            m31: Double(m41), m32: Double(m42), m33: Double(m44))
    }
}

extension CGAffineTransform {
    /// The same map for Raster.
    public var transform2D: Transform2D {
        Transform2D(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
}

extension CGRect {
    /// The same rectangle for Raster.
    public var rasterRect: Rect { Rect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension LayerState {
    /// Bounds coordinates → the superlayer's bounds coordinates: about the anchor point, through the
    /// (possibly 3D) transform, then to the position.
    var transformToSuperlayer: ProjectiveTransform {
        let ax = Double(bounds.minX + anchorPoint.x * bounds.width), ay = Double(bounds.minY + anchorPoint.y * bounds.height)
        let toAnchor = ProjectiveTransform(.translation(-ax, -ay))
        let t = transform.isIdentity ? toAnchor : toAnchor.concatenating(transform.projective)
        return t.concatenating(.translation(Double(position.x), Double(position.y)))
    }
}
