import Foundation

/// The look of the iPad's pointer over a region: an effect on a view, or a shape.
@MainActor
public final class UIPointerStyle: NSObject {
    public let effect: UIPointerEffect?

    public init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.effect = effect
        super.init()
    }

    public init(shape: UIPointerShape, constrainedAxes axes: UIAxis = []) {
        effect = nil
        super.init()
    }

    public static func hidden() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero)) }
    public static func system() -> UIPointerStyle { UIPointerStyle(shape: .roundedRect(.zero)) }
}

/// A pointer's shape.
public enum UIPointerShape {
    case path(UIBezierPath)
    case roundedRect(CGRect, radius: CGFloat = 8)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
}
