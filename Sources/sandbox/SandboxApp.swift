import DeviceLink
import Foundation
import Raster
import SandboxKit
import Scenario
import SDLPlatform

/// The desktop sandbox: two applications, each with one window, shown by one desktop window.
///
/// - The device application is the one under study: an iPhone-sized 390×844-point screen holding the
///   demo. It is `UIApplication.shared`, its lifecycle events are what the overlay lists.
/// - Or the device is another process (`DeviceSession`: `sandbox open`, a recipe, a device demo), as an
///   app on the iOS Simulator: its frames are shown on an external surface where the device screen is,
///   its events come down a pipe, the window's input goes to it; the local device application then
///   stands idle.
/// - The desk application draws the rest of the desktop window (device frame, overlay panel) with the
///   same views and compositor. Keeping it separate means the overlay's own views never appear in the
///   device's event stream, and each application's input arrives in its own window's points.
@MainActor
final class SandboxApp {
    let deskApp: UIApplication
    let deskWindow: UIWindow
    let desk: DeskView
    let deviceApp: UIApplication
    let deviceWindow: UIWindow
    /// The factor S switches animations to (`--slow`, else 10 as in the Simulator).
    let slowFactor: Double
    /// The demo the device shows (`--demo`, or the overlay's menu); nil while a device process is shown.
    private(set) var demo: SandboxDemo?
    /// The tabs demo's container, when that demo is shown (keys 1–4).
    private(set) var tabs: TabsContainerController?
    /// The device process shown instead of the local device application, when there is one: a recipe's
    /// scenario (compiled, run as `sandbox open` runs a file; it ends when another demo is picked, so
    /// what it had queued never runs) or the file of `sandbox open`.
    private(set) var device: DeviceSession?
    /// `--profile`: the lifecycle profile the device has outside of recipes that need another one.
    private let launchProfile: LifecycleProfile
    /// Picks from the menu so far (a pick waiting for a dismissal gives way to a later one).
    private var switches = 0
    /// The tabs' effect and duration (E and D cycle them).
    private(set) var transitionChoice = TabsTransitionChoice()
    /// The files R records the event log to: `--record`'s (else `sandbox-events.jsonl`), then the same
    /// name numbered, a new file each time.
    private var recordings: OutputSeries
    var recordPath: String {
        get { recordings.base }
        set { recordings = OutputSeries(base: newValue) }
    }
    /// The event log being recorded, if any.
    private(set) var recorder: JSONLinesWriter?
    /// The files T writes the Chrome trace to (`--chrome-trace`, else `sandbox-trace.json`, then numbered).
    private var chromeTraces: OutputSeries
    var chromeTracePath: String {
        get { chromeTraces.base }
        set { chromeTraces = OutputSeries(base: newValue) }
    }
    /// The Chrome trace being recorded: the writer and its file (opened, locked), written when it stops.
    private(set) var chromeTrace: (writer: ChromeTraceWriter, file: OutputFile, path: String)?
    /// The last error a control caused (for example a log file that cannot be written), shown in the status.
    private var notice: String?
    private var lastDeviceFrame = -1
    /// S and Space as sent to a device process.
    private var deviceSlow = false, devicePaused = false
    private weak var host: SDLWindowHost?
    /// The view inspector's outline on the local device (a device process keeps its own).
    private let outline = ViewOutline()
    /// When the inspector last asked a device process for its view tree.
    private var lastViewTreeRequest: TimeInterval = 0

    init(size: CGSize, fonts: FontRenderer, images: ImageLoader, realTime: Bool, slowFactor: Double?, demo: SandboxDemo,
         profile: LifecycleProfile = .iOS6AndLater, recordPath: String? = nil, chromeTracePath: String? = nil,
         device: DeviceSession? = nil) throws {
        func clock() -> Clock { realTime ? RealClock() : VirtualClock() }
        self.slowFactor = slowFactor ?? 10
        recordings = OutputSeries(base: recordPath ?? "sandbox-events.jsonl", isNamedByUser: recordPath != nil)
        chromeTraces = OutputSeries(base: chromeTracePath ?? "sandbox-trace.json", isNamedByUser: chromeTracePath != nil)
        launchProfile = profile

        deskApp = UIApplication(clock: clock(), screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1))
        deskApp.fonts = fonts
        deskApp.images = images
        deskWindow = deskApp.makeWindow()
        desk = DeskView(frame: deskWindow.bounds)
        desk.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        deskWindow.addSubview(desk)
        deskWindow.makeKeyAndVisible()

