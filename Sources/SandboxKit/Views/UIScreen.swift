import Foundation

/// The device screen: its size in points and its scale (pixels per point).
@MainActor
public final class UIScreen: NSObject {
    /// Portrait or landscape: `UIApplication.rotate(to:animated:)` swaps the sides.
    public internal(set) var bounds: CGRect
    public let scale: CGFloat
    /// What the sensor housing and the home indicator cover, in points: the iPhone's 47 at the top and 34
    /// at the bottom in portrait. Full-screen windows give their views this safe area.
    public var safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    public init(bounds: CGRect = CGRect(origin: .zero, size: UIScreen.iPhoneSize), scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale
    }

    /// The size of the iPhone the sandbox imitates (an iPhone 12 to 14: 390×844 points, portrait).
    nonisolated public static let iPhoneSize = CGSize(width: 390, height: 844)

    /// A new screen of the iPhone's size, for an application of its own (`UIApplication(screen:)`).
    public static var iPhone: UIScreen { UIScreen() }

    /// UIKit's spelling: the screen of the application code is running for (the process's one
    /// application on a device; in the desktop sandbox, the device's while its turn runs).
    public static var main: UIScreen { UIApplication.current.screen }
}
