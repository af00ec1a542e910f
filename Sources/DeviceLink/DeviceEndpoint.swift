import Foundation
import EventLog
import Raster
import SandboxKit
#if canImport(Glibc)
import Glibc
#endif

/// The device's end of the link to the window that launched it: the device runtime makes one call at
/// start-up, `DeviceEndpoint.launchedByWindow()`, and when it answers (the window named a link in the
/// device's launch settings), builds its `UIApplication` with `makeApplication()` and ends with `run()`:
/// a real clock, turns at the display's pace while there is work, sleep otherwise, until the window says
/// quit (or goes away).
///
/// From then on every lifecycle event goes down the event pipe as a line of the JSON Lines event log,
/// written as it happens (a crash loses nothing written before it); every composited frame goes into the
/// shared frame memory with a "frame N ready" message; input from the window arrives between turns.
@MainActor
public final class DeviceEndpoint {
    public let descriptor: DeviceLinkDescriptor
    private let control: LinkSocket
    private let frames: SharedFrames
    /// The event pipe, through the one event-log writer: each line written whole, blocking while the
    /// window catches up (nothing is dropped).
    private let events: JSONLinesWriter
    private let eventsDescriptor: Int32
    private weak var application: UIApplication?

    /// The part of each buffer not yet brought up to date with the device's frame buffer.
    private var stale: [IntRect]
    /// Buffers the window holds (it reads the newest; the older is handed back when it has read a newer).
    private var held = [false, false]
    private var nextBuffer = 0
    private var damageSincePublished = IntRect.zero
    private var unpublished: UIWindow?
    /// The system overlay drawn over the frames sent so far.
    private var lastOverlay: SystemChromeOverlay?
    private var published = 0
    private var lastSize = (0, 0)
    private var lastControllers: [ControllerRow]?
    private(set) var quitRequested = false
    /// The view inspector's outline, shown when the window selects a view.
    private let outline = ViewOutline()

    /// The link the window named in this process's launch settings (`DeviceLaunchSettings.adopt()`, which
    /// also caps the heap), or nil when the device was not launched by a window.
    public static func launchedByWindow() throws -> DeviceEndpoint? {
        guard let link = try DeviceLaunchSettings.adopt().link else { return nil }
        return try DeviceEndpoint(link)
    }

    public init(_ descriptor: DeviceLinkDescriptor) throws {
        self.descriptor = descriptor
        frames = try SharedFrames(descriptor: descriptor.framesDescriptor)
        control = LinkSocket(descriptor: descriptor.controlDescriptor)
        eventsDescriptor = descriptor.eventsDescriptor
        events = JSONLinesWriter(descriptor: descriptor.eventsDescriptor, name: "the event pipe")
        stale = [IntRect](repeating: .zero, count: SharedFrames.bufferCount)
        // A window that went away must not kill the device with SIGPIPE mid-write: writes fail instead.
        signal(SIGPIPE, SIG_IGN)
    }

    deinit { close(eventsDescriptor) }

    /// The device's screen: the launch settings' model's (`DeviceLaunchSettings.deviceModel`, the window's
    /// `--device`; by default the iPhone 14's 390×844 points) at the scale the window asked for.
    public var screen: UIScreen {
        let model = (try? DeviceLaunchSettings.adopt())?.deviceModel.flatMap(DeviceModel.named) ?? .default
        return UIScreen(device: model, scale: CGFloat(descriptor.scale))
    }

    /// The device's application on a real clock, attached to the link (`attach`).
    public func makeApplication() -> UIApplication {
        let app = UIApplication(clock: RealClock(), screen: screen)
        attach(to: app)
        return app
    }

    /// Sends `app`'s frames and controller table to the window from now on, and its lifecycle events
    /// unless the runtime writes them to the event pipe itself (`writesEvents` false).
    public func attach(to app: UIApplication, writesEvents: Bool = true) {
        application = app
        app.presenter = { [unowned self] window in self.present(window) }
        if writesEvents {
            // A write that fails means the window is gone: nobody will read the rest.
            app.lifecycleEvents.subscribe { [unowned self] event in
                if !self.events.write(line: DeviceReport.event(event).encoded, seq: event.seq) { self.quitRequested = true }
            }
        }
    }

    /// Turns the run loop on a real clock until the window says quit or closes the link.
    public func run() {
        guard let app = application else { return }
        while waitForTurn() {
            app.runTurn()
            turnEnded()
        }
    }

