import Foundation
import Raster
@testable import sandbox
import SandboxAssets
import SandboxKit
import SandboxTestSupport
import XCTest

/// The overlay's demos menu as a user drives it, headlessly: SDL's dummy driver, virtual clocks, mouse
/// clicks injected at the window's pixels on the menu's buttons and on the device screen.
final class DemoMenuTests: HeadlessSandboxTestCase {
    override func setUp() async throws {
        try await super.setUp()
        events.removeAll()
    }

    // MARK: The app's demos

    func testPickingADemoTearsTheOldOneDownAfterASeparator() async throws {
        try pick(.navigation)
        XCTAssertEqual(take(), [
            "print: — demo: navigation —",
            // The tabs container leaves the window with its page (R3, forwarded by R4).
            "tabs.viewWillDisappear(false)",
            "messages.viewWillDisappear(false)",
            "tabs.viewDidDisappear(false)",
            "messages.viewDidDisappear(false)",
            "page1.willMove(toParent: nav)",
            "page1.didMove(toParent: nav)",
            "nav.viewDidLoad()",
            "nav.viewWillAppear(false)",
            "page1.viewDidLoad()",
            "page1.viewWillAppear(false)",
            // UIKit tells each controller of its first safe area on the iPhone 14 (under the status bar
            // and the navigation bar, above the home indicator) before its viewDidAppear.
            "nav.viewSafeAreaInsetsDidChange()",
            "page1.viewSafeAreaInsetsDidChange()",
            "nav.viewDidAppear(false)",
            "page1.viewDidAppear(false)",
        ])
        XCTAssertNil(app.tabs, "keys 1–4 no longer drive the old tabs")
        XCTAssertEqual(app.desk.overlay.menu.selected, .navigation)
        XCTAssertEqual(app.desk.overlay.menu.caption.text, SandboxDemo.navigation.caption)
        XCTAssertEqual(app.desk.overlay.controllerRows.map(\.name), ["nav", "page1"], "the old demo's controllers are freed")

        // The gallery puts views straight in the window; the next demo takes them away.
        try pick(.views)
        XCTAssertEqual(take().prefix(3), ["print: — demo: views —", "nav.viewWillDisappear(false)", "page1.viewWillDisappear(false)"])
        XCTAssertNil(app.deviceWindow.rootViewController)
        XCTAssertFalse(app.deviceWindow.subviews.isEmpty)
        try pick(.tabs)
        XCTAssertEqual(app.deviceWindow.subviews.count, 1, "only the tabs container's view")
        XCTAssertNotNil(app.tabs)
        XCTAssertTrue(trace.contains("messages.viewDidAppear(false)"))
    }

    func testTheRecordedLogMarksTheSwitch() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("menu-\(getpid()).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        try app.startRecording(to: path)
        try pick(.tabBar)
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n")
        let logged = try lines.map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        XCTAssertEqual(logged.first?["event"] as? String, "print")
        XCTAssertEqual(logged.first?["message"] as? String, "— demo: tab-bar —")
        XCTAssertEqual(logged.count, events.count, "the log holds what the overlay lists")
    }

