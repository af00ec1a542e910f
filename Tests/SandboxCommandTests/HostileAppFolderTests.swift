import Foundation
import XCTest

/// `sandbox trace FOLDER` given a hostile app folder: each case is refused in one line, or read in
/// bounded time, never a hang or a crash. The folder readers' own tests (AppProjectTests, InterfaceBuilder
/// tests) cover the parts; these run the command as a user does.
final class HostileAppFolderTests: CompiledScenarioTestCase {
    private func copyOfStoryboardApp() throws -> URL {
        let copy = folder.appendingPathComponent("App")
        try FileManager.default.copyItem(at: Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp"), to: copy)
        return copy
    }

    /// A 100 MB storyboard is refused by its size, unread, and the launch goes on without it (UIKit's
    /// app would stop at a storyboard it cannot load; the sandbox records why, at the file).
    func testAHundredMegabyteStoryboardIsRefusedUnread() async throws {
        let app = try copyOfStoryboardApp()
        let storyboard = app.appendingPathComponent("StoryboardApp/Base.lproj/Main.storyboard")
        let handle = try FileHandle(forWritingTo: storyboard)
        try handle.seekToEnd()
        let comment = Data(("<!--" + String(repeating: "x", count: 1 << 20) + "-->\n").utf8)
        for _ in 0..<100 { try handle.write(contentsOf: comment) }
        try handle.close()
        let started = Date()
        let r = try sandbox(["trace", "App"], timeout: 180)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("violation: \(storyboard.path):1:1: error: the document is "), r.stdout)
        XCTAssertTrue(r.stdout.contains("bytes, more than the limit of 67108864"), r.stdout)
        XCTAssertTrue(r.stdout.contains("scene.delegate.sceneDidBecomeActive(scene)"), "the launch goes on: \(r.stdout)")
        XCTAssertLessThan(Date().timeIntervalSince(started), 120)
    }

    /// Symbolic links back up the tree are followed once: the app is the same app.
    func testSymbolicLinkLoopsAreWalkedOnce() async throws {
        let app = try copyOfStoryboardApp()
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("StoryboardApp/loop").path, withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("self").path, withDestinationPath: ".")
        let r = try sandbox(["trace", "App"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let expected = try String(contentsOf: Self.repository.appendingPathComponent("Tests/Apps/StoryboardApp.trace"), encoding: .utf8)
        XCTAssertEqual(r.stdout, expected)
    }

    /// A name with a newline cannot be given to the compiler: one line naming the folder and the name.
    func testAFileNameWithANewlineIsRefused() async throws {
        let app = try copyOfStoryboardApp()
        try Data("let x = 1\n".utf8).write(to: app.appendingPathComponent("StoryboardApp/Bad\nName.swift"))
        let r = try sandbox(["trace", "App"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("'Bad\\nName.swift'"), r.stderr)
        XCTAssertEqual(r.stdout, "")
    }

    /// Very many files: the scan stops at its limit and says so, at once.
    func testVeryManyFilesAreRefusedAtTheLimit() async throws {
        let app = try copyOfStoryboardApp()
        let bulk = app.appendingPathComponent("StoryboardApp/Generated")
        try FileManager.default.createDirectory(at: bulk, withIntermediateDirectories: true)
        for index in 0..<25_000 {
            let descriptor = open(bulk.appendingPathComponent("file\(index).txt").path, O_CREAT | O_WRONLY, 0o644)
            XCTAssertGreaterThanOrEqual(descriptor, 0)
            close(descriptor)
        }
        let started = Date()
        let r = try sandbox(["trace", "App"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("more than 20000 files and folders scanned"), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
    }
}
