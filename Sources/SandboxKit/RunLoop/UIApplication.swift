import Foundation

/// The run loop and everything it drives. One turn runs the phases of docs/architecture.md ("One frame") in order:
/// input, main-queue work, animation tick, commit (layout, display, after-commit work), composite, present.
public final class UIApplication: UIResponder {
    /// The process's application, as on iOS: the first one made, for as long as it lives. It is set
    /// once; a later application (the desktop sandbox's overlay, a second test host) does not replace it.
    /// A process that makes one application after another (a test suite, one per test) gets the next one
    /// made once the previous one has been released. SandboxKit itself never reads it: a view reaches its
    /// application through its window, a controller through the application it was made in, and
    /// window-less work through `current`.
    public static var shared: UIApplication { process ?? current }
    private static weak var process: UIApplication?

    /// The application that code is running for: the one whose turn is running (a view made by a tab
    /// click, a block animated by a timer) or whose `perform` block is running; outside both, the one
    /// made last (a test's body builds its screen after making its host's application). What has no
    /// window and no controller at hand goes to it: a controller being made, `UIView.animate` of a view
    /// not on screen, `UIImage(named:)`.
    package static var current: UIApplication {
        running.last ?? made ?? process ?? UIApplication()
    }
    /// The applications whose turn or `perform` block is running, innermost last.
    private static var running: [UIApplication] = []
    /// Strong, as the one application of a process is: a controller made before any application was
    /// made still has one to report to.
    private static var made: UIApplication?

    /// Runs `body` with this application as `current`: controllers made in it belong to this application,
    /// and animations of window-less views run on its animator. The desktop sandbox builds each
    /// application's screens this way, whichever application was made first.
    package func perform<T>(_ body: () throws -> T) rethrows -> T {
        UIApplication.running.append(self)
        defer { UIApplication.running.removeLast() }
        return try body()
    }

    public let clock: Clock
    public let screen: UIScreen
    package let mainQueue = MainQueue()
    /// Kept and read back; the status bar does not show the spinner (reported once as not simulated).
    public var isNetworkActivityIndicatorVisible = false {
        didSet { if isNetworkActivityIndicatorVisible { NotSimulated.record("UIApplication.isNetworkActivityIndicatorVisible", in: self) } }
    }
    /// The animation engine: running animations, their clock (slow, pause, step) and completions.
    package private(set) lazy var animator = Animator(application: self)
    public private(set) var windows: [UIWindow] = []
    /// The turn being run (turn 0 is the first).
    public private(set) var frameNumber = -1
    package private(set) var phase: FramePhase = .idle { didSet { phaseObserver?(phase) } }
    /// Hears each phase as the turn enters it (and `.idle` at its end): the platform times the phases
    /// with its own clock (`sandbox --stats`); the model reads none.
    package var phaseObserver: ((FramePhase) -> Void)?

    /// Input waiting for the next turn's input phase.
    var pendingInput: [InputEvent] = []
    /// Touches in flight, their gesture recognizers and the first responder (UIApplication+Input.swift).
    let inputRouter = InputRouter()
    /// Work UIKit does after the commit of this turn (for example the deferred `viewDidAppear` of a view
    /// that entered a window through `addSubview`, lifecycle rule R3).
    private var afterCommit: [() -> Void] = []
    /// Something asked for a frame (damage, layout, queued work, input).
    public private(set) var needsFrame = true

    /// Measures and rasterises text (SandboxMedia installs SDL_ttf's).
    public var fonts: FontRenderer = PlaceholderFontRenderer()
    /// Decodes image files (SandboxMedia installs SDL2_image's).
    public var images: ImageLoader = NoImageLoader()

    /// Views whose look follows the animation clock (UIApplication+ClockDriven.swift).
    var clockDrivenViews: [ObjectIdentifier: ClockDrivenView] = [:]

    /// Whether the composite phase composites every turn (a window) or only when a frame buffer is read
    /// (a headless run); the trace is the same either way.
    package var compositingDemand: CompositingDemand = .everyTurn

    /// Called in the present phase with each window that composited; the platform shows it.
    public var presenter: ((UIWindow) -> Void)?

