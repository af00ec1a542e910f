import DeviceLink
import Foundation
import EventLog
import Raster
import SandboxKit
import SDLPlatform

/// A device process shown in the window, as the iOS Simulator shows an app: its frames on the device
/// screen (an `ExternalSurface` over the desk), its events in the overlay, the window's pointer and keys
/// sent to it. `prepare` says what to run (a scenario is compiled first, off the main thread: the window
/// keeps drawing meanwhile; an error it throws is shown in place of the device). `reload()` replaces the
/// device with a fresh one after a separator line.
///
/// However the device ends (it returns, crashes, hangs and is killed, or is killed from outside), the
/// window stays up: the reason replaces the device screen, an event says it in the list, and every event
/// the device sent before is kept. Events are numbered on from the window's last, so a session's list
/// (and its recorded log) counts up across reloads.
@MainActor
final class DeviceSession {
    let surface = ExternalSurface(pointSize: DeskLayout.deviceSize)
    let name: String
    let scale: Int
    let hangTimeout: TimeInterval
    /// The device's heap limit in megabytes (`DeviceHost.defaultMemoryLimit` unless a test says less).
    var memoryLimit = DeviceHost.defaultMemoryLimit
    /// The window's appearance and text size, given to each launch (a relaunch starts as the window is).
    var appearance: UIUserInterfaceStyle = .light
    var textSize: UIContentSizeCategory = .large
    private let prepare: @Sendable () throws -> DeviceLaunch
    /// Wakes the window's main thread (`SDLWindowHost.makeWaker()`); set before `start()`.
    var wake: @Sendable () -> Void = {}
    /// Asks for the next `poll` after the next frame (the window sets it): lines left after a slice are
    /// taken a frame later, not at once, which would keep the window handling wake-ups and never drawing.
    var pollNextFrame: () -> Void = {}
    private(set) var host: DeviceHost?
    /// What the device screen shows instead of the device (a compile error, how the device ended).
    private(set) var message: String?
    /// The device's end when it ended by itself or was killed (nil while running or after a reload).
    private(set) var end: DeviceEnd?
    private(set) var launches = 0

    /// The window's event list and controller table.
    var onEvents: ([LifecycleEvent]) -> Void = { _ in }
    var onControllers: ([ControllerRow]) -> Void = { _ in }
    /// The device's view tree, when the window asked for it (`HostMessage.viewTree`).
    var onViews: (ViewTreeNode) -> Void = { _ in }
    /// The message changed (the desk shows it where the device was).
    var onMessage: (String?) -> Void = { _ in }
    /// A fresh device replaces the running one (a save): what the panels picked of the old one's views
    /// is gone.
    var onRelaunch: () -> Void = {}

    /// The number of the last event passed to `onEvent`, and the device's numbers' offset from it.
    private(set) var lastSeq = 0
    /// The number this session's events follow (`numberEvents(after:)`): the device's own have higher ones.
    private(set) var numberedAfter = 0
    private var seqBase = 0
    private var prepared = Prepared()
    private var generation = 0
    /// The frame and time of the device's last event: the window's own lines take them.
    private var lastFrame = 0, lastTime: TimeInterval = 0
    private var watcher: FileWatcher?
    private var pendingEnd: DeviceEnd?
    /// A text input of the device holds the keyboard (it said so): the window's typing keys go to it.
    private(set) var keyboardShown = false
    /// The running scenario has ended its top level and settled once (`DeviceReport.settled`).
    private(set) var hasSettled = false
    /// How long one frame may spend listing a device's lines, and how many it takes at a time.
    static let pollBudget: TimeInterval = 0.006
    static let linesPerSlice = 200
    private let saved = SavedFlag()

    init(name: String, scale: Int, hangTimeout: TimeInterval = 5, prepare: @escaping @Sendable () throws -> DeviceLaunch) {
        self.name = name
        self.scale = scale
        self.hangTimeout = hangTimeout
        self.prepare = prepare
        surface.onInput = { [unowned self] input in self.host?.send(.input(input)) }
    }

