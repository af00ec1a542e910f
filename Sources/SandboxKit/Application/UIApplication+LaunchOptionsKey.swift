/// Why the app was launched, as keys of the launch options (nil for a launch from the Home Screen, and
/// always nil for an app with scenes, whose scene gets the reason in its connection options instead).
/// Source: https://developer.apple.com/documentation/uikit/uiapplication/launchoptionskey
extension UIApplication {
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let annotation = LaunchOptionsKey("UIApplicationLaunchOptionsAnnotationKey")
        public static let userActivityDictionary = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
        public static let localNotification = LaunchOptionsKey("UIApplicationLaunchOptionsLocalNotificationKey")

        /// The key as Swift spells it (`.url`) for the trace; a key SandboxKit does not list shows its raw value.
        var traceName: String {
            switch self {
            case .url: return ".url"
            case .sourceApplication: return ".sourceApplication"
            case .shortcutItem: return ".shortcutItem"
            case .remoteNotification: return ".remoteNotification"
            case .annotation: return ".annotation"
            case .userActivityDictionary: return ".userActivityDictionary"
            default: return "LaunchOptionsKey(\"\(rawValue)\")"
            }
        }
    }
}
