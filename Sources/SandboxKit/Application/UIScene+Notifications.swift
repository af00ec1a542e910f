import Foundation

/// A scene's state notifications, posted on `NotificationCenter.default` with the scene as object, each
/// right after its delegate's method of the same change (R15).
/// Source: https://developer.apple.com/documentation/uikit/uiscene (Notifications)
extension UIScene {
    nonisolated public static let willConnectNotification = NSNotification.Name("UISceneWillConnectNotification")
    nonisolated public static let didDisconnectNotification = NSNotification.Name("UISceneDidDisconnectNotification")
    nonisolated public static let didActivateNotification = NSNotification.Name("UISceneDidActivateNotification")
    nonisolated public static let willDeactivateNotification = NSNotification.Name("UISceneWillDeactivateNotification")
    nonisolated public static let willEnterForegroundNotification = NSNotification.Name("UISceneWillEnterForegroundNotification")
    nonisolated public static let didEnterBackgroundNotification = NSNotification.Name("UISceneDidEnterBackgroundNotification")
}