    /// For a runtime that turns the run loop itself: call before each turn. Handles the window's messages
    /// and sleeps until the application has work, at the display's pace (at most one turn a 60th of a
    /// second; an idle device sleeps until input or its next timer). False when the window said quit or
    /// went away: the device should end.
    public func waitForTurn() -> Bool {
        guard let app = application else { return false }
        while !quitRequested {
            let timeout: TimeInterval?
            if app.hasWork {
                timeout = max(0, nextTurn - Self.now())
            } else {
                timeout = app.mainQueue.nextDueTime.map { max(0, $0 - app.clock.now) }
            }
            if timeout != 0 { control.waitReadable(timeout: timeout) }
            handleMessages()
            if !quitRequested && app.hasWork && Self.now() >= nextTurn {
                // Keep to the display's pace without trying to catch up after a slow turn.
                nextTurn = max(nextTurn + Self.framePeriod, Self.now() - Self.framePeriod / 2)
                return true
            }
        }
        return false
    }

    /// For a runtime that turns the run loop itself: call after each turn (sends the controller table
    /// when it changed).
    public func turnEnded() {
        sendControllersIfChanged()
        sendKeyboardIfChanged()
    }

    private static let framePeriod = 1.0 / 60
    private var nextTurn = DeviceEndpoint.now()

    /// Reads every message waiting (between turns: input belongs to the next turn's input phase).
    func handleMessages() {
        while true {
            switch control.receive(wait: false) {
            case .none: return
            case .closed: quitRequested = true; return
            case .message(let text):
                guard let m = HostMessage(encoded: text) else { continue }
                handle(m)
            }
        }
    }

    private func handle(_ message: HostMessage) {
        guard let app = application else { return }
        switch message {
        case .input(let e): app.post(e)
        case .release(let b):
            held[b] = false
            publish()
        case .ping(let n): control.send(DeviceMessage.pong(n).encoded)
        case .slowFactor(let f): app.animationClock.slowFactor = f
        case .paused(let p): app.animationClock.isPaused = p
        case .step: app.animationClock.step()
        case .memoryWarning: app.simulateMemoryWarning()
        case .appearance(let dark): app.userInterfaceStyle = dark ? .dark : .light
        case .textSize(let index): app.preferredContentSizeCategory = UIContentSizeCategory.allCategories[index]
        case .quit: quitRequested = true
        case .viewTree:
            if let window = app.keyWindow { control.send(DeviceMessage.views(outline.tree(of: window)).encoded) }
        case .outline(let rect):
            if let window = app.keyWindow { outline.show(rect, in: window) }
        }
        app.setNeedsFrame()
    }

    // MARK: Frames

    /// The present phase: the window composited; its damage is owed to both buffers.
    private func present(_ window: UIWindow) {
        let d = window.damagedRect
        for b in stale.indices { stale[b] = stale[b].union(d) }
        damageSincePublished = damageSincePublished.union(d)
        unpublished = window
        publish()
    }

    /// Brings the next buffer up to date and says so, when the window is not holding it; otherwise the
    /// frame waits (its damage adds up) until the window hands the buffer back.
    private func publish() {
        guard let window = unpublished, !held[nextBuffer] else { return }
        let b = nextBuffer
        var size = (0, 0)
        // What the person sees is the app under the system's status bar, housing, home indicator and
        // rounded corners: the overlay goes over every pixel copied; a new look redraws the whole frame.
        let overlay = window.systemChromeOverlay
        let overlayChanged = overlay != lastOverlay
        lastOverlay = overlay
        let fits: Bool = window.withFramebufferPixels { pixels, width, height in
            guard width * height <= frames.capacity, let src = pixels.baseAddress else { return false }
            size = (width, height)
            let full = IntRect(x: 0, y: 0, width: width, height: height)
            if size != lastSize || overlayChanged {
                // A new size: every buffer and the window's texture start over.
                for i in stale.indices { stale[i] = full }
                damageSincePublished = full
            }
            let r = stale[b].intersection(full)
            let dst = frames.pixels(b)
            if !r.isEmpty {
                for y in r.minY..<r.maxY {
                    (dst + y * width + r.x).update(from: src + y * width + r.x, count: r.width)
                }
                overlay?.draw(over: dst, width: width, height: height, in: r)
            }
            return true
        }
        guard fits else { return }
        lastSize = size
        stale[b] = .zero
        held[b] = true
        published += 1
        let damage = damageSincePublished
        damageSincePublished = .zero
        unpublished = nil
        nextBuffer = (b + 1) % SharedFrames.bufferCount
        control.send(DeviceMessage.frame(FrameNotice(number: published, buffer: b, width: size.0, height: size.1, damage: damage)).encoded)
    }

    private var lastKeyboard = false

    private func sendKeyboardIfChanged() {
        guard let app = application, app.isKeyboardShown != lastKeyboard else { return }
        lastKeyboard = app.isKeyboardShown
        control.send(DeviceMessage.keyboard(lastKeyboard).encoded)
    }

    private func sendControllersIfChanged() {
        guard let app = application else { return }
        let rows = ControllerRow.rows(of: app)
        guard rows != lastControllers else { return }
        lastControllers = rows
        control.send(DeviceMessage.controllers(rows).encoded)
    }

    private static func now() -> TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