    func testNavigationPushBackButtonAndSwipeBack() async throws {
        try pick(.navigation)
        events.removeAll()
        try tap("Push page 2")
        XCTAssertEqual(take(), [
            "page2.willMove(toParent: nav)",
            "page2.viewDidLoad()",
            "page1.viewWillDisappear(true)",
            "page2.viewWillAppear(true)",
            "page2.viewSafeAreaInsetsDidChange()", // its first safe area, as it goes in
            "page1.viewDidDisappear(true)",
            "page2.viewDidAppear(true)",
            "page2.didMove(toParent: nav)",
        ])
        try tap("Push page 3")
        events.removeAll()
        try tap("‹ Page 2") // the back button carries the title of the page below
        XCTAssertEqual(take(), [
            "page3.willMove(toParent: nil)",
            "page3.viewWillDisappear(true)",
            "page2.viewWillAppear(true)",
            "page3.viewDidDisappear(true)",
            "page2.viewDidAppear(true)",
            "page3.didMove(toParent: nil)",
        ])
        // A swipe from the left edge past half the width pops page 2 (R7's interactive pop), with the
        // back button's willMove(toParent: nil).
        drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), frames: 20)
        XCTAssertEqual(take(), [
            "page2.willMove(toParent: nil)",
            "page2.viewWillDisappear(true)",
            "page1.viewWillAppear(true)",
            "page2.viewDidDisappear(true)",
            "page1.viewDidAppear(true)",
            "page2.didMove(toParent: nil)",
        ])
        XCTAssertEqual(app.desk.overlay.controllerRows.map(\.name), ["nav", "page1"])
    }

    func testTabBarLoadsAChildOnItsFirstVisit() async throws {
        try pick(.tabBar)
        XCTAssertFalse(trace.contains("calendar.viewDidLoad()"), "only the selected child loads")
        events.removeAll()
        let bar = try XCTUnwrap(app.deviceWindow.rootViewController as? UITabBarController).tabBar
        click(in: app.deviceWindow, at: bar.convert(CGPoint(x: bar.bounds.width * 1.5 / 4, y: 20), to: nil)) // the second of four items
        _ = app.settledSnapshot(host: host)
        XCTAssertEqual(take(), [
            "calendar.viewDidLoad()",
            "calendar.viewWillAppear(false)",
            "inbox.viewWillDisappear(false)",
            "calendar.viewSafeAreaInsetsDidChange()", // its first safe area (the tab bar's, the screen's)
            "inbox.viewDidDisappear(false)",
            "calendar.viewDidAppear(false)",
        ])
    }

    func testModalPresentsInEachStyleAndDismisses() async throws {
        try pick(.modal)
        for (title, _) in ModalDemoController.styles {
            events.removeAll()
            try tap("Full screen: \(title)")
            // R7: the presented page's did comes before the presenter's.
            // The presented page hears its first safe area as it comes on screen (once: it is measured
            // where it rests, not where the transition moves it).
            XCTAssertEqual(take(), ["modal.viewDidLoad()", "home.viewWillDisappear(true)", "modal.viewWillAppear(true)",
                                    "modal.viewSafeAreaInsetsDidChange()",
                                    "modal.viewDidAppear(true)", "home.viewDidDisappear(true)"], title)
            try tap("Dismiss")
            XCTAssertEqual(take(), ["modal.viewWillDisappear(true)", "home.viewWillAppear(true)",
                                    "home.viewDidAppear(true)", "modal.viewDidDisappear(true)"], title)
        }
        // A page sheet: home stays on screen without callbacks; a swipe down on the card dismisses it.
        try tap("Page sheet (swipe down)")
        XCTAssertEqual(take(), ["modal.viewDidLoad()", "modal.viewWillAppear(true)", "modal.viewSafeAreaInsetsDidChange()",
                                "modal.viewDidAppear(true)"])
        drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 760), frames: 20)
        XCTAssertEqual(take(), ["modal.viewWillDisappear(true)", "modal.viewDidDisappear(true)"])
        XCTAssertNil(app.deviceWindow.rootViewController?.presentedViewController)

        // Leaving the demo while a page is presented dismisses it first.
        try tap("Full screen: Cover vertical")
        events.removeAll()
        try pick(.tabs)
        XCTAssertEqual(Array(take().prefix(7)), ["print: — demo: custom-tabs —", "modal.viewWillDisappear(false)", "home.viewWillAppear(false)",
                                                  "home.viewDidAppear(false)", "modal.viewDidDisappear(false)",
                                                  "home.viewWillDisappear(false)", "home.viewDidDisappear(false)"])
        XCTAssertEqual(app.deviceWindow.subviews.count, 1)
    }

    // MARK: Recipes

    /// The scenario's canonical trace (its `.trace` file), without comments and layout lines.
    private func expectedTrace(_ recipe: Recipe) throws -> [String] {
        let url = recipe.scenarioURL.deletingPathExtension().appendingPathExtension("trace")
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("#") && !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
    }

    /// What the recipe's device process sent, as the overlay lists it (its events are numbered after
    /// the window's own).
    private var deviceEvents: [LifecycleEvent] {
        guard let device = app.device else { return [] }
        return app.desk.overlay.eventList.events.filter { $0.seq > device.numberedAfter }
    }

    private func deviceTrace() -> [String] {
        deviceEvents.compactMap(\.traceLine).filter { !$0.contains("Layout") && !$0.contains("viewIsAppearing") }
    }

    @discardableResult
    private func run(timeout: TimeInterval = 60, until condition: () -> Bool) -> Bool {
        host.run(timeout: timeout, until: condition)
    }

    /// Each recipe is its example scenario compiled and run in a device process: the overlay lists
    /// exactly the example's checked-in trace, and the device runs with the recipe's profile.
    func testEachRecipeReplaysItsScenarioLive() async throws {
        for demo in SandboxDemo.allCases {
            guard let recipe = demo.recipe else { continue }
            try pick(demo)
            XCTAssertNotNil(app.desk.overlay.eventList.events.first { $0.message == "— demo: \(demo.rawValue) —" })
            let device = try XCTUnwrap(app.device, "\(demo) runs in a device process")
            XCTAssertTrue(device.hasSettled, "\(demo): \(device.message ?? "")")
            XCTAssertNil(device.end)
            XCTAssertEqual(deviceTrace(), try expectedTrace(recipe), "\(demo)")
            XCTAssertEqual(app.desk.overlay.menu.caption.text, recipe.caption)
            XCTAssertEqual(app.deviceApp.lifecycleProfile, recipe.profile ?? .iOS6AndLater)
            events.removeAll()
        }
        try pick(.tabs)
        XCTAssertNil(app.device)
        XCTAssertEqual(app.deviceApp.lifecycleProfile, .iOS6AndLater, "leaving the iOS 5 recipe restores --profile")
    }

    func testAddSubviewBeforeAddChildShowsTheDoubleViewDidAppearFlaggedByR3() async throws {
        try pick(.addSubviewBeforeAddChild)
        let flagged = deviceEvents.filter { $0.method == .finding }
        XCTAssertTrue(flagged.contains { $0.rule == .r3 && ($0.message ?? "").contains("b.viewDidAppear called twice") },
                      "\(flagged.map { "\($0.rule?.rawValue ?? "") \($0.message ?? "")" })")
        XCTAssertEqual(deviceTrace().filter { $0 == "b.viewDidAppear(false)" }.count, 2)
        // The device tints each controller's view with the palette's colours in the order views load;
        // the overlay gives the names the same colours.
        XCTAssertEqual(app.desk.overlay.colour(for: "a"), OverlayPanel.palette[0])
        XCTAssertEqual(app.desk.overlay.colour(for: "b"), OverlayPanel.palette[1])
        XCTAssertEqual(app.desk.overlay.controllerRows.map(\.name), ["a", "b"])

        // The right order has no finding.
        try pick(.rightOrder)
        XCTAssertFalse(deviceEvents.contains { $0.method == .finding })

        // Replayed, the pitfall is flagged again.
        try pick(.addSubviewBeforeAddChild)
        XCTAssertEqual(deviceEvents.filter { $0.method == .finding }.map(\.message), flagged.map(\.message))
    }

    /// Leaving a recipe midway ends its device process: what its scenario had still to do (a wait, then
    /// a removal) never happens, and nothing of it reaches the list after the separator.
    func testLeavingARecipeMidwayEndsItsDevice() async throws {
        let button = try XCTUnwrap(app.desk.overlay.menu.button(for: .manualForwarding))
        click(in: app.deskWindow, at: centre(of: button))
        XCTAssertTrue(run { deviceTrace().contains("child.viewDidAppear(false)") }, "the recipe's device ran")
        let pid = try XCTUnwrap(app.device?.host?.pid)
        try pick(.tabs)
        XCTAssertNil(app.device)
        XCTAssertTrue(run(timeout: 5) { kill(pid, 0) != 0 }, "the device process quit")
        let separator = try XCTUnwrap(app.desk.overlay.eventList.events.lastIndex { $0.message == "— demo: custom-tabs —" })
        let after = app.desk.overlay.eventList.events[(separator + 1)...]
        XCTAssertFalse(after.contains { $0.controller == "a" || $0.controller == "child" })
        XCTAssertTrue(after.contains { $0.controller == "messages" && $0.method == .viewDidAppear })
    }

    /// A recipe left before its device has even started (it is still compiling, or launching): nothing
    /// of it ever shows, and the next demo runs as usual.
    func testLeavingARecipeBeforeItsDeviceStartsIsSafe() async throws {
        let button = try XCTUnwrap(app.desk.overlay.menu.button(for: .addSubviewBeforeAddChild))
        click(in: app.deskWindow, at: centre(of: button))
        host.runFrame()
        try pick(.tabs)
        XCTAssertNil(app.device)
        for _ in 0..<20 { host.pumpEvents(); host.runFrame(); usleep(10_000) }
        let separator = try XCTUnwrap(app.desk.overlay.eventList.events.lastIndex { $0.message == "— demo: custom-tabs —" })
        let after = app.desk.overlay.eventList.events[(separator + 1)...]
        XCTAssertFalse(after.contains { $0.controller == "b" })
        XCTAssertTrue(after.contains { $0.controller == "messages" && $0.method == .viewDidAppear })
    }

    func testHelpListsEveryDemoAndDemoAcceptsEach() async throws {
        let help = try SandboxProcess.run(["--help"])
        XCTAssertEqual(help.status, 0)
        for demo in SandboxDemo.allCases {
            XCTAssertTrue(help.stdout.replacingOccurrences(of: "\n", with: " ").contains(demo.rawValue), "--help names \(demo.rawValue)")
            XCTAssertEqual(SandboxDemo(argument: demo.rawValue), demo)
        }
        let shot = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: shot) }
        let r = try SandboxProcess.run(["--demo", "memory-warning-ios5", "--screenshot", shot])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot))
    }

    func testTheMenuLooksRight() async throws {
        try pick(.addSubviewBeforeAddChild)
        let shot = try XCTUnwrap(app.settledSnapshot(host: host))
        let menu = app.desk.overlay.menu
        let r = menu.convert(menu.bounds, to: nil)
        assertGolden(shot.cropped(to: IntRect(x: Int(r.minX), y: Int(r.minY), width: Int(r.width), height: Int(r.height))),
                     named: "demo-menu", tolerance: 2)
    }
}

private extension Bitmap {
    /// The pixels of `r` (inside the bitmap), as a bitmap of their own.
    func cropped(to r: IntRect) -> Bitmap {
        var out: [UInt32] = []
        out.reserveCapacity(r.width * r.height)
        for y in r.y..<(r.y + r.height) { out.append(contentsOf: pixels[(y * width + r.x)..<(y * width + r.x + r.width)]) }
        return Bitmap(width: r.width, height: r.height, pixels: out)
    }
}
