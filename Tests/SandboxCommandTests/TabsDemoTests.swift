import DeviceLink
import Foundation
import Raster
@testable import sandbox
import SandboxKit
import XCTest

/// What a new user does with the sandbox — click a tab, watch the transition and the overlay, record
/// the log — done headlessly: SDL's dummy video driver, a virtual clock, and mouse events injected at
/// the window's pixels.
final class TabsDemoTests: HeadlessSandboxTestCase {
    override class var recordsLog: Bool { true }

    override func setUp() async throws {
        try await super.setUp()
        XCTAssertTrue(events.contains { $0.traceLine == "messages.viewDidAppear(false)" }, "the first page appeared")
        events.removeAll()
    }

    /// Clicks at a point of the device screen (device points), through the window's pixel mapping.
    private func click(device p: CGPoint) { click(in: app.deviceWindow, at: p) }

    func testClickingATabRunsTheTransitionWithTheContainmentCallsInOrder() async throws {
        let before = try XCTUnwrap(host.snapshot())
        // Tab 2 ("Birthdays") is the second of four buttons in the tab bar, 52–96 points down.
        click(device: CGPoint(x: 147, y: 74))
        host.runFrame() // the tap
        for _ in 0..<30 { host.runFrame() } // half of the 1 s curl
        let mid = try XCTUnwrap(host.snapshot())
        XCTAssertTrue(app.deviceApp.hasWork, "the curl is still running")
        let after = try XCTUnwrap(app.settledSnapshot(host: host))

        let trace = events.compactMap(\.traceLine).filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
        XCTAssertEqual(trace, [
            "messages.willMove(toParent: nil)",
            "birthdays.willMove(toParent: tabs)",
            "birthdays.viewDidLoad()",
            "messages.viewWillDisappear(true)",
            "birthdays.viewWillAppear(true)",
            "tabs.transition(from: messages, to: birthdays) animations",
            "birthdays.viewSafeAreaInsetsDidChange()", // its first safe area, in the transition's layout pass
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

    func testKeysSwitchTabsAndSlowPauseAndStepTheAnimationClock() async throws {
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

    /// The overlay's controller table, as the model that feeds it: name, tree depth, state, parent, flags.
    private func table() -> [String] {
        app.desk.overlay.controllerRows.map { r in
            String(repeating: "  ", count: r.depth) + r.name + " " + r.state.rawValue + " parent=" + (r.parent ?? "nil")
                + (r.isViewLoaded ? " loaded" : "") + (r.isInWindow ? " inWindow" : "")
        }
    }

    func testTheControllerTableFollowsATabClickLive() async throws {
        XCTAssertEqual(table(), [
            "tabs appeared parent=nil loaded inWindow",
            "  messages appeared parent=tabs loaded inWindow",
            "birthdays disappeared parent=nil",
            "friends disappeared parent=nil",
            "photos disappeared parent=nil",
        ])
        click(device: CGPoint(x: 147, y: 74))
        for _ in 0..<30 { host.runFrame() } // mid-curl: both pages are children and in the window
        XCTAssertEqual(table(), [
            "tabs appeared parent=nil loaded inWindow",
            "  messages disappearing parent=tabs loaded inWindow",
            "  birthdays appearing parent=tabs loaded inWindow",
            "friends disappeared parent=nil",
            "photos disappeared parent=nil",
        ])
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(table(), [
            "tabs appeared parent=nil loaded inWindow",
            "  birthdays appeared parent=tabs loaded inWindow",
            "messages disappeared parent=nil loaded",
            "friends disappeared parent=nil",
            "photos disappeared parent=nil",
        ])
        XCTAssertEqual(app.desk.overlay.controllerRows, ControllerRow.rows(of: app.deviceApp))
    }

    func testTheEffectAndDurationControlsCycleAndDriveTheTabs() async throws {
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "e"), "Effect: per tab (E)")
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "d"), "Duration: 1 s (D)")
        var names: [String] = []
        for _ in 0..<8 { app.handleKey("e"); names.append(app.transitionChoice.effectName) }
        XCTAssertEqual(names, ["flip from left", "flip from right", "curl up", "curl down", "cross-dissolve",
                               "flip from top", "flip from bottom", "per tab"])
        XCTAssertNil(app.tabs?.optionOverride)
        var durations: [TimeInterval] = []
        for _ in 0..<4 { app.handleKey("d"); durations.append(try XCTUnwrap(app.tabs?.duration)) }
        XCTAssertEqual(durations, [2, 0.25, 0.5, 1])

        // Cross-dissolve for 2 s on tab 2 (whose own effect is a curl down).
        for _ in 0..<5 { app.handleKey("e") }
        app.handleKey("d")
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "e"), "Effect: cross-dissolve (E)")
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "d"), "Duration: 2 s (D)")
        XCTAssertEqual(app.tabs?.optionOverride, .transitionCrossDissolve)
        click(device: CGPoint(x: 147, y: 74))
        for _ in 0..<60 { host.runFrame() } // one of the two seconds
        XCTAssertTrue(app.deviceApp.hasWork, "the 2 s transition is still running after 1 s")
        let mid = try XCTUnwrap(host.snapshot())
        let device = host.placements.first { $0.window === app.deviceWindow }!.frame
        let (x, y) = (Int(device.midX), Int(device.maxY) - 40)
        // Mid-dissolve the page's colour lies between blue and orange in every channel.
        let from = UIColor.systemBlue.color.premultiplied.argb, to = UIColor.systemOrange.color.premultiplied.argb
        let seen = mid[x, y].argb
        for shift in [0, 8, 16] as [UInt32] {
            let (a, b, c) = ((from >> shift) & 0xFF, (to >> shift) & 0xFF, (seen >> shift) & 0xFF)
            if a != b { XCTAssertTrue(min(a, b) < c && c < max(a, b), "channel \(shift): \(c) between \(a) and \(b)") }
        }
        _ = app.settledSnapshot(host: host)
        XCTAssertTrue(events.contains { $0.traceLine == "birthdays.viewDidAppear(true)" })
    }

    func testTTogglesTheChromeTrace() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tabs-trace-\(getpid()).json").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        app.chromeTracePath = path
        XCTAssertNil(app.chromeTrace)
        app.handleKey("t")
        XCTAssertEqual(app.chromeTrace?.path, path)
        XCTAssertTrue(app.desk.overlay.status.contains("trace \(path)"))
        app.handleKey("2")
        _ = app.settledSnapshot(host: host)
        app.handleKey("t")
        XCTAssertNil(app.chromeTrace)
        XCTAssertFalse(app.desk.overlay.status.contains("trace "))
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
        let spans = try XCTUnwrap(json?["traceEvents"] as? [[String: Any]]).filter { $0["ph"] as? String == "X" }
        let names = Set(spans.compactMap { $0["name"] as? String })
        XCTAssertTrue(names.isSuperset(of: ["appearing", "disappearing"]), "\(names)")
        // Events after the trace stopped are not in it.
        app.handleKey("3")
        _ = app.settledSnapshot(host: host)
        let again = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertFalse(String(decoding: again, as: UTF8.self).contains("friends"))
    }
}
