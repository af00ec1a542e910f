import Foundation
import EventLog
import SandboxKit
@_implementationOnly import SandboxMedia
@_implementationOnly import DeviceFork
@_implementationOnly import DeviceLink

/// The device process of a compiled scenario: exactly one `UIApplication` (`UIApplication.shared` is
/// it) with a window filling the screen (390×844 points, or the `--device` model's), visible from the start, on the virtual clock.
///
/// ## Protocol (what the host, `sandbox trace|check|run` or a window, sees)
/// The host says how to run in one value, `DeviceLaunchSettings` (one environment variable): the
/// lifecycle profile, the heap's cap, a screenshot folder, the settle limit (virtual seconds a run may go
/// on after its top level without settling, 60 by default), a tint palette (`ScenarioTint`), and the
/// window's link when a window shows the device. The device writes what it has to say to the event pipe
/// (`DeviceDescriptor.events`) as `DeviceReport` lines: every lifecycle event as the event log's line,
/// and how the run went (settled, unsettled, crashed, stopped, a screenshot not saved, the view tree).
/// The reason of a Swift runtime trap (`Fatal error: …`) is on the device's stderr.
/// A device launched by a window keeps running once settled (input may still come); it reports
/// `settled` the first time the top level has ended and the application has settled.
/// Exit status: 0 settled, 3 did not settle or stopped; death by signal for a crash.
///
/// ## Turns and the top level
/// The top level (the user's main file) runs on the process's main thread; the run loop runs on a
/// thread of its own. They hand over strictly (semaphores), so exactly one runs at any time and the
/// run is as deterministic as a single thread: the top level runs in the main-queue phase of turn 0;
/// a built-in that needs turns (`wait`, `runLoop`, `tap`, `drag`, `screenshot`) queues the rest of the
/// top level on the main queue (at the time it is due) and hands over to the run loop, which hands back
/// when that work item runs. So a built-in suspends the top level without splitting compiled code (a
/// compiled statement cannot be suspended; a thread can). Framework callbacks (`viewDidLoad`, actions, queued
/// closures) run on the run-loop thread, so `Thread.isMainThread` is false there. Both threads run as
/// the main actor, one at a time (`MainActorLoan`): the scenario is compiled in Swift 6 mode, where its
/// top level and its controllers are main-actor code, as in an iOS app.
///
/// ## Entry point
/// `ScenarioDevice.start()` (the first statement of the rewritten file) makes the application and hands
/// over to turn 0; `ScenarioDevice.finishTopLevel()` (appended after the last line) runs turns until the
/// application settles, then the process exits. A window host would drive turns itself instead of the
/// run-loop thread here: `application`, `window` and `runTurn()` are public for that.
@MainActor
public final class ScenarioDevice {
    public private(set) static var current: ScenarioDevice!

    /// The one door for the device's nonisolated entry points (the rewrite's line marks, the dispatch
    /// queue, timers, the task executor): whichever of the two threads holds the turn runs `work` on
    /// the main actor at once (`MainActorLoan`).
    nonisolated static func borrow<T>(_ work: @MainActor (ScenarioDevice) -> T) -> T {
        MainActorLoan.run { work(current) }
    }

    public let application: UIApplication
    public let window: UIWindow
    /// The event pipe: every lifecycle event and control line, written whole as it happens.
    let channel: JSONLinesWriter
    /// The event pipe's descriptor.
    let eventsDescriptor: Int32
    let lines: ScenarioLines
    let namer = BindingNamer()
    var settleLimit: TimeInterval = 60
    let screenshotFolder: URL?
    /// Launched by a window (`sandbox open`): the window shows its frames, no screenshot is saved.
    let isWindowed: Bool
    /// `SANDBOX_DUMP_VIEWS=1`: the view tree goes to the host at each screenshot and at the end.
    let dumpsViews: Bool

    /// For a window host (frames out, input in, real-time pacing): called on the run-loop thread before
    /// and after each turn. A window mode sets them in `init` (from its environment variable) before the
    /// first turn.
    public var beforeTurn: ((ScenarioDevice) -> Void)?
    public var afterTurn: ((ScenarioDevice) -> Void)?
    /// Headless runs end when settled; a window keeps the device (input may still come).
    public var endsWhenSettled = true