        // Made last, so it is `UIApplication.shared`. Drawn at the whole-number scale nearest above the
        // scale it is shown at, so a large window shows it sharp.
        let shown = DeskLayout(size: size).deviceScale
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: DeskLayout.deviceSize), scale: min(3, max(1, shown.rounded(.up))))
        deviceApp = UIApplication(clock: clock(), screen: screen)
        deviceApp.fonts = fonts
        deviceApp.images = images
        deviceWindow = deviceApp.makeWindow()
        deviceWindow.makeKeyAndVisible()
        deviceApp.lifecycleProfile = profile
        if let slowFactor { deviceApp.animationClock.slowFactor = slowFactor }
        let overlay = desk.overlay
        overlay.onControl = { [unowned self] key in self.handleKey(key) }
        overlay.menu.onPick = { [unowned self] demo in self.show(demo) }
        overlay.inspector.onSelect = { [unowned self] rect in
            if let device = self.device { device.host?.send(.outline(rect)) } else {
                self.outline.show(rect, in: self.deviceWindow)
                self.deviceApp.setNeedsFrame()
            }
        }
        deviceApp.lifecycleEvents.subscribe { [weak self] event in
            overlay.append(event)
            self?.record(event)
            if let self { overlay.updateControllers(ControllerRow.rows(of: self.deviceApp)) }
        }
        // With --record the log starts before the demo is built, so it holds the first viewDidLoad.
        if recordPath != nil { try startRecording() }
        if chromeTracePath != nil { try startChromeTrace() }
        // A device process (`sandbox open`) replaces the demo.
        if let device {
            overlay.menu.selected = nil
            overlay.menu.caption.text = device.name
            connect(device, tinted: false)
        } else {
            install(demo)
        }
        updateStatus()
    }

    /// Shows `session` on the device screen and feeds its events to the overlay and the recording.
    /// A tinted session (a recipe) colours each controller's view as the overlay colours its name: the
    /// device takes the palette's colours in the order views load, and so does the overlay here.
    private func connect(_ session: DeviceSession, tinted: Bool) {
        let overlay = desk.overlay
        device = session
        session.numberEvents(after: deviceApp.lifecycleEvents.lastSequence)
        var loaded: [String] = []
        session.onEvents = { [weak self] events in
            for e in events where tinted && e.method == .viewDidLoad {
                guard let name = e.controller, !loaded.contains(name) else { continue }
                loaded.append(name)
                overlay.setColour(OverlayPanel.palette[(loaded.count - 1) % OverlayPanel.palette.count], for: name)
            }
            overlay.append(contentsOf: events)
            for e in events { self?.record(e) }
        }
        session.onControllers = { rows in overlay.updateControllers(rows) }
        session.onViews = { tree in overlay.inspector.show(tree) }
        session.onMessage = { [weak self] text in
            self?.desk.showDeviceMessage(text)
            self?.updateStatus()
        }
        if let host { show(session, in: host) }
    }

    /// Puts the device process's surface in `host` and starts it (the window wakes to take its frames).
    private func show(_ session: DeviceSession, in host: SDLWindowHost) {
        host.externalSurfaces = [session.surface]
        session.wake = host.makeWaker()
        host.onWake = { [unowned self, unowned host] in
            session.poll(window: host)
            self.updateStatus()
        }
        host.setNeedsLayout()
        if session.launches == 0 && session.host == nil { session.start() }
    }

    /// Replaces the device's content with `demo` (the overlay's menu). The event list (and the recorded
    /// log) first gets a `print` line "— demo: NAME —", then the old demo's controllers disappear as its
    /// root controller is replaced, then the new demo's events follow.
    func show(_ demo: SandboxDemo) {
        if let device {
            // The device process goes; the local device shows the demo (or the next recipe's device).
            device.stop()
            self.device = nil
            deviceApp.lifecycleEvents.continueNumbering(after: device.lastSeq)
            desk.showDeviceMessage(nil)
            host?.externalSurfaces = []
            host?.onWake = nil
            host?.setNeedsLayout()
        }
        if notice == Self.fixedScreenNotice { notice = nil }
        deviceApp.lifecycleEvents.emitPrint("— demo: \(demo.rawValue) —")
        deviceApp.lifecycleChecker.forgetReportedFindings()
        self.demo = demo
        desk.overlay.menu.selected = demo
        tabs = nil
        switches += 1
        replaceDemo(with: demo, switch: switches)
        deviceApp.setNeedsFrame()
        updateStatus()
    }

    /// Takes the current demo off the device and installs `demo`: the root controller is removed (it
    /// disappears), views left in the window (the gallery's) go.
    ///
    /// A presented page is dismissed first, without animation, as an app does before replacing its root
    /// (UIKit would leave the presented view in the window); the root is replaced once the dismissal's
    /// callbacks have run. UIKit refuses a dismissal while a presentation or dismissal runs, so that
    /// waits for the running one to end (a paused animation clock holds the switch until it resumes).
    private func replaceDemo(with demo: SandboxDemo, switch n: Int) {
        // Only the last pick counts when another came while this one waited.
        guard n == switches else { return }
        if let root = deviceWindow.rootViewController, let presented = root.presentedViewController {
            let retry: () -> Void = { [weak self] in self?.replaceDemo(with: demo, switch: n) }
            if presented.appearanceState == .appearing || presented.appearanceState == .disappearing {
                deviceApp.mainQueue.enqueue(at: deviceApp.clock.now + 0.05, retry)
            } else {
                root.dismiss(animated: false, completion: retry)
            }
            return
        }
        deviceWindow.rootViewController = nil
        for view in deviceWindow.subviews { view.removeFromSuperview() }
        deviceWindow.backgroundColor = .black
        deviceApp.lifecycleProfile = launchProfile
        install(demo)
        updateStatus()
    }

    private func install(_ demo: SandboxDemo) {
        self.demo = demo
        desk.overlay.menu.selected = demo
        guard let recipe = demo.recipe else {
            tabs = demo.install(in: deviceWindow)
            if tabs != nil { applyTransitionChoice() }
            return
        }
        // The status line shows the recipe's profile; the device process runs with it.
        if let profile = recipe.profile { deviceApp.lifecycleProfile = profile }
        connect(recipe.session(windowSize: deskWindow.bounds.size, profile: deviceApp.lifecycleProfile), tinted: true)
    }

    /// Starts recording the event log to `path`, the first of a new series of recordings.
    func startRecording(to path: String) throws {
        recordPath = path
        try startRecording()
    }

    /// Starts recording the event log to the series' next file (`--record`, or R).
    func startRecording() throws {
        let path = recordings.next { FileManager.default.fileExists(atPath: $0) }
        recorder = try JSONLinesWriter(path: path)
        updateStatus()
    }

    private func record(_ event: LifecycleEvent) {
        guard let recorder else { return }
        recorder.write(event)
        // The file can no longer be written (a full disk): stop there, every complete line kept, and say so.
        if recorder.failure != nil { stopRecording() }
    }

    /// Stops recording: the log is synced and closed; a failure shows in the status line with what it lost.
    func stopRecording() {
        guard let recorder else { return }
        self.recorder = nil
        do {
            try recorder.close()
        } catch {
            notice = recorder.failureReport ?? "\(error)"
            failures.append(notice!)
        }
    }

    /// Gives the tabs the chosen effect and duration, and shows them on the controls.
    private func applyTransitionChoice() {
        tabs?.optionOverride = transitionChoice.option
        tabs?.duration = transitionChoice.duration
        desk.overlay.setControlTitle("Effect: \(transitionChoice.effectName) (E)", forKey: "e")
        desk.overlay.setControlTitle("Duration: \(transitionChoice.durationName) (D)", forKey: "d")
    }

    /// Starts a Chrome trace of the device's events from now, into the series' next file
    /// (`--chrome-trace`, or T). The file is opened (and locked) now, so a path that cannot be written
    /// fails at once; the trace is written into it when it stops.
    func startChromeTrace() throws {
        let path = chromeTraces.next { FileManager.default.fileExists(atPath: $0) }
        let file = try ChromeTraceWriter.openFile(path)
        let writer = ChromeTraceWriter()
        writer.attach(to: deviceApp.lifecycleEvents)
        chromeTrace = (writer, file, path)
        updateStatus()
    }

    /// What could not be written while the window ran (a log on a full disk), reported when it quits.
    private(set) var failures: [String] = []

    /// The sandbox is quitting: closes the event log and writes the Chrome trace. Throws when any output
    /// failed while it ran or fails now, with what was lost, one line each.
    func finish() throws {
        device?.stop()
        stopRecording()
        do { try finishChromeTrace() } catch { failures.append("\(error)") }
        if !failures.isEmpty { throw RecordingError(lines: failures) }
    }

    /// Writes the Chrome trace, when one is being recorded, and stops it.
    func finishChromeTrace() throws {
        guard let chromeTrace else { return }
        self.chromeTrace = nil
        do {
            chromeTrace.writer.detach()
            try chromeTrace.writer.finish(writingTo: chromeTrace.file, endTime: deviceApp.clock.now)
        } catch {
            throw OutputFileError(path: chromeTrace.path, what: "the Chrome trace",
                                  problem: "\((error as? OutputFileError)?.problem ?? "\(error)"); the file is incomplete")
        }
    }

    /// The status line: frame rate and cost, animation speed, pause and recording.
    func updateStatus() {
        var parts: [String] = []
        if let stats = host?.statistics {
            parts.append(String(format: "%3.0f fps %5.1f ms", stats.framesPerSecond, stats.lastFrameTime * 1000))
        }
        let clock = deviceApp.animationClock
        if clock.slowFactor != 1 { parts.append(String(format: "slow ×%g", clock.slowFactor)) }
        if clock.isPaused { parts.append("paused") }
        if deviceApp.lifecycleProfile == .iOS5 { parts.append("iOS 5") }
        if device == nil && deviceApp.interfaceOrientation != .portrait { parts.append("landscape") }
        parts.append(recorder.map { "recording \($0.path)" } ?? "not recording")
        if let chromeTrace { parts.append("trace \(chromeTrace.path)") }
        if let device {
            if let pid = device.host?.pid { parts.append("device pid \(pid)") }
            else if device.end != nil { parts.append("device ended") }
        }
        if let notice { parts.append(notice) }
        if desk.overlay.showsInspector { refreshViewTree() }
        let text = parts.joined(separator: " · ")
        if desk.overlay.status != text { desk.overlay.status = text }
        if device == nil { desk.overlay.updateControllers(ControllerRow.rows(of: deviceApp)) }
    }

    /// Shows both windows in `host` and takes its keys.
    func attach(to host: SDLWindowHost) {
        self.host = host
        host.backgroundColor = Color(rgb: 0x202124)
        host.layout = { [unowned self] size in self.placements(for: size) }
        host.onKey = { [unowned self] key in self.handleKey(key) }
        if let device { show(device, in: host) }
        host.afterFrame = { [unowned self] in
            // Only a device frame changes the figures; updating after the overlay's own frames would
            // keep the window busy forever.
            guard self.deviceApp.frameNumber != self.lastDeviceFrame else { return }
            self.lastDeviceFrame = self.deviceApp.frameNumber
            self.updateStatus()
        }
        updateStatus()
    }

    /// The desk fills the window; the device screen sits on top in the device frame.
    func placements(for size: CGSize) -> [SurfacePlacement] {
        if deskWindow.bounds.size != size {
            deskWindow.frame = CGRect(origin: .zero, size: size)
        }
        let desk = SurfacePlacement(window: deskWindow, frame: CGRect(origin: .zero, size: size))
        // The local device's screen as drawn now (its size animates while it rotates); a device process's is fixed.
        self.desk.screenSize = device == nil ? deviceWindow.layer.presentationState.bounds.size : DeskLayout.deviceSize
        if let device {
            device.surface.frame = self.desk.deskLayout.deviceFrame
            return [desk]
        }
        return [desk, SurfacePlacement(window: deviceWindow, frame: self.desk.deskLayout.deviceFrame)]
    }

    /// The sandbox's controls; any other key goes to the device application.
    func handleKey(_ key: String) {
        if let device, handleDeviceKey(key, device) { updateStatus(); return }
        // a focused text field of the in-process device types every key but Escape (the sandbox's own
        // shortcuts would take s, n, c, Space…); a device process's keys other than the shortcuts go to it anyway
        if device == nil, key != "Escape", deviceApp.isKeyboardShown {
            deviceApp.post(.key(key))
            deviceApp.setNeedsFrame()
            return
        }
        let clock = deviceApp.animationClock
        switch key {
        case "p", "P": desk.overlay.eventList.setPaused(!desk.overlay.eventList.isPaused)
        case "PageUp", "PageDown", "Home", "End": _ = desk.overlay.eventList.handleKey(key)
        case "Escape": host?.stop()
        case "s", "S": clock.slowFactor = clock.slowFactor == 1 ? slowFactor : 1
        case "Space": clock.isPaused.toggle()
        case "n", "N", "Right": clock.step()
        case "o", "O":
            desk.showsOverlay.toggle()
            host?.setNeedsLayout()
        case "c", "C": desk.overlay.clear()
        case "v", "V": toggleInspector()
        case "m", "M": deviceApp.simulateMemoryWarning()
        case "l", "L": rotateDevice()
        case "t", "T":
            if chromeTrace != nil {
                // A trace that could not be written is lost data: shown now, and the exit status says it.
                do { try finishChromeTrace() } catch {
                    notice = "\(error)"
                    failures.append(notice!)
                }
            } else {
                do { try startChromeTrace(); notice = nil } catch { notice = "\(error)" }
            }
        case "r", "R":
            if recorder != nil { stopRecording() } else {
                do { try startRecording(); notice = nil } catch { notice = "\(error)" }
            }
        case _ where tabs != nil && ["1", "2", "3", "4"].contains(key):
            tabs?.select(Int(key)! - 1)
        case _ where tabs != nil && (key == "e" || key == "E"):
            transitionChoice.nextEffect()
            applyTransitionChoice()
        case _ where tabs != nil && (key == "d" || key == "D"):
            transitionChoice.nextDuration()
            applyTransitionChoice()
        default: deviceApp.post(.key(key))
        }
        deviceApp.setNeedsFrame()
        updateStatus()
    }

    /// Shows or hides the view inspector; hiding it takes the outline off the device.
    func toggleInspector() {
        let overlay = desk.overlay
        overlay.showsInspector.toggle()
        if overlay.showsInspector {
            lastViewTreeRequest = 0
            refreshViewTree()
        } else {
            overlay.inspector.select(nil)
            if let device { device.host?.send(.outline(nil)) } else { outline.show(nil, in: deviceWindow) }
        }
    }

    /// The inspector's tree: the local device's at once; a device process is asked (at most twice a
    /// second, each time the window wakes while the inspector shows) and answers with a message.
    private func refreshViewTree() {
        if let device {
            let now = Date().timeIntervalSinceReferenceDate
            guard now - lastViewTreeRequest >= 0.5, let host = device.host else { return }
            lastViewTreeRequest = now
            host.send(.viewTree)
        } else {
            desk.overlay.inspector.show(outline.tree(of: deviceWindow))
        }
    }

    /// What L says while a device process is shown: its frames come at the size it was started with.
    static let fixedScreenNotice = "rotation: a device process's screen stays 390×844"

    /// L: turns the local device between portrait and landscape (844×390), as the Simulator's rotate
    /// command does (`UIApplication.rotate(to:animated:)`): the demo's root hears
    /// `viewWillTransition(to:with:)`, then the window takes the new size in the rotation's animation
    /// (slowed by S, held by Space), and the desk places the screen as it turns. Landscape is
    /// `.landscapeLeft`; the device keeps its orientation when another demo is picked.
    func rotateDevice() {
        deviceApp.rotate(to: deviceApp.interfaceOrientation == .portrait ? .landscapeLeft : .portrait, animated: true)
        host?.setNeedsLayout()
    }

    /// The controls that act on the device, sent to a device process (its clock and memory are its own);
    /// false for the window's own keys.
    private func handleDeviceKey(_ key: String, _ device: DeviceSession) -> Bool {
        let send = { (m: HostMessage) in device.host?.send(m) }
        switch key {
        case "s", "S":
            deviceSlow.toggle()
            send(.slowFactor(deviceSlow ? slowFactor : 1))
        case "Space":
            devicePaused.toggle()
            send(.paused(devicePaused))
        case "n", "N", "Right": send(.step)
        case "m", "M": send(.memoryWarning)
        case "l", "L": notice = Self.fixedScreenNotice
        case "p", "P", "PageUp", "PageDown", "Home", "End", "Escape", "o", "O", "c", "C", "r", "R", "t", "T", "v", "V": return false
        default: send(.input(.key(key)))
        }
        return true
    }

    /// Runs frames until both applications have settled (at most ten seconds of frames) and a device
    /// process has settled or ended (at most `deviceTimeout` seconds; it runs on a real clock), then
    /// returns what the window shows.
    func settledSnapshot(host: SDLWindowHost, deviceTimeout: TimeInterval = 60) -> Bitmap? {
        var frames = 0
        repeat {
            if !deviceApp.isSettled { deviceApp.setNeedsFrame() }
            host.runFrame()
            frames += 1
        } while frames < 600 && [deskApp, deviceApp].contains(where: { !$0.isSettled || $0.hasWork })
        if let device {
            host.run(timeout: deviceTimeout) { device.hasSettled || device.message != nil }
            // The settled turn's frame follows its event line: show the newest frame it sends.
            host.run(timeout: 0.25) { false }
        }
        return host.snapshot()
    }
}
