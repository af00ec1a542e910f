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
        XCTAssertEqual(nextSeq, lastSeq + 1, "the second file goes on where the first stopped (nothing happened between)")
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

    /// `seq` counts the window session, not the file: the files of one session, read in order, are one
    /// contiguous log when nothing happened while recording was off, across demo switches and recipes'
    /// device processes too (their events are numbered on from the window's).
    func testSeqIsContiguousAcrossTheFilesOfASession() async throws {
        app.recordPath = base.appendingPathComponent("events.jsonl").path
        press("r")
        someEvents()
        press("r")
        press("r")
        try pick(.navigation)
        press("r")
        press("r")
        try pick(.rightOrder)
        press("r")
        press("r")
        try pick(.views)
        press("r")
        var seqs: [Int] = []
        for name in ["events.jsonl", "events-2.jsonl", "events-3.jsonl", "events-4.jsonl"] {
            let file = try lines(base.appendingPathComponent(name))
            XCTAssertFalse(file.isEmpty, name)
            seqs += file.compactMap { $0["seq"] as? Int }
            if name == "events-3.jsonl" {
                XCTAssertTrue(file.contains { $0["controller"] as? String == "b" && $0["event"] as? String == "viewDidAppear" },
                              "the recipe's device events are in the third file")
            }
        }
        let first = try XCTUnwrap(seqs.first)
        XCTAssertEqual(seqs, Array(first...(seqs.last ?? first)), "contiguous across the files")
        XCTAssertGreaterThan(seqs.count, 20)
    }

    /// Without `--record`, R writes `sandbox-events.jsonl` in the current folder; an earlier session's
    /// file of that name is kept and this session's log is the next free number.
    func testTheDefaultNameKeepsAnEarlierSessionsLog() async throws {
        let earlier = "{\"seq\":1,\"frame\":0,\"time\":0,\"event\":\"print\",\"message\":\"an earlier session\"}\n"
        try Data(earlier.utf8).write(to: base.appendingPathComponent("sandbox-events.jsonl"))
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(base.path))
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        press("r")
        XCTAssertTrue(app.desk.overlay.status.contains("recording sandbox-events-2.jsonl"), app.desk.overlay.status)
        someEvents()
        press("r")
        XCTAssertEqual(try String(contentsOf: base.appendingPathComponent("sandbox-events.jsonl"), encoding: .utf8), earlier)
        XCTAssertGreaterThan(try lines(base.appendingPathComponent("sandbox-events-2.jsonl")).count, 4)
    }

    /// A log or a trace that stops being writable while the window runs (here a FIFO whose reader went
    /// away: EPIPE) keeps what it holds, shows the failure in the status line, and makes the exit an
    /// error naming each file, as a full disk does.
    func testOutputsThatFailWhileTheWindowRunsMakeItsExitAnError() async throws {
        signal(SIGPIPE, SIG_IGN)
        let logPipe = base.appendingPathComponent("log.fifo").path, tracePipe = base.appendingPathComponent("trace.fifo").path
        XCTAssertEqual(mkfifo(logPipe, 0o644), 0)
        XCTAssertEqual(mkfifo(tracePipe, 0o644), 0)
        let logReader = open(logPipe, O_RDONLY | O_NONBLOCK), traceReader = open(tracePipe, O_RDONLY | O_NONBLOCK)
        XCTAssertGreaterThanOrEqual(logReader, 0)
        XCTAssertGreaterThanOrEqual(traceReader, 0)
        app.recordPath = logPipe
        app.chromeTracePath = tracePipe
        press("r")
        press("t")
        press("2")
        var buffer = [UInt8](repeating: 0, count: 65536)
        XCTAssertGreaterThan(read(logReader, &buffer, buffer.count), 0, "the log reached its reader")
        close(logReader)
        close(traceReader)
        press("3")
        XCTAssertNil(app.recorder, "recording stopped at the failed write")
        XCTAssertTrue(app.desk.overlay.status.contains("log.fifo"), app.desk.overlay.status)
        press("t")
        XCTAssertTrue(app.desk.overlay.status.contains("trace.fifo"), app.desk.overlay.status)
        XCTAssertThrowsError(try app.finish()) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("log.fifo") && text.contains("pipe"), text)
            XCTAssertTrue(text.contains("trace.fifo") && text.contains("incomplete"), text)
        }
    }

    func testNumberedNamesSkipFilesThatExist() async {
        var series = OutputSeries(base: "/x/events.jsonl")
        let existing: Set<String> = ["/x/events-2.jsonl"]
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events.jsonl")
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events-3.jsonl")
        XCTAssertEqual(series.next { existing.contains($0) }, "/x/events-4.jsonl")
        var unnamed = OutputSeries(base: "/x/events.jsonl", isNamedByUser: false)
        let earlier: Set<String> = ["/x/events.jsonl"]
        XCTAssertEqual(unnamed.next { earlier.contains($0) }, "/x/events-2.jsonl", "a default name never empties an old file")
        XCTAssertEqual(unnamed.next { earlier.contains($0) }, "/x/events-3.jsonl")
        XCTAssertEqual(OutputSeries.numbered("a.b/log", 2), "a.b/log-2")
        XCTAssertEqual(OutputSeries.numbered(".hidden", 2), ".hidden-2")
    }
}