    private let toTopLevel = DispatchSemaphore(value: 0)
    private let toRunLoop = DispatchSemaphore(value: 0)
    private let finished = DispatchSemaphore(value: 0)
    private var topLevelFinished = false
    private var pendingScreenshots: [String] = []
    private var settleStart: TimeInterval?
    private var subscription: LifecycleSubscription?
    private var tint: ScenarioTint?
    private var reportedSettled = false

    private init() {
        let fd = DeviceDescriptor.events
        channel = JSONLinesWriter(descriptor: fd, name: "the event pipe")
        eventsDescriptor = fd
        CrashReporter.install(fd: fd)
        // Launched by a window (`sandbox open`): a real clock, frames and input over the window's link.
        let settings: DeviceLaunchSettings
        let endpoint: DeviceEndpoint?
        do {
            settings = try DeviceLaunchSettings.adopt()
            endpoint = try DeviceEndpoint.launchedByWindow()
        } catch {
            StandardStreams.writeError("\(error)\n")
            exit(2)
        }
        isWindowed = endpoint != nil
        application = endpoint.map { UIApplication(clock: RealClock(), screen: $0.screen) }
            ?? UIApplication(clock: VirtualClock(), screen: settings.deviceModel.flatMap(DeviceModel.named).map { UIScreen(device: $0) } ?? .iPhone)
        application.lifecycleProfile = settings.profile
        if settings.appearance == "dark" { application.userInterfaceStyle = .dark }
        if let size = settings.textSize.flatMap(UIContentSizeCategory.named) { application.preferredContentSizeCategory = size }
        if let limit = settings.settleLimit { settleLimit = limit }
        screenshotFolder = settings.screenshotFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        dumpsViews = settings.dumpsViews
        // Pixels only when someone will look at them.
        application.compositingDemand = screenshotFolder != nil || endpoint != nil ? .everyTurn : .never
        lines = ScenarioLines(stream: application.lifecycleEvents)
        let namer = self.namer
        application.controllerNaming = { namer.name(forNew: $0) }
        // The bundled fonts and the image decoder in every run, headless too: text is measured as the
        // window measures it (so a label's size, and the layout built on it, is the same with or without
        // pixels) and drawn in a screenshot.
        application.fonts = (try? TTFFontRenderer()) ?? application.fonts
        application.images = SDLImageLoader()
        window = application.makeWindow()
        window.makeKeyAndVisible()
        let channel = self.channel
        subscription = application.lifecycleEvents.subscribe { channel.write(line: DeviceReport.event($0).encoded, seq: $0.seq) }
        tint = settings.tint.flatMap { ScenarioTint(specification: $0, events: application.lifecycleEvents) }
        // Translucent tints read as the overlay's colours over white, not over the window's black.
        if tint != nil { window.backgroundColor = .white }
        if let endpoint {
            // The event pipe stays this runtime's; the window's link adds frames, input and pacing, and
            // the device runs until the window says quit.
            endpoint.attach(to: application, writesEvents: false)
            endsWhenSettled = false
            beforeTurn = { _ in if !endpoint.waitForTurn() { exit(0) } }
            afterTurn = { _ in endpoint.turnEnded() }
        }
    }

    /// Makes the device and waits for turn 0's main-queue phase, where the top level runs.
    public static func start() {
        guard current == nil else { return }
        setvbuf(CStandardOutput.stream, nil, _IOLBF, 0)
        // A screenshot past a file size limit fails with EFBIG, which is reported, instead of the signal
        // killing the device.
        signal(SIGXFSZ, SIG_IGN)
        // A host killed outright closes the pipes: a write then fails instead of killing the device
        // before its watch has ended what it started and removed the run's folder (`endOrphaned`).
        // A handler, not SIG_IGN, so that what the scenario executes starts with the default again.
        signal(SIGPIPE) { _ in }
        let device = ScenarioDevice()
        current = device
        DeviceExecutor.install()
        device.application.mainQueue.enqueue(at: device.application.clock.now) { [device] in device.runTopLevel() }
        device.startRunLoopThread()
        startParentWatch()
        device.toTopLevel.wait()
    }

