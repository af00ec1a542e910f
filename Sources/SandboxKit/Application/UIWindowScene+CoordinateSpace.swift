import Foundation

extension UIWindowScene {
    /// The scene's coordinates: its screen's.
    public var coordinateSpace: UICoordinateSpace { screen }

    /// The status bar's frame and style, for the scene's screen.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(screen: screen) }
}
