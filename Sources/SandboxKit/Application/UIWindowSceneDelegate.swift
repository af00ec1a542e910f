/// A window scene's delegate: a scene delegate with the scene's main window, which the delegate usually
/// makes in `scene(_:willConnectTo:options:)` (UIKit makes it instead for a storyboard).
/// Source: https://developer.apple.com/documentation/uikit/uiwindowscenedelegate
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
    /// A Home Screen quick action chosen while the app runs (the sandbox has no Home Screen to choose one).
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
