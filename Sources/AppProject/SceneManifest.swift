/// An app's `UIApplicationSceneManifest`: whether it opts into scenes (and several at once), and its scene
/// configurations by session role.
public struct SceneManifest: Sendable, Equatable {
    /// The session role of an app's ordinary windows.
    public static let applicationRole = "UIWindowSceneSessionRoleApplication"

    /// `UIApplicationSupportsMultipleScenes`.
    public let supportsMultipleScenes: Bool
    /// `UISceneConfigurations`: configurations by session role.
    public let configurations: [String: [SceneConfiguration]]

    public init(supportsMultipleScenes: Bool, configurations: [String: [SceneConfiguration]]) {
        self.supportsMultipleScenes = supportsMultipleScenes
        self.configurations = configurations
    }

    init(_ dictionary: [String: PropertyListValue]) {
        var configurations: [String: [SceneConfiguration]] = [:]
        for (role, value) in dictionary["UISceneConfigurations"]?.dictionary ?? [:] {
            configurations[role] = (value.array ?? []).compactMap(\.dictionary).map(SceneConfiguration.init)
        }
        self.init(
            supportsMultipleScenes: dictionary["UIApplicationSupportsMultipleScenes"]?.bool ?? false,
            configurations: configurations
        )
    }

    /// The configurations for the app's windows (`UIWindowSceneSessionRoleApplication`).
    public var applicationConfigurations: [SceneConfiguration] {
        configurations[Self.applicationRole] ?? []
    }
}
