import Foundation
import SandboxMedia
import XCTest

/// `sandbox` (the window command) run as a user runs it, with no display at all.
final class WindowCommandTests: SandboxCommandTestCase {
    /// No X11, no Wayland, no SDL driver named.
    private let noDisplay: Set<String> = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]

    func testHeadlessScreenshotWritesAPNGOfTheWindow() async throws {
        let path = folder.appendingPathComponent("shot.png").path
        let result = try SandboxProcess.run(["--screenshot", path, "--size", "800x600"], unset: noDisplay)
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = try PNGFile.read(path)
        XCTAssertEqual(shot.width, 800)
        XCTAssertEqual(shot.height, 600)
        // The desk's background colour in the corner.
        XCTAssertEqual(shot[2, 2].argb, 0xFF20_2124)
    }

    func testNoDisplayIsOneLineWithTheReasonAndTheHeadlessAlternative() async throws {
        let result = try SandboxProcess.run([], unset: noDisplay)
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("sandbox: cannot open a window: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("--screenshot FILE"), result.stderr)
    }

    func testBadSizeIsRefusedWithUsage() async throws {
        let result = try SandboxProcess.run(["--size", "12"], unset: noDisplay)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--size"), result.stderr)
    }
}
