import Foundation

/// The device screen: its size in points, its scale (pixels per point) and the device it belongs to.
@MainActor
public final class UIScreen: NSObject {
    /// Portrait or landscape: `UIApplication.rotate(to:animated:)` swaps the sides.
    public internal(set) var bounds: CGRect
    public let scale: CGFloat
    /// The device whose screen this is: its status bar, sensor housing, home indicator and safe area.
    public let device: DeviceModel
    /// What the status bar, the sensor housing and the home indicator cover, in points (the device's
    /// insets for the orientation the screen is in; on the iPhone 14, 47 at the top and 34 at the bottom
    /// in portrait). A full-screen window has this safe area. Settable, for a test that wants none.
    public var safeAreaInsets: UIEdgeInsets

    /// A screen of `bounds`: the device whose screen has that size (the iPhone 14 for the default
    /// 390×844), or a plain rectangle without status bar or safe area for any other size.
    public init(bounds: CGRect = CGRect(origin: .zero, size: UIScreen.iPhoneSize), scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale
        device = DeviceModel.matching(bounds.size)
        safeAreaInsets = device.safeAreaInsets(in: bounds.width > bounds.height ? .landscapeRight : .portrait)
    }

    /// The screen of `device` in portrait, rendered at `scale` pixels per point.
    public init(device: DeviceModel, scale: CGFloat = 1) {
        bounds = CGRect(origin: .zero, size: device.portraitSize)
        self.scale = scale
        self.device = device
        safeAreaInsets = device.safeAreaInsets(in: .portrait)
    }

    /// The size of the iPhone the sandbox imitates by default (an iPhone 12 to 14: 390×844 points, portrait).
    nonisolated public static let iPhoneSize = CGSize(width: 390, height: 844)

    /// A new screen of the iPhone's size, for an application of its own (`UIApplication(screen:)`).
    public static var iPhone: UIScreen { UIScreen() }

    /// UIKit's spelling: the screen of the application code is running for (the process's one
    /// application on a device; in the desktop sandbox, the device's while its turn runs).
    public static var main: UIScreen { UIApplication.current.screen }
}
