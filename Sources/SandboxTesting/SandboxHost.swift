import Foundation
import Raster
import SandboxKit
import SandboxMedia

/// A controller shown in a headless window on a virtual clock, for tests of your own view controllers
/// (XCTest or Swift Testing).
///
/// Each host has its own `UIApplication`, window and trace. Create the host first and your controllers
/// after it (or inside `SandboxHost(showing:)`, whose argument is evaluated once the application
/// exists): a controller joins the application that exists when it is created.
///
/// Main-actor, as the UIKit it drives: a `@MainActor` test (or an XCTest case marked `@MainActor`)
/// calls it directly, a plain `@Test func` with `await`. Tests that run in parallel take turns on the
/// main actor; one test's synchronous stretch of host calls is never interleaved with another's, so
/// create the host and its controllers with no `await` in between.
///
/// Nothing runs by itself: `run(seconds:)`, `runTurns(_:)` and `runUntilSettled()` run the run loop's
/// turns, one frame (1/60 s of virtual time) each; waiting a virtual second takes no real second.
@MainActor
public final class SandboxHost {
    public let application: UIApplication
    public let window: UIWindow
    /// Every lifecycle event since the host was created (or since `clearTrace()`).
    public let recorder: LifecycleTraceRecorder

    /// A key window filling `screen`, with the bundled fonts (so labels measure and draw as in the
    /// window), composited only when a screenshot is taken.
    public init(screen: UIScreen = .iPhone, profile: LifecycleProfile = .iOS6AndLater) {
        application = UIApplication(clock: VirtualClock(), screen: screen)
        application.lifecycleProfile = profile
        application.compositingDemand = .onRequest
        if let fonts = try? TTFFontRenderer() { application.fonts = fonts }
        application.images = SDLImageLoader()
        window = application.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(application.lifecycleEvents)
    }

    /// A host showing the controller as its window's root, run until it settled. The controller is
    /// created for the host's application, so it belongs to it whatever other hosts exist.
    public convenience init(showing controller: @autoclosure @MainActor () -> UIViewController,
                            screen: UIScreen = .iPhone, profile: LifecycleProfile = .iOS6AndLater) {
        self.init(screen: screen, profile: profile)
        show(application.perform { controller() })
    }

    // MARK: Showing

    public var rootViewController: UIViewController? { window.rootViewController }

    /// Makes the controller the window's root and runs until everything settled.
    public func show(_ controller: UIViewController) {
        window.rootViewController = controller
        runUntilSettled()
    }

    // MARK: Running

    /// Runs turns until the virtual clock advanced by `seconds`.
    public func run(seconds: TimeInterval) { application.run(seconds: seconds) }

    /// Runs `count` turns (frames).
    public func runTurns(_ count: Int = 1) { for _ in 0..<max(0, count) { application.runTurn() } }

    /// Runs turns until nothing is animating, queued or owed (`UIApplication.isSettled`), at most
    /// `timeout` virtual seconds; returns whether it settled.
    @discardableResult
    public func runUntilSettled(timeout: TimeInterval = 10) -> Bool {
        let end = application.clock.now + timeout
        repeat {
            application.runTurn()
            if application.isSettled { return true }
        } while application.clock.now < end
        return application.isSettled
    }

    /// Virtual seconds since the host was created.
    public var now: TimeInterval { application.clock.now }

    // MARK: Input

    /// A tap at a point of the window: the pointer goes down, then up a frame later, as the window
    /// delivers a click. Runs until settled afterwards.
    public func tap(at point: CGPoint) {
        post(.pointerDown(point))
        post(.pointerUp(point))
        runUntilSettled()
    }

    /// A tap at the centre of the view's visible bounds.
    public func tap(_ view: UIView) {
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window))
    }

    /// A drag in the window from `start` to `end`: down, a move every frame for `duration` seconds along
    /// the straight line, `holdFrames` frames still at the end, then up; then runs until settled.
    /// A short duration is a flick (pan recognizers see its velocity).
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.25, holdFrames: Int = 0) {
        post(.pointerDown(start))
        let steps = max(1, Int((duration * 60).rounded()))
        for i in 1...steps {
            let t = CGFloat(i) / CGFloat(steps)
            post(.pointerMoved(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
        }
        runTurns(holdFrames)
        post(.pointerUp(end))
        runUntilSettled()
    }

    /// A key pressed and released ("Escape", "Space", "a"): `pressesBegan` and `pressesEnded` along
    /// the responder chain.
    public func press(key: String) {
        post(.key(key))
        runUntilSettled()
    }

    /// One input event, delivered in the next turn, which runs now.
    public func post(_ event: InputEvent) {
        application.post(event)
        application.runTurn()
    }

    // MARK: Reading

    /// The canonical trace since the host was created (or since `clearTrace()`): one line per lifecycle
    /// call, as `sandbox trace` prints it (`page.viewWillAppear(false)`).
    public var trace: [String] { recorder.traceLines }

    /// Forgets the trace so far, to look at what the next steps do.
    public func clearTrace() { recorder.clear() }

    /// The misuse checker's findings (rule, controllers, message, fix): calls that break UIKit's
    /// contract, such as an `addChild` without `didMove(toParent:)`.
    public var findings: [LifecycleChecker.Finding] { application.lifecycleChecker.findings }

    /// The window's view tree: classes, frames, visibility, the controllers owning root views.
    public var viewTree: ViewTreeNode { window.viewTree() }

    /// The view tree as text, UIKit's `recursiveDescription` without addresses: stable from run to run,
    /// so `assertTrace(host.recursiveDescription.split(separator: "\n").map(String.init), named: …)`
    /// makes it a text snapshot.
    public var recursiveDescription: String { window.recursiveDescription() }

    /// The window's pixels as the screen shows them now (composited on request).
    public func screenshot() -> Bitmap { window.framebuffer }
}
