import Foundation

/// What a tab bar tells when the user taps an item (after its controller, if any, switched tabs).
@MainActor
public protocol UITabBarDelegate: AnyObject {
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

extension UITabBar {
    private static let delegateStorage = ExtensionStorage<UITabBarDelegate?>("UITabBar.delegate", default: nil, weakly: true)
    private static let barStyleStorage = ExtensionStorage<UIBarStyle>("UITabBar.barStyle", default: .default)

    public var delegate: UITabBarDelegate? {
        get { Self.delegateStorage.get(self) }
        set { Self.delegateStorage.set(self, newValue) }
    }

    /// Kept and read back; the bar is drawn in its light style (`.black` is reported once as not
    /// simulated, as for the navigation bar).
    public var barStyle: UIBarStyle {
        get { Self.barStyleStorage.get(self) }
        set {
            Self.barStyleStorage.set(self, newValue)
            if newValue != .default { NotSimulated.record("UITabBar.barStyle .black") }
        }
    }
}
