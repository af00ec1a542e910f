import Foundation
import Raster
@testable import sandbox
import SandboxKit
@testable import SDLPlatform
import XCTest

/// What a new user does with the sandbox — click a tab, watch the transition and the overlay, record
/// the log — done headlessly: SDL's dummy video driver, a virtual clock, and mouse events injected at
/// the window's pixels.
final class TabsDemoTests: XCTestCase {
    private var app: SandboxApp!
    private var host: SDLWindowHost!
    private var events: [LifecycleEvent] = []
    private var logPath = ""

    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        logPath = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-\(getpid()).jsonl").path
        app = try SandboxApp(size: CGSize(width: 1280, height: 800), fonts: try TTFFontRenderer(), images: SDLImageLoader(),
                             realTime: false, slowFactor: nil, demo: .tabs, recordPath: logPath)
        host = try SDLWindowHost(title: "test", size: CGSize(width: 1280, height: 800), resizable: false)
        app.attach(to: host)
        app.deviceApp.lifecycleEvents.subscribe { [unowned self] in self.events.append($0) }
        _ = app.settledSnapshot(host: host)
        XCTAssertTrue(events.contains { $0.traceLine == "messages.viewDidAppear(false)" }, "the first page appeared")
        events.removeAll()
    }

    override func tearDown() {
        // XCTest keeps test case objects to the end of the run: let go of the window now, so SDL's video
        // subsystem is shut down for tests that need it closed.
        host = nil
        app = nil
        try? FileManager.default.removeItem(atPath: logPath)
    }

    /// Clicks at a point of the device screen (device points), through the window's pixel mapping.
    private func click(device p: CGPoint) {
        let device = host.placements.first { $0.window === app.deviceWindow }!
        let q = device.hostPoint(fromWindowPoint: p)
        host.handle(.pointerDown(q))
        host.handle(.pointerUp(q))
    }

    func testClickingATabRunsTheTransitionWithTheContainmentCallsInOrder() throws {
        let before = try XCTUnwrap(host.snapshot())
        // Tab 2 ("Birthdays") is the second of four buttons in the tab bar, 52–96 points down.
        click(device: CGPoint(x: 147, y: 74))
        host.runFrame() // the tap
        for _ in 0..<30 { host.runFrame() } // half of the 1 s curl
        let mid = try XCTUnwrap(host.snapshot())
        XCTAssertTrue(app.deviceApp.hasWork, "the curl is still running")
        let after = try XCTUnwrap(app.settledSnapshot(host: host))

        let trace = events.compactMap(\.traceLine).filter { !$0.contains("Layout") }
        XCTAssertEqual(trace, [
            "messages.willMove(toParent: nil)",
            "birthdays.willMove(toParent: tabs)",
            "birthdays.viewDidLoad()",
            "messages.viewWillDisappear(true)",
            "birthdays.viewWillAppear(true)",
            "tabs.transition(from: messages, to: birthdays) animations",
            "messages.viewDidDisappear(true)",
            "birthdays.viewDidAppear(true)",
            "tabs.transition(from: messages, to: birthdays) completion(true)",
            "messages.didMove(toParent: nil)",
            "birthdays.didMove(toParent: tabs)",
        ])

        // The device screen shows the curl in between, then the birthdays page (orange).
        let device = host.placements.first { $0.window === app.deviceWindow }!.frame
        let probe = (x: Int(device.midX), y: Int(device.maxY) - 40)
        XCTAssertEqual(before[probe.x, probe.y].argb, UIColor.systemBlue.color.premultiplied.argb)
        XCTAssertEqual(after[probe.x, probe.y].argb, UIColor.systemOrange.color.premultiplied.argb)
        XCTAssertNotEqual(mid.pixels, before.pixels)
        XCTAssertNotEqual(mid.pixels, after.pixels)

        // The recorded log holds the same events, one JSON object a line.
        let lines = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n")
        let logged = try lines.map { try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any] }
        XCTAssertGreaterThan(logged.count, events.count, "the log also holds the start-up events")
        let tail = logged.suffix(events.count).map { "\($0["controller"] ?? "")" + "." + "\($0["event"] ?? "")" }
        XCTAssertEqual(tail, events.map { "\($0.controller ?? "")." + $0.method.rawValue })
    }

    func testKeysSwitchTabsAndSlowPauseAndStepTheAnimationClock() throws {
        app.handleKey("s")
        XCTAssertEqual(app.deviceApp.animationClock.slowFactor, 10)
        app.handleKey("s")
        XCTAssertEqual(app.deviceApp.animationClock.slowFactor, 1)
        app.handleKey("3")
        _ = app.settledSnapshot(host: host)
        XCTAssertTrue(events.contains { $0.traceLine == "friends.viewDidAppear(true)" })
        app.handleKey("Space")
        XCTAssertTrue(app.deviceApp.animationClock.isPaused)
        app.handleKey("c")
        app.handleKey("m")
        XCTAssertTrue(events.contains { $0.method == .didReceiveMemoryWarning })
    }
}
