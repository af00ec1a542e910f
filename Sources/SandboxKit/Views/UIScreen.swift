import Foundation

/// The device screen: its size in points and its scale (pixels per point).
public final class UIScreen {
    /// Portrait or landscape: `UIApplication.rotate(to:animated:)` swaps the sides.
    public internal(set) var bounds: CGRect
    public let scale: CGFloat
    /// What the sensor housing and the home indicator cover, in points: the iPhone's 47 at the top and 34
    /// at the bottom in portrait. Full-screen windows give their views this safe area.
    public var safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 390, height: 844), scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The iPhone-sized screen the sandbox shows: 390×844 points.
    public static var iPhone: UIScreen { UIScreen() }
}
