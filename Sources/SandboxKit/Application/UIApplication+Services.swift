import Foundation

/// What an app asks of the system beyond its windows: background time, push registration, the
/// network activity spinner, alternate icons. The sandbox has no such services; each reports once.
extension UIApplication {
    public struct BackgroundTaskIdentifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let invalid = BackgroundTaskIdentifier(rawValue: 0)
    }

    /// More time after entering the background: answered with an identifier; the expiration handler
    /// never runs, as the sandbox does not suspend the app.
    public func beginBackgroundTask(withName taskName: String? = nil, expirationHandler handler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        NotSimulated.record("UIApplication.beginBackgroundTask(withName:expirationHandler:)", in: self)
        return BackgroundTaskIdentifier(rawValue: 1)
    }

    public func beginBackgroundTask(expirationHandler handler: (() -> Void)? = nil) -> BackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    public func endBackgroundTask(_ identifier: BackgroundTaskIdentifier) {
        NotSimulated.record("UIApplication.endBackgroundTask(_:)", in: self)
    }

    public func registerForRemoteNotifications() {
        NotSimulated.record("UIApplication.registerForRemoteNotifications()", in: self)
    }

    public func unregisterForRemoteNotifications() {
        NotSimulated.record("UIApplication.unregisterForRemoteNotifications()", in: self)
    }

    public var isRegisteredForRemoteNotifications: Bool { false }

    /// Background app refresh, as a new install has it.
    public var backgroundRefreshStatus: UIBackgroundRefreshStatus { .available }

    public var supportsAlternateIcons: Bool { false }
    public var alternateIconName: String? { nil }

    /// The sandbox has one icon: the completion gets an error, in a later turn.
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: ((Error?) -> Void)? = nil) {
        NotSimulated.record("UIApplication.setAlternateIconName(_:completionHandler:)", in: self)
        guard let completionHandler else { return }
        mainQueue.enqueue(at: clock.now) { completionHandler(CocoaError(.featureUnsupported)) }
    }

    /// iOS 9's way to open a URL: nothing opens, as with `open(_:options:completionHandler:)`.
    @available(iOS, deprecated: 10.0)
    public func openURL(_ url: URL) -> Bool {
        open(url)
        return false
    }

    public func completeStateRestoration() {
        NotSimulated.record("UIApplication.completeStateRestoration()", in: self)
    }

    public func extendStateRestoration() {
        NotSimulated.record("UIApplication.extendStateRestoration()", in: self)
    }
}

public enum UIBackgroundRefreshStatus: Int, Sendable { case restricted, denied, available }

/// What a background fetch or a remote notification's handler reports.
public enum UIBackgroundFetchResult: UInt, Sendable { case newData, noData, failed }
