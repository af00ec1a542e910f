/// The launch `UIApplicationMain` performs, on this application (R15): the app delegate's
/// `willFinishLaunching` and `didFinishLaunching`, then the app's scene connects and comes to the foreground
/// (with a scene manifest in Info.plist) or the app becomes active (without). The root controller the
/// delegate installs appears as every window root does (R3): `viewWillAppear` when it is set, inside the
/// delegate's call, and `viewDidAppear` after the next turn's commit, so after `sceneDidBecomeActive`.
/// Not UIKit API: UIKit launches once, from `UIApplicationMain`; the sandbox launches an application it
/// was given, once.
extension UIApplication {
    /// The app's classes, by name: what Info.plist and `UIApplicationMain` name resolves here.
    public var classRegistry: ClassRegistry { appLifecycle.classRegistry }

    /// Launches with `delegate` (made by the caller, as `UIApplicationMain` makes it before the launch) and
    /// the Info.plist values the launch reads (`UIApplicationSceneManifest`). Returns what the delegate's two
    /// launch methods answered (false: it could not handle the launch options); a second launch does
    /// nothing and returns false.
    @discardableResult
    public func launch(delegate: (any UIApplicationDelegate)?, infoPlist: [String: Any] = [:],
                       launchOptions: [LaunchOptionsKey: Any]? = nil) -> Bool {
        perform { LifecycleRules.launch(self, delegate: delegate, infoPlist: infoPlist, launchOptions: launchOptions) }
    }

    /// Launches as `UIApplicationMain` does with a delegate class name: the class comes from
    /// `classRegistry`. A name it does not have launches without a delegate, with a warning.
    @discardableResult
    public func launch(delegateClassName: String?, infoPlist: [String: Any] = [:],
                       launchOptions: [LaunchOptionsKey: Any]? = nil) -> Bool {
        perform {
            var delegate: (any UIApplicationDelegate)?
            if let delegateClassName {
                delegate = classRegistry.make(named: delegateClassName) as? any UIApplicationDelegate
                if delegate == nil {
                    LifecycleRules.launchWarning(self, .applicationDelegateClassNotFound,
                        "no app delegate class named \"\(delegateClassName)\" in the application's classRegistry: the app launches without a delegate")
                }
            }
            return LifecycleRules.launch(self, delegate: delegate, infoPlist: infoPlist, launchOptions: launchOptions)
        }
    }

    /// The Home button (the Simulator's Device › Home): the app's scenes resign active and enter the
    /// background. Not UIKit API (an app cannot press it), named as `simulateMemoryWarning()` is.
    public func simulateHomeButton() {
        perform { LifecycleRules.homeButton(self) }
    }

    /// Back to the app after the Home button (its icon tapped): the scenes enter the foreground and
    /// become active.
    public func simulateReturnToForeground() {
        perform { LifecycleRules.returnToForeground(self) }
    }

    /// The app ends while it runs (swiped away in the app switcher): scenes disconnect, then
    /// `applicationWillTerminate(_:)`. Nothing of the app's life is called after it.
    public func simulateTermination() {
        perform { LifecycleRules.terminate(self) }
    }
}
