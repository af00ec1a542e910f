import Foundation

/// The app's dynamic Home Screen quick actions: kept and read back (there is no Home Screen to show
/// them on).
extension UIApplication {
    private static let shortcutItemsStorage = ExtensionStorage<[UIApplicationShortcutItem]?>("UIApplication.shortcutItems", default: nil)

    public var shortcutItems: [UIApplicationShortcutItem]? {
        get { Self.shortcutItemsStorage.get(self) }
        set { Self.shortcutItemsStorage.set(self, newValue) }
    }
}
