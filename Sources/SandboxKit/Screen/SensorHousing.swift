import Foundation

/// The cut-out at the top of the screen that holds the front camera and the Face ID sensors. Its size
/// decides nothing in layout (the safe area already keeps content clear of it); the system overlay
/// draws it as the black shape the hardware shows.
public enum SensorHousing: Sendable, Equatable {
    /// A rectangular screen with bezels above and below (Touch ID models, iPads with a home button or
    /// a flat-edged frame).
    case none
    /// The notch of the iPhone X to 14: a black tab hanging from the top edge, `width` × `height`
    /// points, centred, its lower corners rounded.
    case notch(width: CGFloat, height: CGFloat)
    /// The Dynamic Island of the iPhone 14 Pro and every iPhone 15: a black capsule `width` × `height`
    /// points whose top is `top` points below the screen's top edge.
    case dynamicIsland(width: CGFloat, height: CGFloat, top: CGFloat)

    /// The housing's rectangle on a portrait screen `screenWidth` points wide.
    public func frame(screenWidth: CGFloat) -> CGRect? {
        switch self {
        case .none: return nil
        case let .notch(width, height): return CGRect(x: (screenWidth - width) / 2, y: 0, width: width, height: height)
        case let .dynamicIsland(width, height, top): return CGRect(x: (screenWidth - width) / 2, y: top, width: width, height: height)
        }
    }
}
