import Foundation
import EventLog
import XCTest
@testable import SandboxKit

/// R15 with scenes: the launch, the Home button and back, the app's end, as an iOS app with Xcode's
/// template (an app delegate, a scene manifest, a scene delegate that makes its window) sees them.
/// Sources (docs/lifecycle-rules.md, R15): Apple's "About the app launch sequence", "Managing your app's
/// life cycle" and the UISceneDelegate method pages.
final class SceneLaunchTests: AppLaunchTestCase {
    private var appDelegate: LaunchAppDelegate!

    override func setUp() async throws {
        try await super.setUp()
        appDelegate = LaunchAppDelegate(log: log)
        app.classRegistry.register { [log] in LaunchSceneDelegate(log: log) }
    }

    private var scene: UIWindowScene? { app.connectedScenes.first as? UIWindowScene }
    private var sceneDelegate: LaunchSceneDelegate? { scene?.delegate as? LaunchSceneDelegate }

    private func launch() {
        app.launch(delegate: appDelegate, infoPlist: Self.sceneManifest())
    }

    /// The delegate calls in Apple's launch order, then the root controller's appearance: its `will`
    /// inside `scene(_:willConnectTo:options:)` (where the window gets it), its `did` after the scene is
    /// active (Apple: `sceneDidBecomeActive` comes "before that interface appears onscreen").
    func testLaunchTrace() async {
        launch()
        turns(2)
        XCTAssertEqual(trace(), [
            "app.delegate.application(app, willFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, didFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, configurationForConnecting: session, options: options)",
            "scene.delegate.scene(scene, willConnectTo: session, options: options)",
            "root.viewDidLoad()",
            "root.viewWillAppear(false)",
            "scene.delegate.sceneWillEnterForeground(scene)",
            "scene.delegate.sceneDidBecomeActive(scene)",
            "root.viewSafeAreaInsetsDidChange()", "root.viewIsAppearing(false)",
            "root.viewWillLayoutSubviews()",
            "root.viewDidLayoutSubviews()",
            "root.viewDidAppear(false)",
        ])
        XCTAssertEqual(recorder.events.first { $0.method == .sceneDidBecomeActive }?.cause?.description, "launch (R15)")
        XCTAssertTrue(app.lifecycleChecker.findings.isEmpty, "\(app.lifecycleChecker.findings)")
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    /// What the delegates see inside each call: the scene's and the app's state, and that the app
    /// delegate hears none of the state changes (they go to the scene delegate).
    func testStatesInsideEachCall() async {
        XCTAssertEqual(app.applicationState, .active, "an application never launched is on screen")
        launch()
        XCTAssertEqual(log.entries, [
            "willFinishLaunching options=nil app=inactive",
            "didFinishLaunching app=inactive",
            "configurationForConnecting app=inactive",
            "willConnectTo scene=unattached app=inactive",
            "sceneWillEnterForeground scene=unattached app=inactive",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
        ])
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(scene?.activationState, .foregroundActive)
    }

    func testNotificationsAtLaunch() async {
        launch()
        XCTAssertEqual(notifications.posted, [
            "UIApplication.didFinishLaunching",
            "UIScene.willConnect",
            "UIScene.willEnterForeground",
            "UIScene.didActivate",
            "UIApplication.didBecomeActive",
        ])
    }

    /// What the launch leaves: one connected scene and its session, the delegate's window in the scene,
    /// key, with the root controller; the session's configuration the one the app delegate chose.
    func testTheSceneTheSessionAndTheWindow() async throws {
        launch()
        XCTAssertTrue(app.delegate === appDelegate)
        XCTAssertEqual(app.connectedScenes.count, 1)
        let scene = try XCTUnwrap(self.scene)
        let session = scene.session
        XCTAssertEqual(app.openSessions, [session])
        XCTAssertTrue(session.scene === scene)
        XCTAssertEqual(session.role, .windowApplication)
        XCTAssertEqual(session.configuration.name, "Default Configuration")
        XCTAssertTrue(session.configuration.delegateClass == LaunchSceneDelegate.self)
        XCTAssertFalse(session.persistentIdentifier.isEmpty)
        let window = try XCTUnwrap(sceneDelegate?.window)
        XCTAssertTrue(window.windowScene === scene)
        XCTAssertEqual(scene.windows.map(ObjectIdentifier.init), [ObjectIdentifier(window)])
        XCTAssertTrue(scene.keyWindow === window)
        XCTAssertTrue(app.windows.contains { $0 === window })
        XCTAssertEqual((window.rootViewController as? TestController)?.debugName, "root")
        XCTAssertEqual(window.bounds.size, scene.screen.bounds.size)
        XCTAssertNil(app.delegate?.window, "with scenes the app delegate has no window")
    }

    /// The Home button: the scene resigns active, then enters the background; the root controller gets
    /// no disappearance callbacks. Back: it enters the foreground, then becomes active; no appearance
    /// callbacks either.
    func testHomeButtonAndBack() async {
        launch()
        turns(2)
        let start = recorder.lastSequence
        log.entries.removeAll()
        app.simulateHomeButton()
        XCTAssertEqual(trace(after: start), [
            "scene.delegate.sceneWillResignActive(scene)",
            "scene.delegate.sceneDidEnterBackground(scene)",
        ])
        XCTAssertEqual(log.entries, [
            "sceneWillResignActive scene=foregroundActive app=active",
            "sceneDidEnterBackground scene=background app=inactive",
        ])
        XCTAssertEqual(app.applicationState, .background)
        XCTAssertEqual(scene?.activationState, .background)
        XCTAssertEqual((sceneDelegate?.window?.rootViewController)?.appearanceState, .appeared)
        turns(2)

        let back = recorder.lastSequence
        log.entries.removeAll()
        app.simulateReturnToForeground()
        turns(2)
        XCTAssertEqual(trace(after: back), [
            "scene.delegate.sceneWillEnterForeground(scene)",
            "scene.delegate.sceneDidBecomeActive(scene)",
        ])
        XCTAssertEqual(log.entries, [
            "sceneWillEnterForeground scene=background app=background",
            "sceneDidBecomeActive scene=foregroundActive app=inactive",
        ])
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(recorder.events.last { $0.method == .sceneDidBecomeActive }?.cause?.description, "back to the foreground (R15)")
        XCTAssertEqual(notifications.posted.suffix(8), [
            "UIScene.willDeactivate", "UIApplication.willResignActive",
            "UIScene.didEnterBackground", "UIApplication.didEnterBackground",
            "UIScene.willEnterForeground", "UIApplication.willEnterForeground",
            "UIScene.didActivate", "UIApplication.didBecomeActive",
        ])
    }

    /// Pressing Home in the background, or coming back while in the foreground, changes nothing.
    func testHomeTwiceAndBackTwiceCallOnce() async {
        launch()
        app.simulateHomeButton()
        let afterHome = recorder.lastSequence
        app.simulateHomeButton()
        XCTAssertEqual(trace(after: afterHome), [])
        app.simulateReturnToForeground()
        let afterBack = recorder.lastSequence
        app.simulateReturnToForeground()
        XCTAssertEqual(trace(after: afterBack), [])
    }

    /// The app swiped away while active: the scene resigns active and disconnects, then the app
    /// delegate's `applicationWillTerminate`.
    func testTermination() async {
        launch()
        turns(2)
        let start = recorder.lastSequence
        app.simulateTermination()
        XCTAssertEqual(trace(after: start), [
            "scene.delegate.sceneWillResignActive(scene)",
            "scene.delegate.sceneDidDisconnect(scene)",
            "app.delegate.applicationWillTerminate(app)",
        ])
        XCTAssertEqual(log.entries.suffix(3), [
            "sceneWillResignActive scene=foregroundActive app=active",
            "sceneDidDisconnect scene=unattached app=inactive",
            "applicationWillTerminate app=inactive",
        ])
        XCTAssertTrue(app.connectedScenes.isEmpty)
        XCTAssertEqual(app.openSessions.count, 1, "a disconnected scene's session stays open")
        XCTAssertEqual(notifications.posted.suffix(4), [
            "UIScene.willDeactivate", "UIApplication.willResignActive", "UIScene.didDisconnect", "UIApplication.willTerminate",
        ])
        let end = recorder.lastSequence
        app.simulateReturnToForeground()
        app.simulateHomeButton()
        XCTAssertEqual(trace(after: end), [], "nothing of the app's life comes after its end")
    }

    /// From the background, the end is the disconnection and `applicationWillTerminate` only.
    func testTerminationFromTheBackground() async {
        launch()
        app.simulateHomeButton()
        let start = recorder.lastSequence
        app.simulateTermination()
        XCTAssertEqual(trace(after: start), [
            "scene.delegate.sceneDidDisconnect(scene)",
            "app.delegate.applicationWillTerminate(app)",
        ])
    }

    /// The app delegate chooses the configuration, here by the session's role and a name of its own:
    /// the scene gets that configuration's delegate class.
    func testConfigurationForConnectingChoosesTheDelegateClass() async throws {
        app.classRegistry.register { SettingsSceneDelegate() }
        appDelegate.configurationName = "Settings"
        app.launch(delegate: appDelegate, infoPlist: Self.sceneManifest([
            Self.defaultConfiguration,
            ["UISceneConfigurationName": "Settings", "UISceneDelegateClassName": "MyApp.SettingsSceneDelegate"],
        ]))
        turns(2)
        let scene = try XCTUnwrap(self.scene)
        XCTAssertTrue(scene.delegate is SettingsSceneDelegate)
        XCTAssertEqual(scene.session.configuration.name, "Settings")
        XCTAssertTrue(trace().contains("settings.viewDidAppear(false)"))
    }

    /// A configuration made in code, its delegate class set directly (no Info.plist entry needed).
    func testConfigurationMadeInCodeWithItsDelegateClass() async throws {
        app.classRegistry.register { SettingsSceneDelegate() }
        appDelegate.chooseConfiguration = { session in
            let configuration = UISceneConfiguration(name: "Made in code", sessionRole: session.role)
            configuration.delegateClass = SettingsSceneDelegate.self
            return configuration
        }
        launch()
        XCTAssertTrue(scene?.delegate is SettingsSceneDelegate)
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    /// Without the method, the app delegate takes Info.plist's first configuration of the role.
    func testTheDefaultConfigurationIsInfoPlistsFirst() async {
        final class MinimalAppDelegate: UIResponder, UIApplicationDelegate {}
        app.launch(delegate: MinimalAppDelegate(), infoPlist: Self.sceneManifest())
        XCTAssertTrue(scene?.delegate is LaunchSceneDelegate)
        XCTAssertEqual(scene?.session.configuration.name, "Default Configuration")
    }

    /// A configuration whose delegate class cannot be loaded: UIKit logs its console message and runs the
    /// scene without a delegate, so without a window; the scene still comes to the foreground.
    func testADelegateClassThatCannotBeFoundIsAWarningAndNoDelegate() async {
        app.launch(delegate: appDelegate, infoPlist: Self.sceneManifest([
            ["UISceneConfigurationName": "Default Configuration", "UISceneDelegateClassName": "MyApp.SceneDelegate"],
        ]))
        turns(2)
        XCTAssertEqual(warnings, [
            "Info.plist configuration \"Default Configuration\" for UIWindowSceneSessionRoleApplication contained UISceneDelegateClassName key, but could not load class with name \"MyApp.SceneDelegate\".",
        ])
        XCTAssertEqual(recorder.events.first { $0.method == .warning }?.cause?.description, "scene configuration (R15)")
        XCTAssertNil(scene?.delegate)
        XCTAssertEqual(scene?.activationState, .foregroundActive)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertTrue(app.windows.isEmpty)
        XCTAssertEqual(trace(), [
            "app.delegate.application(app, willFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, didFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, configurationForConnecting: session, options: options)",
            "warning: " + warnings[0],
        ])
        XCTAssertTrue(app.lifecycleChecker.findings.isEmpty, "the checker does not flag the launch's events")
    }

    /// A configuration name Info.plist does not have: UIKit's message, no scene delegate.
    func testAConfigurationNameInfoPlistDoesNotHave() async {
        appDelegate.configurationName = "Missing"
        launch()
        XCTAssertEqual(warnings, ["Info.plist contained no UIScene configuration dictionary (looking for configuration named \"Missing\")"])
        XCTAssertNil(scene?.delegate)
    }

    /// The launch options reach the scene's connection options; the app delegate gets nil (Apple:
    /// "If the app supports scenes, this is nil").
    func testLaunchOptionsGoToTheScene() async throws {
        final class URLSceneDelegate: UIResponder, UIWindowSceneDelegate {
            var openedURLs: [URL] = []
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                openedURLs = connectionOptions.urlContexts.map(\.url)
            }
        }
        app.classRegistry.register { URLSceneDelegate() }
        appDelegate.chooseConfiguration = { session in
            let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
            configuration.delegateClass = URLSceneDelegate.self
            return configuration
        }
        let url = try XCTUnwrap(URL(string: "myapp://item/7"))
        app.launch(delegate: appDelegate, infoPlist: Self.sceneManifest(), launchOptions: [.url: url])
        XCTAssertEqual((scene?.delegate as? URLSceneDelegate)?.openedURLs, [url])
        XCTAssertEqual(log.entries.first, "willFinishLaunching options=nil app=inactive")
    }

    /// The launch is recorded in the event log as every callback is (no controller; the delegate's
    /// sender by its role name), and reads back to the same trace line.
    func testTheLaunchInTheEventLog() async {
        launch()
        let line = recorder.events.first { $0.method == .sceneDidBecomeActive }?.jsonLine
        XCTAssertEqual(line, #"{"seq":11,"frame":0,"time":0,"event":"sceneDidBecomeActive(_:)","args":{"scene":"scene"},"cause":"launch (R15)"}"#)
    }

    /// Info.plist's `UISceneClassName` makes the scene of that class.
    func testASceneClassFromInfoPlist() async {
        final class GameScene: UIWindowScene {}
        app.classRegistry.register(GameScene.self)
        var configuration = Self.defaultConfiguration
        configuration["UISceneClassName"] = "MyApp.GameScene"
        app.launch(delegate: appDelegate, infoPlist: Self.sceneManifest([configuration]))
        XCTAssertTrue(app.connectedScenes.first is GameScene)
        XCTAssertTrue(sceneDelegate?.window?.windowScene is GameScene)
    }

    /// A window made with `init(frame:)` joins a scene, and the scene's application, when given it.
    func testAWindowGivenAScene() async throws {
        launch()
        let scene = try XCTUnwrap(self.scene)
        let window = UIWindow(frame: scene.screen.bounds)
        XCTAssertNil(window.application)
        window.windowScene = scene
        XCTAssertTrue(window.application === app)
        XCTAssertTrue(scene.windows.contains { $0 === window })
    }

    /// A second launch of the same application does nothing.
    func testASecondLaunchDoesNothing() async {
        launch()
        let start = recorder.lastSequence
        XCTAssertFalse(app.launch(delegate: LaunchAppDelegate(log: log), infoPlist: Self.sceneManifest()))
        XCTAssertEqual(trace(after: start), [])
        XCTAssertTrue(app.delegate === appDelegate)
    }
}
