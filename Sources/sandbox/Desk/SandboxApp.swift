import DeviceLink
import Foundation
import SandboxKit
import SDLPlatform

/// The desktop sandbox: two applications, each with one window, shown by one desktop window.
///
/// - The device application is the one under study: an iPhone-sized 390×844-point screen holding the
///   demo. It is `UIApplication.shared`, its lifecycle events are what the overlay lists. Demos are built
///   for it (`perform`) even when the desk's turn runs the menu click that picks them.
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
    /// `--profile`: the lifecycle profile the device has outside of recipes that need another one.
    let launchProfile: LifecycleProfile
    /// The event log and the Chrome trace being written, and what could not be.
    let recording: SessionRecorder
    /// The view inspector (V), on the local device or a device process.
    let viewInspector: DeviceViewInspector

    // What follows changes as the window is used. The extensions, each in its own file, change it, so
    // none of it can be private.

    /// The demo the device shows (`--demo`, or the overlay's menu); nil while a device process is shown.
    var demo: SandboxDemo?
    /// Picks from the menu so far (a pick waiting for a dismissal gives way to a later one).
    var switches = 0
    /// Each demo's own keys, from the first time it was shown (what they chose outlasts the demo).
    var demoKeys: [SandboxDemo: DemoKeys] = [:]
    /// The keys of the demo the device shows; nil while it is being replaced, and for a demo without keys.
    var shownDemoKeys: DemoKeys?
    /// The device process shown instead of the local device application, when there is one: a recipe's
    /// scenario (compiled, run as `sandbox open` runs a file; it ends when another demo is picked, so
    /// what it had queued never runs) or the file of `sandbox open`.
    var device: DeviceSession?
    /// S and Space as sent to a device process.
    var deviceSlow = false, devicePaused = false
    /// The window delivers typed characters as text input (a real SDL window; not the headless tests'
    /// key calls), so a character key is not typed from its key event.
    var typedCharactersComeAsText = false
    /// The last error a control caused (for example a log file that cannot be written), shown in the status.
    var notice: String?
    weak var host: SDLWindowHost?
    /// The device's frame the status line was last updated after.
    var lastDeviceFrame = -1

    init(size: CGSize, fonts: FontRenderer, images: ImageLoader, realTime: Bool, slowFactor: Double?, demo: SandboxDemo,
         profile: LifecycleProfile = .iOS6AndLater, recordPath: String? = nil, chromeTracePath: String? = nil,
         device: DeviceSession? = nil) throws {
        func clock() -> Clock { realTime ? RealClock() : VirtualClock() }
        self.slowFactor = slowFactor ?? 10
        launchProfile = profile

        // Made first, so it is the process's application (`UIApplication.shared`), as the app under study
        // is on a device. Drawn at the whole-number scale nearest above the scale it is shown at, so a
        // large window shows it sharp.
        let shown = DeskLayout(size: size).deviceScale
        let screen = UIScreen(bounds: CGRect(origin: .zero, size: DeskLayout.deviceSize), scale: min(3, max(1, shown.rounded(.up))))
        deviceApp = UIApplication(clock: clock(), screen: screen)
        deviceApp.fonts = fonts
        deviceApp.images = images
        deviceWindow = deviceApp.makeWindow()
        deviceWindow.makeKeyAndVisible()
        deviceApp.lifecycleProfile = profile
        if let slowFactor { deviceApp.animationClock.slowFactor = slowFactor }

        deskApp = UIApplication(clock: clock(), screen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: 1))
        deskApp.fonts = fonts
        deskApp.images = images
        deskWindow = deskApp.makeWindow()
        desk = DeskView(frame: deskWindow.bounds)
        desk.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        deskWindow.addSubview(desk)
        deskWindow.makeKeyAndVisible()
        recording = SessionRecorder(deviceApp: deviceApp, recordPath: recordPath, chromeTracePath: chromeTracePath)
        let overlay = desk.overlay
        viewInspector = DeviceViewInspector(overlay: overlay, deviceApp: deviceApp, deviceWindow: deviceWindow)

        recording.onFailure = { [unowned self] report in self.notice = report }
        // A trace ends at the local clock's time, or at a device process's last event (its clock is its own).
        recording.endTime = { [unowned self] in self.device == nil ? self.deviceApp.clock.now : nil }
        overlay.onControl = { [unowned self] key in self.handleKey(key) }
        overlay.menu.onPick = { [unowned self] demo in self.show(demo) }
        overlay.inspector.onSelect = { [unowned self] rect in self.viewInspector.outline(rect, on: self.device) }
        deviceApp.lifecycleEvents.subscribe { [weak self] event in
            guard let self else { return }
            self.deliver([event])
            overlay.updateControllers(ControllerRow.rows(of: self.deviceApp))
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

    /// The one way events reach the desk, from the local device application's stream or a device
    /// process's pipe alike: the overlay's list, the event log and the Chrome trace being recorded.
    func deliver(_ events: [LifecycleEvent]) {
        desk.overlay.append(contentsOf: events)
        for event in events { recording.record(event) }
    }

    /// The sandbox is quitting: ends a device process, closes the event log and writes the Chrome trace.
    /// Throws when any output failed while it ran or fails now, with what was lost, one line each.
    func finish() throws {
        device?.stop()
        try recording.finish()
    }
}
