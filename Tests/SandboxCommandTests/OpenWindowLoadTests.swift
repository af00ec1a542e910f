import Foundation
import XCTest

/// `sandbox open` as a user runs it (the real executable and its own run loop, on SDL's dummy driver, so
/// nothing but the device and the file wakes it), under what careless or hostile use brings: a device
/// that prints without end while both recordings run, and a burst of saves of the opened file.
final class OpenWindowLoadTests: SandboxCommandTestCase {
    /// Polls `condition` every 50 ms for up to `timeout` seconds; whether it held.
    private func waitFor(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return false
    }

    private func text(_ name: String) -> String {
        FileManager.default.contents(atPath: folder.appendingPathComponent(name).path).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }

    private static func residentMegabytes(_ pid: Int32) -> Int {
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0) / 1024
    }

    /// A device printing as fast as it can, recorded to the log and the Chrome trace: the window's memory
    /// stays flat and SIGTERM ends it within seconds, with both files whole. (The trace kept every
    /// event in memory and was encoded at quit: 1.7 GB after 90 s of flood, and a SIGTERM then took
    /// minutes while the window grew past 4.5 GB.)
    func testAFloodRecordedToBothFilesKeepsMemoryFlatAndSIGTERMQuitsAtOnce() async throws {
        let scenario = try write("flood.swift", """
            class Page: UIViewController {}
            let a = Page()
            window.rootViewController = a
            var i = 0
            while true {
                i += 1
                print("line \\(i) of a flood, with some text to make it longer")
            }
            """)
        let p = SandboxProcess(["open", scenario.path, "--record", "F.jsonl", "--chrome-trace", "T.json"], in: folder)
        try p.start()
        let pid = p.process.processIdentifier
        addTeardownBlock { if p.process.isRunning { kill(pid, SIGKILL); p.process.waitUntilExit() } }
        XCTAssertTrue(waitFor(timeout: 120) { text("F.jsonl").contains("of a flood") }, "the flood reached the log")
        sleep(2)
        let before = Self.residentMegabytes(pid)
        sleep(10)
        let after = Self.residentMegabytes(pid)
        XCTAssertLessThan(after - before, 100, "the window's memory stayed flat in 10 s of flood (\(before) -> \(after) MB)")
        let quit = Date()
        kill(pid, SIGTERM)
        let outcome = p.finish(timeout: 30)
        XCTAssertLessThan(Date().timeIntervalSince(quit), 8, "SIGTERM ended the window within seconds")
        XCTAssertEqual(outcome.status, 0, outcome.stderr)

        let logged = jsonLines(folder.appendingPathComponent("F.jsonl"))
        XCTAssertGreaterThan(logged.count, 10_000)
        XCTAssertEqual(logged.compactMap { $0["seq"] as? Int }, Array(1...logged.count), "the log holds every event, in order")
        let trace = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("T.json"))) as? [String: Any])
        let items = try XCTUnwrap(trace["traceEvents"] as? [[String: Any]])
        let seqs = items.filter { $0["ph"] as? String == "i" }.compactMap { ($0["args"] as? [String: Any])?["seq"] as? Int }
        XCTAssertEqual(seqs, Array(1...logged.count), "the trace holds every logged event")
        XCTAssertTrue(items.contains { $0["name"] as? String == "thread_name" && ($0["args"] as? [String: Any])?["name"] as? String == "a" })
    }

    /// Fifteen saves 0.15 s apart (a formatter on save, an autosave): with no input at all, the window
    /// relaunches once, after the last save, and runs the last version. (Each save relaunched the device,
    /// and the window could end asleep with a save pending until the mouse moved.)
    func testABurstOfSavesIsOneRelaunchAfterTheLastWithoutInput() async throws {
        func version(_ n: Int) -> String {
            "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\nprint(\"version \\(\(n))\")\n"
        }
        let scenario = try write("burst.swift", version(0))
        let p = SandboxProcess(["open", scenario.path, "--record", "F.jsonl"], in: folder)
        try p.start()
        let pid = p.process.processIdentifier
        addTeardownBlock { if p.process.isRunning { kill(pid, SIGKILL); p.process.waitUntilExit() } }
        XCTAssertTrue(waitFor(timeout: 120) { text("F.jsonl").contains(#""message":"version 0""#) }, "the first version ran")
        for n in 1...15 {
            try Data(version(n).utf8).write(to: scenario)
            usleep(150_000)
        }
        XCTAssertTrue(waitFor(timeout: 120) { text("F.jsonl").contains(#""message":"version 15""#) }, "the last version runs, no input needed")
        sleep(2)
        kill(pid, SIGTERM)
        let outcome = p.finish(timeout: 30)
        XCTAssertEqual(outcome.status, 0, outcome.stderr)
        let messages = jsonLines(folder.appendingPathComponent("F.jsonl")).compactMap { $0["message"] as? String }
        XCTAssertEqual(messages.filter { $0.hasPrefix("— burst.swift saved") }.count, 1, "one relaunch for the burst: \(messages)")
        XCTAssertEqual(messages.filter { $0.hasPrefix("version ") }, ["version 0", "version 15"])
    }
}
