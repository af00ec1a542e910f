import Foundation
@testable import sandbox
import SandboxKit
@testable import SDLPlatform
import XCTest

/// The desktop sandbox as a user works it, headlessly: SDL's dummy video driver, a virtual clock, the
/// 1280×800 window with the tabs demo settled, and input injected as SDL events at the window's points.
/// The device's lifecycle events from launch on are collected in `events`; a subclass whose tests read the
/// recorded event log says so with `recordsLog`, and the log is then written to `logPath`.
class HeadlessSandboxTestCase: XCTestCase {
    var app: SandboxApp!
    var host: SDLWindowHost!
    var events: [LifecycleEvent] = []
    private(set) var logPath = ""

    class var recordsLog: Bool { false }

    override func setUpWithError() throws {
        try super.setUpWithError()
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        if Self.recordsLog {
            logPath = FileManager.default.temporaryDirectory.appendingPathComponent("\(Self.self)-\(getpid()).jsonl").path
        }
        app = try SandboxApp(size: CGSize(width: 1280, height: 800), fonts: try TTFFontRenderer(), images: SDLImageLoader(),
                             realTime: false, slowFactor: nil, demo: .tabs, recordPath: Self.recordsLog ? logPath : nil)
        host = try SDLWindowHost(title: "test", size: CGSize(width: 1280, height: 800), resizable: false)
        app.attach(to: host)
        app.deviceApp.lifecycleEvents.subscribe { [unowned self] in self.events.append($0) }
        _ = app.settledSnapshot(host: host)
    }

    override func tearDown() {
        // XCTest keeps test case objects to the end of the run: let go of the window now, so SDL's video
        // subsystem is shut down for tests that need it closed.
        host = nil
        app = nil
        if !logPath.isEmpty { try? FileManager.default.removeItem(atPath: logPath) }
        super.tearDown()
    }

    /// Clicks at point `p` of `window` (the device's or the desk's), through its place in the desktop window.
    func click(in window: UIWindow, at p: CGPoint) {
        let q = host.placements.first { $0.window === window }!.hostPoint(fromWindowPoint: p)
        host.handle(.pointerDown(q))
        host.handle(.pointerUp(q))
    }
}
