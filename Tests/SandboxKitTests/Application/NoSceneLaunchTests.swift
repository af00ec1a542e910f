import Foundation
import XCTest
@testable import SandboxKit

/// R15 without a scene manifest (an app written before iOS 13): the app delegate makes the window in
/// `application(_:didFinishLaunchingWithOptions:)` and hears every state change itself.
final class NoSceneLaunchTests: AppLaunchTestCase {
    private var appDelegate: WindowAppDelegate!

    override func setUp() async throws {
        try await super.setUp()
        appDelegate = WindowAppDelegate(log: log)
    }

    func testLaunchTrace() async {
        app.launch(delegate: appDelegate)
        turns(2)
        XCTAssertEqual(trace(), [
            "app.delegate.application(app, willFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, didFinishLaunchingWithOptions: nil)",
            "root.viewDidLoad()",
            "root.viewWillAppear(false)",
            "app.delegate.applicationDidBecomeActive(app)",
            "root.viewSafeAreaInsetsDidChange()", "root.viewIsAppearing(false)",
            "root.viewWillLayoutSubviews()",
            "root.viewDidLayoutSubviews()",
            "root.viewDidAppear(false)",
        ])
        XCTAssertEqual(log.entries, ["didFinishLaunching options=nil app=inactive", "applicationDidBecomeActive app=active"])
        XCTAssertEqual(notifications.posted, ["UIApplication.didFinishLaunching", "UIApplication.didBecomeActive"])
        XCTAssertTrue(app.connectedScenes.isEmpty)
        XCTAssertTrue(app.openSessions.isEmpty)
        XCTAssertTrue(app.lifecycleChecker.findings.isEmpty, "\(app.lifecycleChecker.findings)")
    }

    /// The delegate's window, made with `init(frame:)`, joins the application when it is made key.
    func testTheDelegatesWindowIsTheAppsKeyWindow() async throws {
        app.launch(delegate: appDelegate)
        let window = try XCTUnwrap(app.delegate?.window)
        XCTAssertTrue(window === appDelegate.window)
        XCTAssertTrue(window.application === app)
        XCTAssertTrue(app.keyWindow === window)
        XCTAssertTrue(window.isKeyWindow)
        XCTAssertNil(window.windowScene)
    }

    func testHomeButtonAndBack() async {
        app.launch(delegate: appDelegate)
        turns(2)
        let start = recorder.lastSequence
        log.entries.removeAll()
        app.simulateHomeButton()
        app.simulateReturnToForeground()
        turns(2)
        XCTAssertEqual(trace(after: start), [
            "app.delegate.applicationWillResignActive(app)",
            "app.delegate.applicationDidEnterBackground(app)",
            "app.delegate.applicationWillEnterForeground(app)",
            "app.delegate.applicationDidBecomeActive(app)",
        ])
        XCTAssertEqual(log.entries, [
            "applicationWillResignActive app=active",
            "applicationDidEnterBackground app=background",
            "applicationWillEnterForeground app=background",
            "applicationDidBecomeActive app=active",
        ])
        XCTAssertEqual(notifications.posted.suffix(4), [
            "UIApplication.willResignActive", "UIApplication.didEnterBackground",
            "UIApplication.willEnterForeground", "UIApplication.didBecomeActive",
        ])
    }

    func testTermination() async {
        app.launch(delegate: appDelegate)
        let start = recorder.lastSequence
        app.simulateTermination()
        XCTAssertEqual(trace(after: start), [
            "app.delegate.applicationWillResignActive(app)",
            "app.delegate.applicationWillTerminate(app)",
        ])
        XCTAssertEqual(notifications.posted.suffix(2), ["UIApplication.willResignActive", "UIApplication.willTerminate"])
    }

    /// Launch options reach the app delegate and the notification's user info.
    func testLaunchOptions() async throws {
        let url = try XCTUnwrap(URL(string: "myapp://item/7"))
        app.launch(delegate: appDelegate, launchOptions: [.url: url, .sourceApplication: "com.example.mail"])
        XCTAssertEqual(log.entries.first, "didFinishLaunching options=UIApplicationLaunchOptionsSourceApplicationKey,UIApplicationLaunchOptionsURLKey app=inactive")
        XCTAssertEqual(trace()[1], "app.delegate.application(app, didFinishLaunchingWithOptions: [.sourceApplication, .url])")
    }

    /// A launched app's delegate hears a memory warning before the controllers do.
    func testMemoryWarning() async {
        app.launch(delegate: appDelegate)
        turns(2)
        let start = recorder.lastSequence
        app.simulateMemoryWarning()
        XCTAssertEqual(trace(after: start), ["app.delegate.applicationDidReceiveMemoryWarning(app)", "root.didReceiveMemoryWarning()"])
        XCTAssertEqual(notifications.posted.last, "UIApplication.didReceiveMemoryWarning")
    }

    /// `UIApplicationMain`'s way: the delegate class by name, from the application's registry.
    func testLaunchByDelegateClassName() async {
        app.classRegistry.register { [log] in WindowAppDelegate(log: log) }
        app.launch(delegateClassName: "MyApp.WindowAppDelegate")
        XCTAssertTrue(app.delegate is WindowAppDelegate)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertTrue(warnings.isEmpty, "\(warnings)")
    }

    func testLaunchByAnUnknownDelegateClassName() async {
        app.launch(delegateClassName: "MyApp.AppDelegate")
        XCTAssertNil(app.delegate)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertEqual(app.applicationState, .active)
        XCTAssertEqual(notifications.posted, ["UIApplication.didFinishLaunching", "UIApplication.didBecomeActive"])
    }
}

/// `UIApplicationMain` and `@main`'s `main()` hand the app to the host that runs the run loop.
final class UIApplicationMainTests: XCTestCase {
    @MainActor
    func testUIApplicationMainHandsTheNamesToTheHost() async {
        var received: [String?] = []
        UIApplicationMainHost.run = { principal, delegate in
            received = [principal, delegate]
            return 0
        }
        defer { UIApplicationMainHost.run = nil }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "MyApp.AppDelegate")
        XCTAssertEqual(status, 0)
        XCTAssertEqual(received, [nil, "MyApp.AppDelegate"])
    }

    @MainActor
    func testMainNamesTheDelegateClass() async {
        final class MainAppDelegate: UIResponder, UIApplicationDelegate {}
        var received: String?
        UIApplicationMainHost.run = { _, delegate in
            received = delegate
            return 0
        }
        defer { UIApplicationMainHost.run = nil }
        MainAppDelegate.main()
        XCTAssertEqual(received.map { String($0.split(separator: ".").last ?? "") }, "MainAppDelegate")
    }

    @MainActor
    func testWithoutAHostUIApplicationMainFails() async {
        XCTAssertEqual(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, nil), 1)
    }
}
