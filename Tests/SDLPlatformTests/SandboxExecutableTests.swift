import Foundation
import Raster
import SDLPlatform
import XCTest

/// Runs the built `sandbox` executable as a user would.
final class SandboxExecutableTests: XCTestCase {
    private var sandboxURL: URL {
        // The test bundle and the executables are built into the same folder.
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return dir.appendingPathComponent("sandbox")
    }

    private func run(_ arguments: [String], environment: [String: String]) throws -> (status: Int32, stderr: String) {
        guard FileManager.default.isExecutableFile(atPath: sandboxURL.path) else {
            throw XCTSkip("\(sandboxURL.path) is not built (swift build builds it)")
        }
        let p = Process()
        p.executableURL = sandboxURL
        p.arguments = arguments
        p.environment = environment
        let err = Pipe()
        p.standardError = err
        p.standardOutput = FileHandle.nullDevice
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private var baseEnvironment: [String: String] {
        ProcessInfo.processInfo.environment.filter { !["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"].contains($0.key) }
    }

    func testHeadlessScreenshotWritesAPNGOfTheWindow() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-shot-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = try run(["--screenshot", path, "--size", "800x600"], environment: baseEnvironment)
        XCTAssertEqual(result.status, 0, result.stderr)
        let shot = try PNGFile.read(path)
        XCTAssertEqual(shot.width, 800)
        XCTAssertEqual(shot.height, 600)
        // The desk's background colour in the corner.
        XCTAssertEqual(shot[2, 2].argb, 0xFF20_2124)
    }

    func testNoDisplayIsOneLineWithTheReasonAndTheHeadlessAlternative() throws {
        let result = try run([], environment: baseEnvironment)
        XCTAssertEqual(result.status, 1)
        let lines = result.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.hasPrefix("sandbox: cannot open a window: "), result.stderr)
        XCTAssertTrue(result.stderr.contains("--screenshot FILE"), result.stderr)
    }

    func testBadSizeIsRefusedWithUsage() throws {
        let result = try run(["--size", "12"], environment: baseEnvironment)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.stderr.contains("--size"), result.stderr)
    }
}
