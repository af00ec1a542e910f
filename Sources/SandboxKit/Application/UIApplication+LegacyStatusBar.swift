import Foundation

/// The application-wide status bar properties of iOS 2–12, deprecated for the window scene's status bar
/// manager and the view controllers' `preferredStatusBarStyle`: the frame is the scene's, the style the
/// default (a style is set by the controllers here).
extension UIApplication {
    @available(*, deprecated, message: "Use the statusBarManager property of the window scene instead.")
    public var statusBarFrame: CGRect {
        CGRect(x: 0, y: 0, width: screen.bounds.width, height: screen.safeAreaInsets.top)
    }

    @available(*, deprecated, message: "Use -[UIViewController preferredStatusBarStyle]")
    public var statusBarStyle: UIStatusBarStyle { .default }

    /// The orientations the app supports for `window`: its delegate's answer, else all but upside down
    /// (an iPhone app's default).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        delegate?.application(self, supportedInterfaceOrientationsFor: window) ?? .allButUpsideDown
    }
}