    /// The lifecycle event stream: every callback the framework makes on a controller.
    public private(set) lazy var lifecycleEvents = LifecycleEventStream(application: self)
    /// The UIKit whose lifecycle is imitated where versions differ (rule R10).
    public var lifecycleProfile: LifecycleProfile = .iOS6AndLater
    /// The misuse checker (rule R11), listening from the start.
    public private(set) lazy var lifecycleChecker = LifecycleChecker(application: self)
    let controllerRegistry = ControllerRegistry()
    /// The launch, the app's state, its delegate and its scenes (Sources/SandboxKit/Application).
    let appLifecycle = ApplicationLifecycle()
    /// The app's storyboards and xibs, read once each, and the warnings already given about them
    /// (Sources/SandboxKit/InterfaceBuilderLoading).
    let interfaceBuilder = InterfaceBuilderState()
    /// The app's asset catalogs' images and colours (`UIImage(named:)`, `UIColor(named:)`): set by the
    /// device that launches an app, before the launch. Not UIKit API (UIKit reads the app's bundle).
    public var assets = AppAssets()
    /// The APIs already reported as not simulated (`NotSimulated`), each once.
    var notSimulatedReported: Set<String> = []
    /// `UIDevice.current` for this application's code: the device its screen belongs to.
    lazy var device = UIDevice(application: self)
    /// The values set on the app's appearance proxies (`UINavigationBar.appearance()`).
    let appearanceRegistry = AppearanceRegistry()
    /// The device's appearance and text size, and the traits they make (UIApplication+Traits.swift).
    var traitSettings = DeviceTraitSettings()
    /// R13: the last rotation went to landscape left (the screen's bounds do not say which landscape).
    var rotatedLeft = false
    /// Names a controller being created, from its class name, in place of the default `Child`,
    /// `Child#2`: the scenario device names controllers after the variable they are bound to.
    public var controllerNaming: ((_ className: String) -> String)?

    public init(clock: Clock = VirtualClock(), screen: UIScreen = .iPhone) {
        self.clock = clock
        self.screen = screen
        super.init()
        if UIApplication.process == nil { UIApplication.process = self }
        UIApplication.made = self
        _ = lifecycleChecker
    }

    /// A window filling the screen, attached to this application.
    @discardableResult
    public func makeWindow() -> UIWindow {
        let w = UIWindow(frame: screen.bounds)
        addWindow(w)
        return w
    }

    public func addWindow(_ window: UIWindow) {
        guard !windows.contains(where: { $0 === window }) else { return }
        windows.append(window)
        window.application = self
        setNeedsFrame()
    }

    public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } ?? windows.first }

    public func setNeedsFrame() { needsFrame = true }

    public func post(_ input: InputEvent) {
        pendingInput.append(input)
        setNeedsFrame()
    }

    /// Queues work for after this turn's commit.
    public func performAfterCommit(_ work: @escaping () -> Void) {
        afterCommit.append(work)
        setNeedsFrame()
    }

    /// Whether another turn would do anything: queued input or work, running animations, pending commit
    /// or damage. The window sleeps on input when this is false.
    public var hasWork: Bool {
        needsFrame || !pendingInput.isEmpty || !afterCommit.isEmpty || hasRunningAnimations || !clockDrivenViews.isEmpty
            || (mainQueue.nextDueTime.map { $0 <= clock.now } ?? false)
    }

    /// Nothing is animating (but what repeats forever: `Animator.hasEndingAnimations`), queued or owed:
    /// a scenario has settled.
    public var isSettled: Bool {
        pendingInput.isEmpty && afterCommit.isEmpty && mainQueue.isEmpty && !animator.hasEndingAnimations
            && !windows.contains { $0.needsCommit }
    }

    /// Runs one turn of the run loop, with this application as `current` throughout.
    public func runTurn() {
        perform { runPhases() }
    }

    private func runPhases() {
        frameNumber += 1
        needsFrame = false
        clock.beginTurn()

        phase = .input
        let input = pendingInput
        pendingInput.removeAll()
        for event in input { dispatch(event) }

        phase = .mainQueue
        mainQueue.drain(now: clock.now)

        phase = .animation
        tickAnimations(now: clock.now)
        tickClockDrivenViews()

        phase = .commit
        for w in windows where w.needsCommit {
            w.needsCommit = false
            SafeAreaTracker.shared.layoutWillRun(in: w)
            LayoutEngine.shared.layoutWillRun(from: w)
            w.layoutSubtreeIfNeeded()
            SafeAreaTracker.shared.layoutDidRun(in: w)
            // A layoutSubviews that flags a view above it (a wrapping label measured at its new width
            // invalidates its intrinsic size) is laid out again in the same pass, as UIKit's layout
            // loop does, a bounded number of times.
            for _ in 0..<4 where w.subtreeNeedsLayout { w.layoutSubtreeIfNeeded() }
            displayPass(w)
        }
        while !afterCommit.isEmpty {
            let work = afterCommit
            afterCommit.removeAll()
            for item in work { item() }
        }
        captureTransitionSnapshots()

        phase = .composite
        var composited: [UIWindow] = []
        for w in windows where w.needsComposite {
            guard compositingDemand == .everyTurn else { w.compositor.skipFrame(); continue }
            w.needsComposite = false
            composite(w)
            composited.append(w)
        }

        phase = .present
        for w in composited { presenter?(w) }
        phase = .idle
    }

    /// Runs turns until the virtual clock has advanced by `seconds` (one frame per turn).
    public func run(seconds: TimeInterval) {
        let end = clock.now + seconds
        while clock.now + 1e-9 < end { runTurn() }
    }
}
