import Foundation
import Raster
@testable import sandbox
import SandboxKit
@testable import SDLPlatform
import SandboxMedia
import XCTest

/// The desktop sandbox as a user works it, headlessly: SDL's dummy video driver, a virtual clock, the
/// 1280×800 window with the tabs demo settled, and input injected as SDL events at the window's points.
/// The device's lifecycle events from launch on are collected in `events`; a subclass whose tests read the
/// recorded event log says so with `recordsLog`, and the log is then written to `logPath`.
@MainActor
class HeadlessSandboxTestCase: XCTestCase {
    var app: SandboxApp!
    var host: SDLWindowHost!
    var events: [LifecycleEvent] = []
    private(set) var logPath = ""

    class var recordsLog: Bool { false }

    override func setUp() async throws {
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

    override func tearDown() async throws {
        // XCTest keeps test case objects to the end of the run: let go of the window now, so SDL's video
        // subsystem is shut down for tests that need it closed.
        host = nil
        app = nil
        if !logPath.isEmpty { try? FileManager.default.removeItem(atPath: logPath) }
    }

    /// Clicks at point `p` of `window` (the device's or the desk's), through its place in the desktop window.
    func click(in window: UIWindow, at p: CGPoint) {
        let q = host.placements.first { $0.window === window }!.hostPoint(fromWindowPoint: p)
        host.handle(.pointerDown(q))
        host.handle(.pointerUp(q))
    }

    // MARK: Driving the demos

    func centre(of view: UIView) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    }

    /// Clicks the menu's button for `demo` and runs until everything has settled.
    func pick(_ demo: SandboxDemo, file: StaticString = #filePath, line: UInt = #line) throws {
        let button = try XCTUnwrap(app.desk.overlay.menu.button(for: demo), file: file, line: line)
        click(in: app.deskWindow, at: centre(of: button))
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(app.demo, demo, "the click picked \(demo)", file: file, line: line)
    }

    /// Clicks the device's button titled `title` (anywhere in the device window) and settles.
    func tap(_ title: String, file: StaticString = #filePath, line: UInt = #line) throws {
        func find(_ v: UIView) -> UIButton? {
            if let b = v as? UIButton, b.title(for: .normal) == title, !b.isHidden { return b }
            for s in v.subviews.reversed() { if let b = find(s) { return b } }
            return nil
        }
        let button = try XCTUnwrap(find(app.deviceWindow), "a button \(title)", file: file, line: line)
        click(in: app.deviceWindow, at: centre(of: button))
        _ = app.settledSnapshot(host: host)
    }

    /// A drag on the device screen, one move a frame; lifted at `b` and settled unless `lifts` is false
    /// (then `lift(at:)` ends it).
    func drag(from a: CGPoint, to b: CGPoint, frames: Int, lifts: Bool = true) {
        let device = host.placements.first { $0.window === app.deviceWindow }!
        host.handle(.pointerDown(device.hostPoint(fromWindowPoint: a)))
        host.runFrame()
        for i in 1...frames {
            let f = CGFloat(i) / CGFloat(frames)
            host.handle(.pointerMoved(device.hostPoint(fromWindowPoint: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))))
            host.runFrame()
        }
        if lifts { lift(at: b) }
    }

    /// Lifts the finger of a drag at device point `p` and settles.
    func lift(at p: CGPoint) {
        host.handle(.pointerUp(host.placements.first { $0.window === app.deviceWindow }!.hostPoint(fromWindowPoint: p)))
        _ = app.settledSnapshot(host: host)
    }

    /// The device screen's place in the desktop window.
    var deviceFrame: CGRect { host.placements.first { $0.window === app.deviceWindow }!.frame }

    /// The colour `shot` shows at device point `p` (0xAARRGGBB; 0 outside the shot), the device screen
    /// as drawn (while it rotates, at its size as drawn, not its final size).
    func colour(in shot: Bitmap, atDevicePoint p: CGPoint) -> UInt32 {
        let drawn = app.deviceWindow.layer.presentationState.bounds.size, frame = deviceFrame
        let x = Int(frame.minX + p.x * frame.width / drawn.width), y = Int(frame.minY + p.y * frame.height / drawn.height)
        guard (0..<shot.width).contains(x), (0..<shot.height).contains(y) else { return 0 }
        return shot[x, y].argb
    }

    var trace: [String] { events.compactMap(\.traceLine).filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") } }

    func take() -> [String] {
        defer { events.removeAll() }
        return trace
    }
}
