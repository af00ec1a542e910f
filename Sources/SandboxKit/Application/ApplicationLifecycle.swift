/// What an application keeps of its launch and life: its delegate, its state, its manifest, its scenes
/// and their sessions (R15). One per `UIApplication`, so two applications in a process launch apart.
@MainActor
final class ApplicationLifecycle {
    weak var delegate: (any UIApplicationDelegate)?
    /// The delegate the launch made, kept alive as `UIApplicationMain` keeps it.
    var launchedDelegate: (any UIApplicationDelegate)?
    var state: UIApplication.State = .active
    var manifest: SceneManifest?
    var sessions: [UISceneSession] = []
    var scenes: [UIScene] = []
    let classRegistry = ClassRegistry()
    var hasLaunched = false
    var isTerminated = false
    /// How many sessions were opened: numbers the next one's identifier and its scene's trace name.
    var sessionCount = 0
}
