import Foundation

/// How a layer's contents are placed in its bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The sandbox stretches contents to the bounds (`.resize`, Core Animation's default); another gravity is
/// kept and read back, and reported once as not simulated. A view's content mode places what the view
/// draws.
extension CALayer {
    private static let gravityStorage = ExtensionStorage<CALayerContentsGravity>("CALayer.contentsGravity", default: .resize)

    public var contentsGravity: CALayerContentsGravity {
        get { Self.gravityStorage.get(self) }
        set {
            Self.gravityStorage.set(self, newValue)
            if newValue != .resize { NotSimulated.record("CALayer.contentsGravity other than .resize") }
        }
    }
}
