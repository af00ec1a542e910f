import Foundation

/// Opening URLs (Safari, Settings, another app): the sandbox has no other app, so nothing opens; the call
/// is reported once as not simulated and the completion hears `false`, as iOS answers for a URL no
/// installed app handles.
extension UIApplication {
    public struct OpenExternalURLOptionsKey: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `UIApplication.openSettingsURLString`: the Settings app's URL.
    public static let openSettingsURLString = "app-settings:"

    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        NotSimulated.record("UIApplication.open(_:options:completionHandler:)", in: self)
        if let completionHandler { mainQueue.enqueue(at: clock.now) { completionHandler(false) } }
    }

    public func canOpenURL(_ url: URL) -> Bool {
        NotSimulated.record("UIApplication.canOpenURL(_:)", in: self)
        return false
    }
}
