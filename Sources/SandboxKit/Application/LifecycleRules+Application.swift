import Foundation

/// R15, the app and scene life cycle: the order of the app delegate's and the scene delegates' calls at
/// launch, at the Home button, back in the foreground and at the app's end, with the states and the
/// notifications that go with them (docs/lifecycle-rules.md, R15). Each call is recorded before the
/// delegate's method runs, as a controller's are; a call to a delegate that does not exist is not made and
/// not recorded. Each notification follows its delegate method (a radar filed on iOS 12,
/// http://www.openradar.me/49817144: the delegate's `applicationWillEnterForeground(_:)` logs before an
/// observer of the notification). A "will" call comes
/// in the old state, a "did" call in the new one; with scenes the app's state follows after the scene's
/// notification (observed: an app reading `applicationState` in `UISceneDidActivateNotification` still finds
/// the old state, github.com/growingio/growingio-sdk-ios-autotracker/pull/215).
extension LifecycleRules {
    // MARK: Recording

    /// Records a call to the app delegate (the application's role name `app` as its first argument) and
    /// makes it.
    static func callAppDelegate(_ app: UIApplication, _ method: LifecycleMethod, args: [LifecycleEvent.Argument] = [],
                                cause: LifecycleCause, body: (any UIApplicationDelegate) -> Void) {
        guard let delegate = app.delegate else { return }
        app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: method,
                                                args: [.init("application", .string("app"))] + args, cause: cause))
        body(delegate)
    }

    /// Records a call to a scene's delegate (the scene's role name, `scene`, as its argument) and makes it.
    static func callSceneDelegate(_ scene: UIScene, _ method: LifecycleMethod, cause: LifecycleCause,
                                  body: (any UISceneDelegate) -> Void) {
        guard let delegate = scene.delegate, let app = scene.application else { return }
        app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: method,
                                                args: [.init("scene", .string(scene.traceName))], cause: cause))
        body(delegate)
    }

    /// A console message of the launch that concerns no controller (UIKit's text).
    static func launchWarning(_ app: UIApplication, _ problem: LifecycleProblem, _ message: String) {
        app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .warning, cause: .sceneConfiguration,
                                                message: message, problem: problem))
    }

    static func post(_ name: NSNotification.Name, _ object: AnyObject, userInfo: [AnyHashable: Any]? = nil) {
        NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    }

    // MARK: Launch

    /// R15: `willFinishLaunching`, `didFinishLaunching` and its notification; then, with a scene manifest,
    /// the app's scene connects and comes to the foreground (`sceneWillEnterForeground`,
    /// `sceneDidBecomeActive`); without one, the app becomes active (`applicationDidBecomeActive`). The
    /// launch options reach the app delegate only without scenes (Apple: "If the app supports scenes, this
    /// is nil"); with scenes the scene's connection options carry them. Returns what the delegate answered.
    static func launch(_ app: UIApplication, delegate: (any UIApplicationDelegate)?, infoPlist: [String: Any],
                       launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let life = app.appLifecycle
        guard !life.hasLaunched else { return false }
        life.hasLaunched = true
        life.manifest = SceneManifest(infoPlist: infoPlist)
        life.launchedDelegate = delegate
        life.delegate = delegate
        life.state = .inactive
        let options = life.manifest == nil && launchOptions?.isEmpty == false ? launchOptions : nil
        var optionsArg: [LifecycleEvent.Argument] = []
        if let options {
            let keys = options.keys.map(\.traceName).sorted().joined(separator: ", ")
            optionsArg = [.init("launchOptions", .string("[\(keys)]"))]
        }
        // An app without scenes whose Info.plist names a main storyboard: UIKit loads it before the
        // delegate's launch calls ("About the app launch sequence": the default interface from the main
        // storyboard, then willFinishLaunching), its initial controller the root of a window it gives the
        // delegate (`window`), hidden until the launch calls return: the root's view loads and appears
        // after `didFinishLaunching` (a published log of a storyboard app: didFinishLaunching, then the
        // root's viewDidLoad and viewWillAppear), so the delegate can still reach and change the
        // controllers before any view loads.
        var storyboardWindow: UIWindow?
        if life.manifest == nil, let name = infoPlist["UIMainStoryboardFile"] as? String {
            let window = app.makeWindow()
            window.isHidden = true
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            life.delegate?.window = window
            storyboardWindow = window
        }
        var handled = true
        callAppDelegate(app, .applicationWillFinishLaunching, args: optionsArg, cause: .launch) {
            handled = $0.application(app, willFinishLaunchingWithOptions: options)
        }
        callAppDelegate(app, .applicationDidFinishLaunching, args: optionsArg, cause: .launch) {
            handled = $0.application(app, didFinishLaunchingWithOptions: options) && handled
        }
        // UIKit shows the delegate's window (the storyboard's, unless the delegate replaced it).
        if let storyboardWindow { ((life.delegate?.window ?? nil) ?? storyboardWindow).makeKeyAndVisible() }
        let userInfo = options.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key.rawValue), $0.value) }) }
        post(UIApplication.didFinishLaunchingNotification, app, userInfo: userInfo)
        if life.manifest != nil {
            let connection = UIScene.ConnectionOptions(
                urlContexts: (launchOptions?[.url] as? URL).map { [UIOpenURLContext(url: $0, sourceApplication: launchOptions?[.sourceApplication] as? String)] } ?? [],
                shortcutItem: launchOptions?[.shortcutItem] as? UIApplicationShortcutItem,
                sourceApplication: launchOptions?[.sourceApplication] as? String)
            connectScene(app, role: .windowApplication, options: connection, cause: .launch)
        } else {
            applicationDidBecomeActive(app, cause: .launch)
        }
        return handled
    }

    /// R15: a new session of `role` with Info.plist's first configuration of the role; the app delegate
    /// chooses the configuration (`configurationForConnecting`); the scene and its delegate are made from
    /// it; the delegate hears `scene(_:willConnectTo:options:)`; the scene comes to the foreground.
    static func connectScene(_ app: UIApplication, role: UISceneSession.Role, options: UIScene.ConnectionOptions, cause: LifecycleCause) {
        let life = app.appLifecycle
        life.sessionCount += 1
        let number = life.sessionCount
        let first = life.manifest?.entry(named: nil, role: role)
        let session = UISceneSession(role: role, configuration: UISceneConfiguration(name: first?.name, role: role, application: app),
                                     persistentIdentifier: String(format: "00000000-0000-4000-8000-%012d", number))
        var configuration = session.configuration
        callAppDelegate(app, .applicationConfigurationForConnecting, cause: cause) {
            configuration = $0.application(app, configurationForConnecting: session, options: options)
        }
        session.configuration = configuration
        let sceneType = (configuration.sceneClass as? UIScene.Type)
            ?? configuration.sceneClassName.flatMap { app.classRegistry.type(named: $0) as? UIScene.Type }
            ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        scene.application = app
        scene.traceName = number == 1 ? "scene" : "scene#\(number)"
        scene.delegate = makeSceneDelegate(app, configuration)
        session.scene = scene
        life.sessions.append(session)
        life.scenes.append(scene)
        // A configuration with a storyboard (Info.plist's UISceneStoryboardFile): UIKit makes the scene's
        // window with the storyboard's initial controller as its root and gives it to the delegate before
        // `scene(_:willConnectTo:options:)`, which then finds it in `window` (Xcode's template:
        // "If using a storyboard, the `window` property will automatically be initialized and attached to
        // the scene"). The window stays hidden through that call, so the root's view loads and appears after it, when
        // UIKit shows the delegate's window (a published log: willConnectTo, then the root's viewDidLoad
        // and viewWillAppear, then sceneWillEnterForeground).
        var storyboardWindow: UIWindow?
        if let name = configuration.storyboardName, let windowScene = scene as? UIWindowScene {
            let window = UIWindow(windowScene: windowScene)
            window.isHidden = true
            window.rootViewController = UIStoryboard(name: name, bundle: nil).instantiateInitialViewController()
            (scene.delegate as? any UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        callSceneDelegate(scene, .sceneWillConnect, cause: cause) { $0.scene(scene, willConnectTo: session, options: options) }
        if let storyboardWindow {
            (((scene.delegate as? any UIWindowSceneDelegate)?.window ?? nil) ?? storyboardWindow).makeKeyAndVisible()
        }
        post(UIScene.willConnectNotification, scene)
        sceneWillEnterForeground(scene, cause: cause)
        sceneDidBecomeActive(scene, cause: cause)
    }

    /// The scene delegate a configuration names, or nil with UIKit's console message when it cannot be
    /// made: a class Info.plist names that cannot be loaded (UIKit then runs the scene without a delegate,
    /// so without a window), a configuration Info.plist does not have, a class that is no scene delegate
    /// (UIKit raises: recorded as a violation, the scene has no delegate).
    static func makeSceneDelegate(_ app: UIApplication, _ configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        let object: AnyObject
        if let type = configuration.delegateClass {
            guard let made = app.classRegistry.make(type) else {
                let name = String(reflecting: type)
                launchWarning(app, .sceneDelegateClassNotFound,
                              "\(name) is not in the application's classRegistry, so no scene delegate can be made: register it with classRegistry.register { \(name.split(separator: ".").last ?? "")() }")
                return nil
            }
            object = made
        } else if let name = configuration.delegateClassName {
            // Published console logs (github.com/AnkurLahiry/SVGInteraction/issues/1, 2020;
            // github.com/team-aliens/DMS-iOS/issues/33, 2022), category [SceneConfiguration].
            launchWarning(app, .sceneDelegateClassNotFound,
                          "Info.plist configuration \"\(configuration.name ?? "(no name)")\" for \(configuration.role.rawValue) contained UISceneDelegateClassName key, but could not load class with name \"\(name)\".")
            return nil
        } else {
            if !configuration.isInInfoPlist {
                // github.com/flutter/flutter/issues/125921 (iOS 16), category [SceneConfiguration].
                launchWarning(app, .sceneConfigurationNotFound,
                              "Info.plist contained no UIScene configuration dictionary (looking for configuration named \"\(configuration.name ?? "(no name)")\")")
            }
            return nil
        }
        guard let delegate = object as? any UISceneDelegate else {
            // UIKit's NSInternalInconsistencyException (github.com/grab/cocoapods-pod-merge/pull/13).
            app.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .violation, cause: .refusedLaunch,
                                                    message: "representation's delegateClass must conform to UISceneDelegate protocol",
                                                    problem: .sceneDelegateClassNotConforming))
            return nil
        }
        return delegate
    }

    // MARK: A scene's state changes

    /// Background (or unattached) → foreground inactive. The app's own notification only when the app
    /// was in the background: a launching app was not.
    static func sceneWillEnterForeground(_ scene: UIScene, cause: LifecycleCause) {
        callSceneDelegate(scene, .sceneWillEnterForeground, cause: cause) { $0.sceneWillEnterForeground(scene) }
        post(UIScene.willEnterForegroundNotification, scene)
        scene.activationState = .foregroundInactive
        guard let app = scene.application, app.appLifecycle.state == .background else { return }
        post(UIApplication.willEnterForegroundNotification, app)
        app.appLifecycle.state = .inactive
    }

    /// Foreground inactive → active; the app becomes active with its first active scene.
    static func sceneDidBecomeActive(_ scene: UIScene, cause: LifecycleCause) {
        scene.activationState = .foregroundActive
        callSceneDelegate(scene, .sceneDidBecomeActive, cause: cause) { $0.sceneDidBecomeActive(scene) }
        post(UIScene.didActivateNotification, scene)
        guard let app = scene.application, app.appLifecycle.state != .active else { return }
        app.appLifecycle.state = .active
        post(UIApplication.didBecomeActiveNotification, app)
    }

    /// Active → foreground inactive; the app resigns active with its last active scene.
    static func sceneWillResignActive(_ scene: UIScene, cause: LifecycleCause) {
        callSceneDelegate(scene, .sceneWillResignActive, cause: cause) { $0.sceneWillResignActive(scene) }
        post(UIScene.willDeactivateNotification, scene)
        scene.activationState = .foregroundInactive
        guard let app = scene.application, app.appLifecycle.state == .active,
              !app.appLifecycle.scenes.contains(where: { $0.activationState == .foregroundActive }) else { return }
        post(UIApplication.willResignActiveNotification, app)
        app.appLifecycle.state = .inactive
    }

    /// Foreground inactive → background; the app goes to the background with its last foreground scene.
    static func sceneDidEnterBackground(_ scene: UIScene, cause: LifecycleCause) {
        scene.activationState = .background
        callSceneDelegate(scene, .sceneDidEnterBackground, cause: cause) { $0.sceneDidEnterBackground(scene) }
        post(UIScene.didEnterBackgroundNotification, scene)
        guard let app = scene.application, app.appLifecycle.state != .background,
              !app.appLifecycle.scenes.contains(where: { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive })
        else { return }
        app.appLifecycle.state = .background
        post(UIApplication.didEnterBackgroundNotification, app)
    }

    /// The scene leaves the app; its session stays open.
    static func sceneDidDisconnect(_ scene: UIScene, cause: LifecycleCause) {
        scene.activationState = .unattached
        callSceneDelegate(scene, .sceneDidDisconnect, cause: cause) { $0.sceneDidDisconnect(scene) }
        post(UIScene.didDisconnectNotification, scene)
        scene.application?.appLifecycle.scenes.removeAll { $0 === scene }
        scene.session.scene = nil
    }

    // MARK: The app's state changes without scenes

    static func applicationDidBecomeActive(_ app: UIApplication, cause: LifecycleCause) {
        app.appLifecycle.state = .active
        callAppDelegate(app, .applicationDidBecomeActive, cause: cause) { $0.applicationDidBecomeActive(app) }
        post(UIApplication.didBecomeActiveNotification, app)
    }

    static func applicationWillResignActive(_ app: UIApplication, cause: LifecycleCause) {
        callAppDelegate(app, .applicationWillResignActive, cause: cause) { $0.applicationWillResignActive(app) }
        post(UIApplication.willResignActiveNotification, app)
        app.appLifecycle.state = .inactive
    }

    static func applicationDidEnterBackground(_ app: UIApplication, cause: LifecycleCause) {
        app.appLifecycle.state = .background
        callAppDelegate(app, .applicationDidEnterBackground, cause: cause) { $0.applicationDidEnterBackground(app) }
        post(UIApplication.didEnterBackgroundNotification, app)
    }

    static func applicationWillEnterForeground(_ app: UIApplication, cause: LifecycleCause) {
        callAppDelegate(app, .applicationWillEnterForeground, cause: cause) { $0.applicationWillEnterForeground(app) }
        post(UIApplication.willEnterForegroundNotification, app)
        app.appLifecycle.state = .inactive
    }

    // MARK: Home, back, terminate

    /// R15, the Home button: each foreground scene resigns active, then enters the background (without
    /// scenes, the app delegate hears the same). The controllers on screen get no disappearance callbacks:
    /// their views stay in their windows (bunnyhero.org, "iOS4 multitasking: subtle UIViewController
    /// change", 2010: `viewWillDisappear:`/`viewDidDisappear:` "are not called as it enters the background").
    static func homeButton(_ app: UIApplication) {
        let life = app.appLifecycle
        guard life.hasLaunched, !life.isTerminated, life.state != .background else { return }
        guard life.manifest != nil else {
            if life.state == .active { applicationWillResignActive(app, cause: .homeButton) }
            applicationDidEnterBackground(app, cause: .homeButton)
            return
        }
        let foreground = life.scenes.filter { $0.activationState == .foregroundActive || $0.activationState == .foregroundInactive }
        for scene in foreground where scene.activationState == .foregroundActive { sceneWillResignActive(scene, cause: .homeButton) }
        for scene in foreground { sceneDidEnterBackground(scene, cause: .homeButton) }
    }

    /// R15, back to the foreground (the app's icon tapped, or chosen in the app switcher): each background
    /// scene enters the foreground, then becomes active (without scenes, the app delegate hears the same).
    static func returnToForeground(_ app: UIApplication) {
        let life = app.appLifecycle
        guard life.hasLaunched, !life.isTerminated, life.state == .background else { return }
        guard life.manifest != nil else {
            applicationWillEnterForeground(app, cause: .returnToForeground)
            applicationDidBecomeActive(app, cause: .returnToForeground)
            return
        }
        let background = life.scenes.filter { $0.activationState == .background }
        for scene in background { sceneWillEnterForeground(scene, cause: .returnToForeground) }
        for scene in background { sceneDidBecomeActive(scene, cause: .returnToForeground) }
    }

    /// R15, the app's end while it runs (swiped away in the app switcher): an active app resigns active
    /// first, each scene disconnects, then `applicationWillTerminate`. A published log of a scene app swiped
    /// away (https://forums.developer.apple.com/forums/thread/732170): `sceneWillResignActive`,
    /// `sceneDidDisconnect`. Nothing is called after it; the windows stay as they were (the process would be
    /// gone).
    static func terminate(_ app: UIApplication) {
        let life = app.appLifecycle
        guard life.hasLaunched, !life.isTerminated else { return }
        if life.manifest != nil {
            for scene in life.scenes where scene.activationState == .foregroundActive { sceneWillResignActive(scene, cause: .terminate) }
            for scene in life.scenes { sceneDidDisconnect(scene, cause: .terminate) }
        } else if life.state == .active {
            applicationWillResignActive(app, cause: .terminate)
        }
        callAppDelegate(app, .applicationWillTerminate, cause: .terminate) { $0.applicationWillTerminate(app) }
        post(UIApplication.willTerminateNotification, app)
        life.isTerminated = true
    }
}