    /// The top level has ended: turns until settled; then the process exits.
    public static func finishTopLevel() -> Never {
        let device = current!
        device.topLevelFinished = true
        _ = device.lines.suspend()
        device.toRunLoop.signal()
        device.finished.wait()
        // Without the exit handlers of the ninety-odd libraries loaded: the event pipe is written a whole
        // line at a time, so only stdio has anything left to write, and tearing the libraries down took a
        // fifth of a short forked run (`sandbox check`). The pipes close first, so the host has the whole
        // run while the kernel still tears the process down.
        fflush(nil)
        // The watch may be ending the process for a host that is gone: one of them ends it, whole.
        endLock.lock()
        if getppid() != host { removeTemporaryContainer() }
        for fd in [1, 2, device.eventsDescriptor] { close(fd) }
        // What the scenario started ends with it, wherever it put itself (the device adopted it).
        if ProcessReaper.hasChildren() { ProcessReaper.endDescendants(of: getpid()) }
        _exit(device.exitStatus)
    }

    private var exitStatus: Int32 = 0
    static let runLoopStackSize: UInt = 64 << 20

    /// A device whose host is gone (killed) ends too, even in an endless loop that never writes, and
    /// ends first whatever the scenario started: the device adopts every orphan below it (a subreaper),
    /// so a `Process`, a double fork or a `setsid` daemon of the scenario's is found under it and killed,
    /// where the kernel's parent-death signal (which this watch replaces) killed the device alone.
    private static func startParentWatch() {
        ProcessReaper.becomeSubreaper()
        let parent = getppid()
        host = parent
        Thread.detachNewThread {
            while getppid() == parent { usleep(100_000) }
            endOrphaned()
        }
        ProcessReaper.setParentDeathSignal(0)
        // The host may have gone before the watch looked.
        if getppid() != parent { endOrphaned() }
    }

    /// The host is gone: what the scenario started ends, and so does the run's own data folder, which
    /// the host would have removed (`AppContainer.isTemporary`; an app's kept folder stays).
    nonisolated private static func endOrphaned() -> Never {
        endLock.lock()
        ProcessReaper.endDescendants(of: getpid())
        removeTemporaryContainer()
        _exit(3)
    }

    /// The host the device was started by (the watch's), to tell at the end whether it is still there.
    nonisolated(unsafe) private static var host: pid_t = 0
    /// Taken, never given back, by whichever thread ends the process: the watch, for a host that is gone,
    /// or the end of the run, which may find its pipes closed by the same death. Held, the other waits
    /// for the exit instead of leaving a folder half removed.
    nonisolated private static let endLock = NSLock()

    /// Removes the run's own data folder (`AppContainer.isTemporary`), as its host would have.
    nonisolated private static func removeTemporaryContainer() {
        let environment = ProcessInfo.processInfo.environment
        if environment["SANDBOX_CONTAINER_TEMPORARY"] == "1", let container = environment["SANDBOX_CONTAINER"], container.hasPrefix("/") {
            try? FileManager.default.removeItem(atPath: container)
        }
    }

    private func startRunLoopThread() {
        var attr = pthread_attr_t()
        pthread_attr_init(&attr)
        pthread_attr_setstacksize(&attr, Int(ScenarioDevice.runLoopStackSize))
        var thread = pthread_t()
        let box = Unmanaged.passRetained(self)
        pthread_create(&thread, &attr, { raw in
            let device = Unmanaged<ScenarioDevice>.fromOpaque(raw!).takeRetainedValue()
            CrashReporter.prepareThread(stackSize: ScenarioDevice.runLoopStackSize)
            DeviceExecutor.registerDeviceThread()
            // The main actor's thread waits (on `toRunLoop`) whenever this one runs.
            MainActorLoan.run { device.runLoop() }
            return nil
        }, box.toOpaque())
        pthread_attr_destroy(&attr)
    }

