import Foundation

/// Every property of a layer that the compositor reads. The model layer holds one; animations produce
/// another (the presentation state) from it, and the compositor draws only presentation states.
public struct LayerState: Equatable {
    public var bounds: CGRect = .zero
    public var position: CGPoint = .zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var transform: CATransform3D = .identity
    public var opacity: Float = 1
    public var isHidden = false
    public var backgroundColor: CGColor? = nil
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(.init(red: 0, green: 0, blue: 0))
    public var masksToBounds = false
    /// Core Animation's shadow: drawn under the layer when `shadowOpacity` is above 0 (its default is 0,
    /// so layers without a shadow cost the compositor nothing), in `shadowColor` (opaque black by
    /// default), moved by `shadowOffset` (0, −3 by default, Core Animation's) and blurred by
    /// `shadowRadius` (3 by default).
    public var shadowColor: CGColor? = CGColor(.init(red: 0, green: 0, blue: 0))
    public var shadowOpacity: Float = 0
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3

    public init() {}

    /// Whether the compositor draws a shadow for this state.
    var hasShadow: Bool { shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 }

    /// The frame in the superlayer's coordinates: the bounding box of the transformed bounds. Meaningful
    /// for affine transforms only, as in UIKit.
    public var frame: CGRect {
        let w = bounds.width, h = bounds.height
        if transform == .identity && w >= 0 && h >= 0 {
            return CGRect(x: position.x - anchorPoint.x * w, y: position.y - anchorPoint.y * h, width: w, height: h)
        }
        let anchor = CGPoint(x: anchorPoint.x * w, y: anchorPoint.y * h)
        let local = CGRect(x: -anchor.x, y: -anchor.y, width: w, height: h)
        return local.applying(transform.affineTransform).offsetBy(dx: position.x, dy: position.y)
    }
}

/// The names of the layer properties, for animations and damage.
public enum LayerProperty: String, CaseIterable, Sendable {
    case bounds, position, anchorPoint, transform, opacity, isHidden, backgroundColor, cornerRadius,
         borderWidth, borderColor, masksToBounds, shadowColor, shadowOpacity, shadowOffset, shadowRadius
}
