/// The app's execution state. With scenes it follows them: active while one is active, background when
/// none is in the foreground. Source: https://developer.apple.com/documentation/uikit/uiapplication/state
extension UIApplication {
    public enum State: Int, Sendable {
        case active = 0, inactive = 1, background = 2
    }

    /// `.inactive` while it launches, `.active` once launched, `.background` after the Home button. An
    /// application that was never launched (a screen built in code) is on screen and reports `.active`.
    public var applicationState: State { appLifecycle.state }

    /// The app's delegate: the one the launch made (kept alive by the launch, as `UIApplicationMain` keeps
    /// it), or one set here (held weakly, as UIKit does).
    public var delegate: (any UIApplicationDelegate)? {
        get { appLifecycle.delegate }
        set { appLifecycle.delegate = newValue }
    }

    /// The scenes connected to the app, in the order they connected.
    public var connectedScenes: Set<UIScene> { Set(appLifecycle.scenes) }

    /// The sessions of the app's scenes, connected or not (a disconnected scene's session stays open).
    public var openSessions: Set<UISceneSession> { Set(appLifecycle.sessions) }

    /// Whether the app uses scenes (Info.plist has `UIApplicationSceneManifest`); the answer of the manifest's
    /// `UIApplicationSupportsMultipleScenes` is `supportsMultipleScenes`.
    public var supportsMultipleScenes: Bool { appLifecycle.manifest?.supportsMultipleScenes ?? false }
}
