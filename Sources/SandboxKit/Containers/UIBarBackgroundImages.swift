import Foundation

// Background images of bars and bar button items, per bar metrics (and state): kept and read back, but
// the bars draw their colours, not the images; setting one is reported once as not simulated. The bars'
// appearance objects (`UINavigationBarAppearance.backgroundImage`) are the current way to set them.

extension UIBarButtonItem {
    private static let backgroundStorage = ExtensionStorage<[String: UIImage]>("UIBarButtonItem.backgroundImage", default: [:])

    public func setBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State, barMetrics: UIBarMetrics) {
        var all = Self.backgroundStorage.get(self)
        all["\(state.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        Self.backgroundStorage.set(self, all)
        if backgroundImage != nil { NotSimulated.record("UIBarButtonItem.setBackgroundImage(_:for:barMetrics:)") }
    }

    public func backgroundImage(for state: UIControl.State, barMetrics: UIBarMetrics) -> UIImage? {
        Self.backgroundStorage.get(self)["\(state.rawValue)/\(barMetrics.rawValue)"]
    }
}

extension UINavigationBar {
    private static let backgroundStorage = ExtensionStorage<[String: UIImage]>("UINavigationBar.backgroundImage", default: [:])

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    public func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        var all = Self.backgroundStorage.get(self)
        all["\(barPosition.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        Self.backgroundStorage.set(self, all)
        if backgroundImage != nil { NotSimulated.record("UINavigationBar.setBackgroundImage(_:for:)") }
    }

    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImage(for: .any, barMetrics: barMetrics)
    }

    public func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        Self.backgroundStorage.get(self)["\(barPosition.rawValue)/\(barMetrics.rawValue)"]
    }
}

extension UIToolbar {
    private static let backgroundStorage = ExtensionStorage<[String: UIImage]>("UIToolbar.backgroundImage", default: [:])

    public func setBackgroundImage(_ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) {
        var all = Self.backgroundStorage.get(self)
        all["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"] = backgroundImage
        Self.backgroundStorage.set(self, all)
        if backgroundImage != nil { NotSimulated.record("UIToolbar.setBackgroundImage(_:forToolbarPosition:barMetrics:)") }
    }

    public func backgroundImage(forToolbarPosition topOrBottom: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        Self.backgroundStorage.get(self)["\(topOrBottom.rawValue)/\(barMetrics.rawValue)"]
    }
}