    deinit { host?.stop(grace: 0.2) }

    /// Prepares and launches the device (off the main thread; `poll` finishes the launch).
    ///
    /// One compile at a time: a save while one runs makes the next start when it is done, and a burst of
    /// saves is one compile of the newest file. (Compiles ran side by side, and an older one finishing
    /// last took the one slot: the newest was lost and the window slept until the mouse moved.)
    func start() {
        generation += 1
        wantsDevice = true
        if !preparing { startPreparing() }
    }

    private var preparing = false
    /// False once stopped: a compile still running then launches nothing and starts nothing.
    private var wantsDevice = false

    private func startPreparing() {
        preparing = true
        let g = generation, prepare = self.prepare, box = prepared, wake = self.wake
        DispatchQueue.global().async {
            let result = Result { try prepare() }
            box.put(result, generation: g)
            wake()
        }
    }

    /// Stops the running device and starts a fresh one, after a separator line in the event list.
    func reload(reason: String) {
        if let host {
            // What the old device sent is listed before the separator (at most the host's inbox: a
            // flooding device's rest is not waited for); its end is not news.
            onEvents(host.poll().eventLines.compactMap(event(from:)))
            host.stop(grace: 0.2)
            self.host = nil
        }
        pendingEnd = nil
        onControllers([])
        onRelaunch()
        emitPrint("— \(reason) —")
        start()
    }

    /// Replays in a fresh device whenever `path` is saved (`sandbox open` watches its scenario). Call it
    /// once `wake` is set (after `SandboxApp.attach`).
    func watch(_ path: String) {
        let saved = self.saved, wake = self.wake
        watcher = FileWatcher(path: path) {
            saved.set()
            wake()
        }
    }

    /// Quits the device (the window is closing or showing something else).
    func stop() {
        watcher?.stop()
        watcher = nil
        generation += 1
        wantsDevice = false
        host?.stop(grace: 0.5)
        host = nil
    }

    /// On the main thread when woken: launches a prepared device, shows its newest frame on `window`'s
    /// surface, passes on its events and controller table, reports its end.
    func poll(window: SDLWindowHost?) {
        if saved.take() { reload(reason: "\(name) saved: replayed in a fresh device") }
        if let (result, g) = prepared.take() {
            preparing = false
            if g == generation { launch(result) } else if wantsDevice { startPreparing() }
        }
        if let host {
            // A flood is listed for at most `pollBudget` a frame, in slices, so the window keeps drawing
            // and answering keys meanwhile (2,000 lines at once made frames of 150 ms and more); the rest
            // waits in the host, which makes the device wait (its memory stays bounded).
            let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(Self.pollBudget * 1e9)
            var more = false
            repeat {
                let update = host.poll(maxLines: Self.linesPerSlice) { [surface] pixels, width, height, damage in
                    window?.upload(pixels, width: width, height: height, damage: damage, to: surface)
                }
                onEvents(update.eventLines.compactMap(event(from:)))
                if let rows = update.controllers { onControllers(rows) }
                if let tree = update.views { onViews(tree) }
                if let shown = update.keyboard { keyboardShown = shown }
                if let e = update.end {
                    self.host = nil
                    pendingEnd = e
                }
                more = update.moreLines
            } while more && DispatchTime.now().uptimeNanoseconds < deadline
            if more { pollNextFrame(); return }
        }
        // The end is reported after the last event the device sent.
        if let e = pendingEnd {
            pendingEnd = nil
            guard e.kind != .quit else { return }
            end = e
            let reason = e.reason + (e.line.map { " at line \($0)" } ?? "")
            onEvents([windowEvent(e.isFailure ? .violation : .print, "device ended: \(reason)")])
            setMessage("The device ended\n\n\(reason)")
            onControllers([])
        }
    }

