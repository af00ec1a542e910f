import Foundation

/// What the system keeps of a scene, connected or not: its role, its configuration, its identifier.
/// Source: https://developer.apple.com/documentation/uikit/uiscenesession
@MainActor
public final class UISceneSession: NSObject {
    public let role: Role
    /// The configuration the scene was connected with (before that, Info.plist's first of the role).
    public internal(set) var configuration: UISceneConfiguration
    /// Unique among the application's sessions; counted, so two runs give the same identifiers.
    public let persistentIdentifier: String
    /// The scene while it is connected.
    public internal(set) weak var scene: UIScene?
    public var userInfo: [String: Any]?

    init(role: Role, configuration: UISceneConfiguration, persistentIdentifier: String) {
        self.role = role
        self.configuration = configuration
        self.persistentIdentifier = persistentIdentifier
    }
}
