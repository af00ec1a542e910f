import Foundation

/// Why a scene was connected: a URL to open, a Home Screen quick action, the app that asked. Empty for a
/// launch from the Home Screen. UIKit makes them; so does the launch here.
/// Source: https://developer.apple.com/documentation/uikit/uiscene/connectionoptions
extension UIScene {
    @MainActor
    public final class ConnectionOptions: NSObject {
        public let urlContexts: Set<UIOpenURLContext>
        public let shortcutItem: UIApplicationShortcutItem?
        public let sourceApplication: String?

        init(urlContexts: Set<UIOpenURLContext> = [], shortcutItem: UIApplicationShortcutItem? = nil, sourceApplication: String? = nil) {
            self.urlContexts = urlContexts
            self.shortcutItem = shortcutItem
            self.sourceApplication = sourceApplication
        }
    }
}
