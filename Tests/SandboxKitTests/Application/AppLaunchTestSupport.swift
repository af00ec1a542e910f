import Foundation
import XCTest
@testable import SandboxKit

/// What the delegates of a launched test app saw, in order: each call with the scene's and the app's
/// state inside it (`sceneDidBecomeActive scene=foregroundActive app=inactive`).
@MainActor
final class DelegateLog {
    var entries: [String] = []
    func note(_ call: String, _ scene: UIScene? = nil, _ app: UIApplication) {
        entries.append([call, scene.map { "scene=\($0.activationState)" }, "app=\(app.applicationState)"].compactMap { $0 }.joined(separator: " "))
    }
}

/// The app delegate of a scene-based test app, written as an iOS app writes it.
final class LaunchAppDelegate: UIResponder, UIApplicationDelegate {
    let log: DelegateLog
    /// The configuration the delegate gives for a connecting session (by default Info.plist's by name).
    var configurationName = "Default Configuration"
    var chooseConfiguration: ((UISceneSession) -> UISceneConfiguration)?

    init(log: DelegateLog) {
        self.log = log
        super.init()
    }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("willFinishLaunching options=\(launchOptions == nil ? "nil" : "some")", nil, application)
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("didFinishLaunching", nil, application)
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.note("configurationForConnecting", nil, application)
        return chooseConfiguration?(connectingSceneSession)
            ?? UISceneConfiguration(name: configurationName, sessionRole: connectingSceneSession.role)
    }

    // With scenes UIKit calls none of these; they note it if it did.
    func applicationDidBecomeActive(_ application: UIApplication) { log.note("applicationDidBecomeActive", nil, application) }
    func applicationWillResignActive(_ application: UIApplication) { log.note("applicationWillResignActive", nil, application) }
    func applicationDidEnterBackground(_ application: UIApplication) { log.note("applicationDidEnterBackground", nil, application) }
    func applicationWillEnterForeground(_ application: UIApplication) { log.note("applicationWillEnterForeground", nil, application) }
    func applicationWillTerminate(_ application: UIApplication) { log.note("applicationWillTerminate", nil, application) }
}

/// The scene delegate Xcode's template has: it makes the window, sets its root and shows it.
final class LaunchSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: DelegateLog
    let rootName: String

    init(log: DelegateLog, rootName: String = "root") {
        self.log = log
        self.rootName = rootName
        super.init()
    }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log.note("willConnectTo", scene, scene.application!)
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = TestController(rootName)
        window.makeKeyAndVisible()
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.note("sceneDidDisconnect", scene, scene.application!) }
    func sceneDidBecomeActive(_ scene: UIScene) { log.note("sceneDidBecomeActive", scene, scene.application!) }
    func sceneWillResignActive(_ scene: UIScene) { log.note("sceneWillResignActive", scene, scene.application!) }
    func sceneWillEnterForeground(_ scene: UIScene) { log.note("sceneWillEnterForeground", scene, scene.application!) }
    func sceneDidEnterBackground(_ scene: UIScene) { log.note("sceneDidEnterBackground", scene, scene.application!) }
}

/// Another scene delegate, for an app delegate that chooses between configurations.
final class SettingsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    override init() { super.init() }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = TestController("settings")
        window?.makeKeyAndVisible()
    }
}

/// An app without scenes, as before iOS 13: the app delegate makes the window in `didFinishLaunching`.
final class WindowAppDelegate: NSObject, UIApplicationDelegate {
    var window: UIWindow?
    let log: DelegateLog

    init(log: DelegateLog) {
        self.log = log
        super.init()
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        log.note("didFinishLaunching options=\(launchOptions.map { $0.keys.map(\.rawValue).sorted().joined(separator: ",") } ?? "nil")", nil, application)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = TestController("root")
        window?.makeKeyAndVisible()
        return true
    }

    func applicationDidBecomeActive(_ application: UIApplication) { log.note("applicationDidBecomeActive", nil, application) }
    func applicationWillResignActive(_ application: UIApplication) { log.note("applicationWillResignActive", nil, application) }
    func applicationDidEnterBackground(_ application: UIApplication) { log.note("applicationDidEnterBackground", nil, application) }
    func applicationWillEnterForeground(_ application: UIApplication) { log.note("applicationWillEnterForeground", nil, application) }
    func applicationWillTerminate(_ application: UIApplication) { log.note("applicationWillTerminate", nil, application) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { log.note("applicationDidReceiveMemoryWarning", nil, application) }
}

/// Every app and scene notification posted for one application, by name, in order.
final class NotificationRecorder: @unchecked Sendable {
    static let names: [NSNotification.Name] = [
        UIApplication.didFinishLaunchingNotification, UIApplication.didBecomeActiveNotification,
        UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
        UIApplication.willEnterForegroundNotification, UIApplication.willTerminateNotification,
        UIApplication.didReceiveMemoryWarningNotification,
        UIScene.willConnectNotification, UIScene.didActivateNotification, UIScene.willDeactivateNotification,
        UIScene.didEnterBackgroundNotification, UIScene.willEnterForegroundNotification, UIScene.didDisconnectNotification,
    ]
    private(set) var posted: [String] = []
    private var tokens: [NSObjectProtocol] = []

    @MainActor init(_ app: UIApplication) {
        let id = ObjectIdentifier(app)
        for name in Self.names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [unowned self] note in
                // Posted on the main thread, by the application's own code.
                nonisolated(unsafe) let object = note.object
                let raw = note.name.rawValue.replacingOccurrences(of: "Notification", with: "")
                MainActor.assumeIsolated {
                    let owner = (object as? UIApplication) ?? (object as? UIScene)?.application
                    guard owner.map(ObjectIdentifier.init) == id else { return }
                    // `UISceneDidActivateNotification` → `UIScene.didActivate`: the Swift spelling.
                    posted.append(raw.hasPrefix("UIScene") ? "UIScene." + Self.lowerFirst(raw.dropFirst(7)) : "UIApplication." + Self.lowerFirst(raw.dropFirst(13)))
                }
            })
        }
    }

    private static func lowerFirst(_ s: Substring) -> String { s.prefix(1).lowercased() + s.dropFirst() }

    func stop() { tokens.forEach(NotificationCenter.default.removeObserver); tokens.removeAll() }
}

/// A fresh virtual-clock application, not launched and with no window, its lifecycle stream recorded.
@MainActor
class AppLaunchTestCase: XCTestCase {
    var app: UIApplication!
    var recorder: LifecycleTraceRecorder!
    var notifications: NotificationRecorder!
    let log = DelegateLog()

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock())
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
        notifications = NotificationRecorder(app)
    }

    override func tearDown() async throws {
        notifications.stop()
        recorder.stop()
        recorder = nil; notifications = nil; app = nil
    }

    /// Info.plist's scene manifest, as Xcode's iOS app template writes it (one configuration).
    static func sceneManifest(_ configurations: [[String: Any]] = [defaultConfiguration]) -> [String: Any] {
        ["UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": configurations],
        ] as [String: Any]]
    }

    static let defaultConfiguration: [String: Any] = [
        "UISceneConfigurationName": "Default Configuration",
        "UISceneDelegateClassName": "MyApp.LaunchSceneDelegate",
    ]

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }

    /// The trace lines recorded since event number `seq`.
    func trace(after seq: Int = 0) -> [String] { recorder.traceLines(after: seq) }

    var warnings: [String] { recorder.events.filter { $0.method == .warning }.compactMap(\.message) }
}
