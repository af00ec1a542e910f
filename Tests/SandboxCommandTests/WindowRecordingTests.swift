import Foundation
@testable import sandbox
import SandboxKit
@testable import SDLPlatform
import XCTest

/// The window's R (event log) and T (Chrome trace), pressed as a user presses them (key events through
/// the SDL host): each start opens a new file (`name.jsonl`, `name-2.jsonl`, …), stopping never
/// truncates what was recorded, and the status line names the file being written.
final class WindowRecordingTests: HeadlessSandboxTestCase {
    private var base: URL!

    override func setUp() async throws {
        try await super.setUp()
        base = FileManager.default.temporaryDirectory.appendingPathComponent("window-recording-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        if let base { try? FileManager.default.removeItem(at: base) }
        try await super.tearDown()
    }

    private func press(_ key: String) {
        host.handle(.key(key))
        _ = app.settledSnapshot(host: host)
    }

    /// Events happen: tabs 2, then 3.
    private func someEvents() {
        press("2")
        press("3")
    }

    private func lines(_ url: URL) throws -> [[String: Any]] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").map {
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    func testRStartsANewFileEachTimeAndNeverTruncates() async throws {
        let log = base.appendingPathComponent("events.jsonl")
        app.recordPath = log.path
        press("r")
        XCTAssertTrue(app.desk.overlay.status.contains("recording \(log.path)"), app.desk.overlay.status)
        someEvents()
        press("r")
        let first = try lines(log)
        XCTAssertGreaterThan(first.count, 4)
        // R, R: stop, start. The first file keeps every line; the second is a new file.
        press("r")
        let second = base.appendingPathComponent("events-2.jsonl")
        XCTAssertTrue(app.desk.overlay.status.contains("recording \(second.path)"), app.desk.overlay.status)
        press("2")
        press("r")
        XCTAssertEqual(try lines(log).count, first.count, "stopping and starting again truncated nothing")
        let next = try lines(second)
        XCTAssertGreaterThan(next.count, 0)
        let lastSeq = try XCTUnwrap(first.last?["seq"] as? Int), nextSeq = try XCTUnwrap(next.first?["seq"] as? Int)
        XCTAssertGreaterThan(nextSeq, lastSeq, "the second file goes on after the first")
        press("r")
        press("r")
        XCTAssertTrue(FileManager.default.fileExists(atPath: base.appendingPathComponent("events-3.jsonl").path))
        XCTAssertEqual(try lines(log).count, first.count)
        XCTAssertEqual(try lines(second).count, next.count)
    }

    func testTWritesEachTraceToItsOwnFile() async throws {
        let trace = base.appendingPathComponent("trace.json")
        app.chromeTracePath = trace.path
        press("t")
        XCTAssertTrue(app.desk.overlay.status.contains("trace \(trace.path)"), app.desk.overlay.status)
        someEvents()
        press("t")
        press("t")
        press("t")
        press("t")
        let first = try Data(contentsOf: trace)
        let events = try XCTUnwrap((try JSONSerialization.jsonObject(with: first) as? [String: Any])?["traceEvents"] as? [[String: Any]])
        XCTAssertTrue(events.contains { ($0["name"] as? String)?.contains("viewDidAppear") == true }, "T, T, T kept the first trace")
        let second = base.appendingPathComponent("trace-2.json")
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: Data(contentsOf: second)) as? [String: Any])
        XCTAssertTrue(app.desk.overlay.status.contains("trace \(base.appendingPathComponent("trace-3.json").path)"), app.desk.overlay.status)
        press("t")
    }

    func testNumberedNamesSkipFilesThatExist() async {
        var series = OutputSeries(base: "/x/events.jsonl")
        let existing: Set<String> = ["/x/events-2.jsonl"]
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events.jsonl")
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events-3.jsonl")
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events-4.jsonl")
        XCTAssertEqual(OutputSeries.numbered("a.b/log", 2), "a.b/log-2")
        XCTAssertEqual(OutputSeries.numbered(".hidden", 2), ".hidden-2")
    }
}
