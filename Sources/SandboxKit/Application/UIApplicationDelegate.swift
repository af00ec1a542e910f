import Foundation

/// The app's delegate: UIKit makes it at launch and tells it of the launch, of the app's state changes
/// (without scenes; with scenes they go to each scene's delegate) and of the app's end
/// (docs/lifecycle-rules.md, R15).
///
/// Every member has a default implementation, as the protocol's optional Objective-C methods behave when an
/// app leaves them out. Swift calls a class's own method only when that class (or a superclass) declares the
/// conformance with the method present: a subclass adding a method its superclass took from these defaults
/// is not called, so declare the methods in the class that conforms.
///
/// Written as in an iOS app: `class AppDelegate: UIResponder, UIApplicationDelegate`, or on `NSObject`.
/// Source: https://developer.apple.com/documentation/uikit/uiapplicationdelegate
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    /// The app's window when it has no scenes (none by default; UIKit reads it for a main storyboard).
    var window: UIWindow? { get set }

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func applicationDidBecomeActive(_ application: UIApplication)
    func applicationWillResignActive(_ application: UIApplication)
    func applicationDidEnterBackground(_ application: UIApplication)
    func applicationWillEnterForeground(_ application: UIApplication)
    func applicationWillTerminate(_ application: UIApplication)
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    /// An app that does not choose takes the session's configuration: the first of its role in Info.plist,
    /// as UIKit does when the method is missing.
    public func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                            options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        connectingSceneSession.configuration
    }

    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}

    /// An iPhone app's orientations when neither Info.plist nor the delegate narrows them.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
        .allButUpsideDown
    }

    /// What `@main` on an app delegate calls: `UIApplicationMain` with this class as the delegate's.
    /// Source: https://developer.apple.com/documentation/uikit/uiapplicationdelegate/main()
    public static func main() {
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, String(reflecting: Self.self))
        if status != 0 { exit(status) }
    }
}
