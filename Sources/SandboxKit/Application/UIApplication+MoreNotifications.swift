import Foundation

// Notifications of system events the sandbox does not produce (a screenshot, the device unlocking, the
// clock changing at midnight): declared so that observers build; they are never posted.
extension UIApplication {
    nonisolated public static let userDidTakeScreenshotNotification = NSNotification.Name("UIApplicationUserDidTakeScreenshotNotification")
    nonisolated public static let significantTimeChangeNotification = NSNotification.Name("UIApplicationSignificantTimeChangeNotification")
    nonisolated public static let protectedDataWillBecomeUnavailableNotification = NSNotification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
    nonisolated public static let protectedDataDidBecomeAvailableNotification = NSNotification.Name("UIApplicationProtectedDataDidBecomeAvailable")
    nonisolated public static let backgroundRefreshStatusDidChangeNotification = NSNotification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
}

/// `UIApplication.BackgroundTaskIdentifier` by its older name.
public typealias UIBackgroundTaskIdentifier = UIApplication.BackgroundTaskIdentifier
