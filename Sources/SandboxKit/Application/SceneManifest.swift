/// Info.plist's `UIApplicationSceneManifest`: whether the app supports several scenes, and its scene
/// configurations by role, each an entry of `UISceneConfigurationName`, `UISceneDelegateClassName`,
/// `UISceneClassName` and `UISceneStoryboardFile`. Read from the plist as a property-list dictionary; an
/// app without the key has no scenes (its app delegate hears the state changes).
/// Source: https://developer.apple.com/documentation/bundleresources/information-property-list/uiapplicationscenemanifest
struct SceneManifest {
    struct Entry {
        var name: String?
        var delegateClassName: String?
        var sceneClassName: String?
        var storyboardName: String?
    }

    var supportsMultipleScenes: Bool
    var configurations: [UISceneSession.Role: [Entry]]

    /// Nil when `infoPlist` has no `UIApplicationSceneManifest` dictionary.
    init?(infoPlist: [String: Any]) {
        guard let manifest = infoPlist["UIApplicationSceneManifest"] as? [String: Any] else { return nil }
        supportsMultipleScenes = manifest["UIApplicationSupportsMultipleScenes"] as? Bool ?? false
        var configurations: [UISceneSession.Role: [Entry]] = [:]
        for (role, list) in manifest["UISceneConfigurations"] as? [String: Any] ?? [:] {
            configurations[UISceneSession.Role(role)] = (list as? [[String: Any]] ?? []).map {
                Entry(name: $0["UISceneConfigurationName"] as? String, delegateClassName: $0["UISceneDelegateClassName"] as? String,
                      sceneClassName: $0["UISceneClassName"] as? String, storyboardName: $0["UISceneStoryboardFile"] as? String)
            }
        }
        self.configurations = configurations
    }

    /// The entry of `name` for `role`; for no name, the role's first (what UIKit connects without a choice).
    func entry(named name: String?, role: UISceneSession.Role) -> Entry? {
        let entries = configurations[role] ?? []
        guard let name else { return entries.first }
        return entries.first { $0.name == name }
    }
}
