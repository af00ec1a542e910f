import Foundation

/// The device's appearance and text size (Settings' Display & Brightness and Text Size; the
/// Simulator's Toggle Appearance and its Accessibility Inspector), and the trait collection they make
/// with the screen, kept until one of them or the screen's size changes.
struct DeviceTraitSettings {
    var style: UIUserInterfaceStyle = .light
    var category: UIContentSizeCategory = .large
    var cached: UITraitCollection?
}

extension UIApplication {
    /// The device's appearance, light or dark. Setting it delivers the change to every view and controller
    /// whose traits it changes (in the next layout pass) and redraws the screen in the new colours.
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { traitSettings.style }
        set {
            guard newValue != .unspecified, newValue != traitSettings.style else { return }
            changeTraits { traitSettings.style = newValue }
        }
    }

    /// The device's text size (`UIApplication.preferredContentSizeCategory` in UIKit, which apps read;
    /// the sandbox's window and `--text-size` set it). Setting it delivers the change as the appearance's
    /// is, then posts `UIContentSizeCategory.didChangeNotification`.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        get { traitSettings.category }
        set {
            guard newValue.index != nil, newValue != traitSettings.category else { return }
            changeTraits { traitSettings.category = newValue }
            NotificationCenter.default.post(name: UIContentSizeCategory.didChangeNotification, object: self,
                                            userInfo: [UIContentSizeCategory.newValueUserInfoKey: newValue])
        }
    }

    /// The traits of a view in a window with no overrides.
    var traits: UITraitCollection {
        if let cached = traitSettings.cached, (cached.verticalSizeClass == .compact) == (screen.bounds.width > screen.bounds.height) {
            return cached
        }
        let made = UITraitCollection.device(screen, style: traitSettings.style, category: traitSettings.category)
        traitSettings.cached = made
        return made
    }

    /// Makes a change of the device's traits (or of the screen's orientation) and hands it to the windows,
    /// and to the views of controllers out of them (a page under a pushed one, a tab not shown): they hear
    /// of it when they are laid out in a window again, in the colours they then have.
    func changeTraits(_ change: () -> Void) {
        let offscreen = controllerRegistry.live.compactMap { c -> UIView? in
            guard let view = c.storedView, view.window == nil, view.superview == nil else { return nil }
            return view
        }
        TraitPropagation.change(under: windows + offscreen) {
            change()
            traitSettings.cached = nil
        }
    }
}
