import XCTest

/// Durable logs: a recording `sandbox run … --log` killed mid-run leaves a valid JSON Lines log
/// up to its last complete line with no event missing before it; SIGINT and SIGTERM stop the run with
/// the log and the Chrome trace flushed and closed.
final class DurableLogTests: SandboxCommandTestCase {
    /// A scenario that records an event every few frames for minutes of virtual time.
    func writeLongScenario(lines: Int = 6000) throws -> String {
        let text = "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\n"
            + "for _ in 0..<\(lines / 2) {\n    memoryWarning()\n    wait(0.05)\n}\n"
        _ = try write("long.swift", text)
        return "long.swift"
    }

    /// Starts a recording run and returns once its log holds at least `lines` lines.
    /// The runs' own temporary folder, to see that a killed run leaves nothing there.
    var temporary: URL { folder.appendingPathComponent("tmp") }

    func startRecording(_ extra: [String] = [], lines: Int = 40) throws -> SandboxProcess {
        let scenario = try writeLongScenario()
        // A log left by an earlier round would look ready before this process has started.
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("log.jsonl"))
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let p = SandboxProcess(["run", scenario, "--log", "log.jsonl"] + extra, in: folder, environment: ["TMPDIR": temporary.path])
        try p.start()
        let log = folder.appendingPathComponent("log.jsonl").path
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline && p.process.isRunning {
            let count = FileManager.default.contents(atPath: log).map { $0.filter { $0 == UInt8(ascii: "\n") }.count } ?? 0
            if count >= lines { break }
            usleep(20_000)
        }
        XCTAssertTrue(p.process.isRunning, "the scenario ended before the signal; make it longer")
        return p
    }

    func testSIGKILLLeavesEveryCompleteLineValidAndNoEventMissing() async throws {
        for _ in 0..<3 {
            let p = try startRecording()
            kill(p.process.processIdentifier, SIGKILL)
            let r = p.finish()
            XCTAssertTrue(r.signalled)
            let objects = jsonLines(folder.appendingPathComponent("log.jsonl"), allowTornLastLine: true)
            XCTAssertGreaterThanOrEqual(objects.count, 40)
            assertContiguous(objects)
            XCTAssertTrue(objects.contains { $0["event"] as? String == "didReceiveMemoryWarning" })
            // The device outlives its killed host long enough to remove the run's data folder.
            var left = ["?"]
            for _ in 0..<30 where !left.isEmpty {
                left = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
                if !left.isEmpty { usleep(100_000) }
            }
            XCTAssertEqual(left, [], "left in TMPDIR")
        }
    }

    func testSIGTERMAndSIGINTFlushAndCloseTheLogAndTheChromeTrace() async throws {
        for (signal, status) in [(SIGTERM, Int32(143)), (SIGINT, Int32(130))] {
            let p = try startRecording(["--chrome-trace", "trace.json"])
            kill(p.process.processIdentifier, signal)
            let r = p.finish(timeout: 30)
            XCTAssertFalse(r.signalled, "signal \(signal) should be handled, not fatal")
            XCTAssertEqual(r.status, status, r.stderr)
            XCTAssertEqual(r.stderrLines.filter { $0.contains("interrupted") }.count, 1, r.stderr)
            // Closed properly: no torn last line.
            let objects = jsonLines(folder.appendingPathComponent("log.jsonl"))
            XCTAssertGreaterThanOrEqual(objects.count, 40)
            assertContiguous(objects)
            let data = try Data(contentsOf: folder.appendingPathComponent("trace.json"))
            let trace = try JSONSerialization.jsonObject(with: data) as? [String: Any]
            let events = trace?["traceEvents"] as? [[String: Any]] ?? []
            let seqs = events.compactMap { ($0["args"] as? [String: Any])?["seq"] as? Int }
            XCTAssertEqual(Set(seqs).count, objects.count, "the Chrome trace holds every logged event")
        }
    }
}
