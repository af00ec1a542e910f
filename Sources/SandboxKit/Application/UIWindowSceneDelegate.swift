/// A window scene's delegate: a scene delegate with the scene's main window, which the delegate usually
/// makes in `scene(_:willConnectTo:options:)` (UIKit makes it instead for a storyboard).
/// Source: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
