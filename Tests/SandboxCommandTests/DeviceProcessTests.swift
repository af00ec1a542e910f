import DeviceLink
import Foundation
import EventLog
import Raster
@testable import sandbox
import SandboxKit
import Scenario
import SandboxMedia
import XCTest

/// A demo run as a device process (`sandbox device`, launched through `DeviceHost` as the window launches
/// it): its frames are the pixels it composited, the window's input reaches it, its events come back.
@MainActor
final class DeviceProcessTests: XCTestCase {
    private var device: DeviceHost?

    override func tearDown() async throws {
        device?.kill()
        device = nil
    }

    private func launch(_ demo: SandboxDemo, scale: Int = 1, _ arguments: [String] = []) throws -> DeviceHost {
        let host = try DeviceHost(launch: DeviceLaunch(executable: SandboxProcess.executable.path,
                                                       arguments: ["device", "--demo", demo.rawValue] + arguments),
                                  scale: scale, wake: {})
        device = host
        return host
    }

    /// Polls until no frame has come for `quiet` seconds (the device settled); returns the events read.
    private func settle(_ host: DeviceHost, quiet: TimeInterval = 0.6, timeout: TimeInterval = 30) -> [String] {
        var lines: [String] = []
        var lastFrame = Date()
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let u = host.poll()
            lines += u.eventLines
            if u.frame != nil { lastFrame = Date() }
            if host.latestFrame != nil && Date().timeIntervalSince(lastFrame) > quiet { break }
            usleep(10_000)
        }
        return lines
    }

    /// The same demo built in this process on a virtual clock, run until it settles: what it composites,
    /// under the system overlay (status bar, notch, home indicator, corners) a device's frames carry.
    private func localFrame(_ demo: SandboxDemo, scale: CGFloat) throws -> Bitmap {
        let app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: scale))
        app.fonts = try TTFFontRenderer()
        app.images = SDLImageLoader()
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        _ = demo.install(in: window)
        var turns = 0
        repeat { app.runTurn(); turns += 1 } while app.hasWork && turns < 600
        return window.framebufferWithSystemChrome
    }

    func testFramesMatchWhatTheDeviceComposited() async throws {
        for (demo, scale) in [(SandboxDemo.views, 1), (.tabs, 2)] {
            let host = try launch(demo, scale: scale)
            _ = settle(host)
            let shown = try XCTUnwrap(host.latestFrameBitmap(), "\(demo): a frame arrived")
            let expected = try localFrame(demo, scale: CGFloat(scale))
            XCTAssertEqual(shown.width, 390 * scale)
            XCTAssertEqual(shown.height, 844 * scale)
            XCTAssertTrue(shown.pixels == expected.pixels, "\(demo) at scale \(scale): the shared frame is the device's composite")
            host.stop()
        }
    }

    func testInputReachesTheDeviceAndItsEventsComeBack() async throws {
        let host = try launch(.tabs)
        let startup = settle(host)
        XCTAssertTrue(startup.contains { $0.contains("\"controller\":\"messages\",\"event\":\"viewDidAppear\"") }, "\(startup)")
        let before = try XCTUnwrap(host.latestFrameBitmap())
        // Tab 2 ("Birthdays"), in device points, as the window sends a click on the device screen.
        host.send(.input(.pointerDown(CGPoint(x: 147, y: 74))))
        host.send(.input(.pointerUp(CGPoint(x: 147, y: 74))))
        var lines: [String] = []
        XCTAssertTrue(host.pollUntil(timeout: 20) { u in
            lines += u.eventLines
            return lines.contains { $0.contains("\"controller\":\"birthdays\",\"event\":\"didMove(toParent:)\"") }
        }, "the transition ran to its end: \(lines)")
        let trace = lines.compactMap { LifecycleEvent(jsonLine: $0)?.traceLine }.filter { !$0.contains("Layout") }
        XCTAssertEqual(Array(trace.prefix(5)), [
            "messages.willMove(toParent: nil)", "birthdays.willMove(toParent: tabs)", "birthdays.viewDidLoad()",
            "messages.viewWillDisappear(true)", "birthdays.viewWillAppear(true)",
        ])
        _ = settle(host)
        let after = try XCTUnwrap(host.latestFrameBitmap())
        XCTAssertEqual(before[195, 800].argb, UIColor.systemBlue.color.premultiplied.argb)
        XCTAssertEqual(after[195, 800].argb, UIColor.systemOrange.color.premultiplied.argb, "the device now shows tab 2")
    }

    func testAKilledDeviceIsReportedAfterItsLastEvent() async throws {
        let host = try launch(.tabs)
        let lines = settle(host)
        XCTAssertFalse(lines.isEmpty)
        kill(host.pid, SIGKILL)
        let deadline = Date().addingTimeInterval(15)
        while host.end == nil && Date() < deadline { _ = host.poll(); usleep(10_000) }
        XCTAssertEqual(host.end?.kind, .signalled(SIGKILL))
        XCTAssertNotNil(host.latestFrameBitmap(), "the last frame stays readable")
    }
}