    /// The run-loop thread: turns until the top level has finished and the application settled.
    private func runLoop() {
        while true {
            beforeTurn?(self)
            DeviceExecutor.admitForeignJobs(into: application)
            application.runTurn()
            saveScreenshots()
            afterTurn?(self)
            guard topLevelFinished else { continue }
            guard endsWhenSettled else {
                if !reportedSettled && isSettled {
                    reportedSettled = true
                    report(.settled)
                }
                continue
            }
            if isSettled { break }
            let start = settleStart ?? application.clock.now
            settleStart = start
            if application.clock.now - start >= settleLimit {
                let reason = application.mainQueue.isEmpty ? "something is still animating or waiting for a frame" : "work is still queued on the main queue"
                report(.ending(.unsettled(message: "the scenario did not settle within \(Int(settleLimit)) virtual seconds (\(reason))")))
                exitStatus = 3
                finished.signal()
                return
            }
        }
        reportSuspendedTasks()
        sendViews(at: nil)
        report(.settled)
        finished.signal()
    }

    /// One warning per line whose tasks are still suspended now that nothing else can happen (`TaskLedger`).
    private func reportSuspendedTasks() {
        for (line, count) in TaskLedger.suspended {
            let tasks = count == 1 ? "a task" : "\(count) tasks"
            let message = "\(tasks) made at line \(line) never finished: suspended on something that never came (a continuation never resumed, a stream never finished, an await that nothing answers)"
            application.lifecycleEvents.emit(LifecycleEvent(controller: nil, method: .warning, cause: Self.suspendedTaskCause,
                                                            message: message, line: line))
        }
    }

    private static let suspendedTaskCause = LifecycleCause("suspended task", rule: nil)

    /// Writes one report to the host (`DeviceReport`).
    private func report(_ report: DeviceReport) { channel.write(line: report.encoded) }

    /// Nothing left to do: the application is settled and no task can run or is due (`DeviceExecutor`).
    private var isSettled: Bool { application.isSettled && DeviceExecutor.isIdle }

    /// The window's view tree as `recursiveDescription` text, when the host asked for it.
    private func sendViews(at screenshot: String?) {
        guard dumpsViews else { return }
        report(.views(screenshot: screenshot, text: shownWindow.recursiveDescription()))
    }

    /// The main-queue work item that lets the top level run until it suspends or ends.
    private var savedLines: [Int?] = [nil]
    private func runTopLevel() {
        lines.resume(savedLines)
        toTopLevel.signal()
        toRunLoop.wait()
    }

    /// Called on the top level's thread: queues its continuation with `schedule`, hands over to the
    /// run loop, and returns when the continuation's turn comes.
    func suspend(_ schedule: (_ resume: @escaping () -> Void) -> Void) {
        savedLines = lines.suspend()
        schedule { [unowned self] in self.runTopLevel() }
        toRunLoop.signal()
        toTopLevel.wait()
    }

    func requestScreenshot(_ name: String) { pendingScreenshots.append(name) }

    /// The window on screen: an app's key window (its scene's), else the scenario's `window`.
    var shownWindow: UIWindow { application.keyWindow ?? window }

    private func saveScreenshots() {
        guard !pendingScreenshots.isEmpty else { return }
        defer { pendingScreenshots.removeAll() }
        for name in pendingScreenshots { sendViews(at: name) }
        guard let folder = screenshotFolder else {
            // Headless without a folder: the host says once that the screenshots were not saved
            // (`sandbox run` without --screenshots skipped them without a word).
            if !isWindowed {
                for name in pendingScreenshots {
                    report(.screenshotSkipped(screenshot: name))
                }
            }
            return
        }
        for name in pendingScreenshots {
            // A screenshot that was not saved is the host's error to report (the run ends with status 1).
            do { try PNGFile.write(shownWindow.framebuffer, to: folder.appendingPathComponent(name).path) } catch {
                report(.screenshotFailed(screenshot: name, message: "\(error)"))
            }
        }
    }
}