    private func launch(_ result: Result<DeviceLaunch, Error>) {
        switch result {
        case .failure(let error):
            setMessage("\(name) did not build\n\n\(error)")
        case .success(var launch):
            launch.settings.appearance = appearance == .dark ? "dark" : nil
            launch.settings.textSize = textSize == .large ? nil : textSize.commandLineName
            launch.settings.deviceModel = DeskLayout.model == .default ? nil : DeskLayout.model.commandLineName
            do {
                host = try DeviceHost(launch: launch, scale: scale, hangTimeout: hangTimeout, memoryLimit: memoryLimit, wake: wake)
                launches += 1
                end = nil
                hasSettled = false
                keyboardShown = false
                seqBase = lastSeq
                setMessage(nil)
            } catch {
                setMessage("cannot start the device\n\n\(error)")
            }
        }
    }

    private func setMessage(_ text: String?) {
        message = text
        surface.isHidden = text != nil
        onMessage(text)
    }

    /// A line of the device's event pipe as the window lists it: an event, numbered on from the window's
    /// events. What the runtime says of the run (`DeviceReport`'s other cases) is not listed (its end is,
    /// when the process has ended); a line this version cannot read still shows, as the text it is.
    private func event(from line: String) -> LifecycleEvent? {
        guard let report = DeviceReport(line: line) else { return line.isEmpty ? nil : windowEvent(.print, line) }
        guard case .event(var e) = report else {
            if report == .settled { hasSettled = true }
            return nil
        }
        e.seq += seqBase
        lastFrame = e.frame
        lastTime = e.time
        lastSeq = max(lastSeq, e.seq)
        return e
    }

    /// Numbers this session's events after `seq` (the window's own last event), so one recorded log
    /// counts up across the window's events and the device's.
    func numberEvents(after seq: Int) {
        numberedAfter = seq
        seqBase += seq - lastSeq
        lastSeq = seq
    }

    private func emitPrint(_ text: String) { onEvents([windowEvent(.print, text)]) }

    /// A line of the window's own (a separator, the device's end), numbered in turn, at the device's
    /// last frame and time.
    private func windowEvent(_ method: LifecycleMethod, _ message: String) -> LifecycleEvent {
        lastSeq += 1
        seqBase += 1
        return LifecycleEvent(seq: lastSeq, frame: lastFrame, time: lastTime, controller: nil, method: method, message: message)
    }
}

/// Set by the file watcher's thread, taken by the main thread.
private final class SavedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    func set() { lock.lock(); value = true; lock.unlock() }
    func take() -> Bool { lock.lock(); defer { value = false; lock.unlock() }; return value }
}

/// A launch prepared off the main thread, handed over under a lock with the generation it was made for.
private final class Prepared: @unchecked Sendable {
    private let lock = NSLock()
    private var value: (Result<DeviceLaunch, Error>, Int)?

    func put(_ result: Result<DeviceLaunch, Error>, generation: Int) {
        lock.lock(); value = (result, generation); lock.unlock()
    }

    func take() -> (Result<DeviceLaunch, Error>, Int)? {
        lock.lock(); defer { lock.unlock() }
        defer { value = nil }
        return value
    }
}

extension DeviceSession {
    /// The device screen's scale for a window of `size` points (the nearest whole number at or above the
    /// scale it is shown at, as the local device application's, at most 3).
    static func scale(forWindowSize size: CGSize) -> Int {
        Int(min(3, max(1, DeskLayout(size: size).deviceScale.rounded(.up))))
    }

    /// One of the app's own demos in a device process (`sandbox device --demo NAME`, this executable).
    static func demo(_ demo: SandboxDemo, windowSize: CGSize, executable: String = executablePath, arguments: [String] = [],
                     hangTimeout: TimeInterval = 5) -> DeviceSession {
        return DeviceSession(name: "Device process: \(demo.title)", scale: scale(forWindowSize: windowSize), hangTimeout: hangTimeout) {
            DeviceLaunch(executable: executable, arguments: ["device", "--demo", demo.rawValue] + arguments)
        }
    }

    /// This executable's path (`/proc/self/exe`), so a device runs the same build as the window.
    static var executablePath: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return n > 0 ? String(cString: buffer) : CommandLine.arguments[0]
    }
}
