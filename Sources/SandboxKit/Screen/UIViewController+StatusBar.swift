import Foundation

/// Which controller decides the status bar, as UIKit asks: from the window's root, down through the
/// controllers presented over the whole screen (a full-screen or over-full-screen presentation, or one
/// that sets `modalPresentationCapturesStatusBarAppearance`; a sheet leaves the status bar to what is
/// under it), then down through `childForStatusBarStyle` (or `childForStatusBarHidden`) as far as it
/// names a child.
extension UIViewController {
    /// Asks for the status bar to be drawn again from the deciding controller's preferences. The
    /// sandbox reads them on every composite, so this only marks the window for one.
    public func setNeedsStatusBarAppearanceUpdate() {
        guard let window = viewIfLoaded?.window else { return }
        window.setNeedsComposite()
        // a status bar hidden or shown frees or takes the top on a device without a sensor housing
        window.rootViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// Set on a presented controller that is not full screen to have it decide the status bar anyway.
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { containerState.capturesStatusBarAppearance }
        set { containerState.capturesStatusBarAppearance = newValue }
    }

    /// The controller whose `preferredStatusBarStyle` (or, `forHidden`, `prefersStatusBarHidden`)
    /// the status bar follows, starting from this one as a window's root.
    func statusBarController(forHidden: Bool) -> UIViewController {
        var c = self
        for _ in 0..<64 {
            if let p = c.containerState.presented, p.modalPresentationStyle.resolved != .pageSheet || p.modalPresentationCapturesStatusBarAppearance {
                c = p
            } else if let child = forHidden ? c.childForStatusBarHidden : c.childForStatusBarStyle, child !== c {
                c = child
            } else {
                break
            }
        }
        return c
    }
}

extension UIApplication {
    /// Whether the deciding controller of `window` hides the status bar.
    func statusBarIsHidden(in window: UIWindow) -> Bool {
        window.rootViewController?.statusBarController(forHidden: true).prefersStatusBarHidden ?? false
    }

    /// The status bar's style over `window`: its deciding controller's, `.default` without a root.
    func statusBarStyle(in window: UIWindow) -> UIStatusBarStyle {
        window.rootViewController?.statusBarController(forHidden: false).preferredStatusBarStyle ?? .default
    }
}
