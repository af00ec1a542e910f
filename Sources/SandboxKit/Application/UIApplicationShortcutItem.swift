import Foundation

/// A Home Screen quick action; a scene connected by one finds it in its connection options.
/// Source: https://developer.apple.com/documentation/uikit/uiapplicationshortcutitem
@MainActor
public final class UIApplicationShortcutItem: NSObject {
    public let type: String
    public let localizedTitle: String
    public let localizedSubtitle: String?
    public let userInfo: [String: Any]?
    public let icon: UIApplicationShortcutIcon?

    public init(type: String, localizedTitle: String, localizedSubtitle: String? = nil, icon: UIApplicationShortcutIcon? = nil,
                userInfo: [String: Any]? = nil) {
        self.icon = icon
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.userInfo = userInfo
    }
}
