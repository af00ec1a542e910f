import Foundation
import XCTest

/// Nothing outlives its command, nothing runs unbounded: a process a scenario starts ends with the run
/// and never holds the host waiting; a compile is limited in time, stopped by SIGINT/SIGTERM with every
/// frontend under it, and leaves no work folder; a damaged cached library is rebuilt.
final class ProcessLifetimeTests: CompiledScenarioTestCase {
    /// The pids of processes whose command line contains `needle` (this test's own folder or marker).
    static func processes(mentioning needle: String) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.compactMap { name -> pid_t? in
            guard let pid = pid_t(name), pid != getpid(),
                  let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            let text = String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
            return text.contains(needle) ? pid : nil
        }
    }

    /// Waits until `condition` holds, at most `seconds`; returns whether it did.
    func eventually(_ seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    static let sum = "let x = " + Array(repeating: "1", count: 2000).joined(separator: " + ") + "\n"

    /// A scenario that starts a process which never exits (in a process group of its own, as
    /// Foundation's `Process` makes it): the host waited for the pipes it inherited, past `--timeout`,
    /// forever. Now the run ends as the scenario does, and the process with it, in `trace` and `check`.
    func testAProcessTheScenarioStartsEndsWithTheRun() async throws {
        let marker = "4242.\(getpid())"
        _ = try write("starts.swift", """
            import Foundation
            class A: UIViewController {}
            let a = A()
            window.rootViewController = a
            let p = Process()
            p.executableURL = URL(fileURLWithPath: "/bin/sleep")
            p.arguments = ["\(marker)"]
            try! p.run()
            wait(0.1)

            """)
        let started = Date()
        let r = try sandbox(["trace", "starts.swift", "--timeout", "30"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("a.viewDidAppear(false)"), r.stdout)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20, "the host did not wait for the scenario's process")
        XCTAssertTrue(eventually(2) { Self.processes(mentioning: marker).isEmpty }, "the scenario's process outlived the run")
        _ = try write("starts.trace", r.stdout)
        let c = try sandbox(["check", "starts.swift", "--timeout", "30"])
        XCTAssertEqual(c.status, 0, c.stdout + c.stderr)
        XCTAssertTrue(eventually(2) { Self.processes(mentioning: marker).isEmpty }, "the scenario's process outlived the check")
    }

    /// A compile past `--compile-timeout` is stopped, every frontend with it, and reported at the file.
    func testTheCompileIsLimitedAndSaysWhichFile() async throws {
        _ = try write("sum.swift", Self.sum)
        let started = Date()
        let r = try sandbox(["trace", "sum.swift", "--compile-timeout", "2"])
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines, ["sum.swift: error: the compiler did not finish within 2 s and was stopped (--compile-timeout)"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertTrue(eventually(2) { Self.processes(mentioning: Self.cache.path + "/uikit-sandbox/scenarios/tmp-").isEmpty },
                      "a compiler outlived the command")
    }

    /// The type checker's own limit is on: the 2,000-term sum is its usual error at the line, after
    /// seconds (its default limit is ten minutes).
    func testATypeCheckerExplosionIsAnErrorAtItsLine() async throws {
        _ = try write("sum.swift", Self.sum)
        let r = try sandbox(["trace", "sum.swift"], timeout: 90)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertTrue(r.stderr.hasPrefix("sum.swift:1:9: error: the compiler is unable to type-check this expression in reasonable time"), r.stderr)
    }

    /// SIGTERM (or Ctrl-C's SIGINT) during a compile: the driver and its frontends, which run in process
    /// groups of their own, end with the command, and the compile's work folder is removed.
    func testAnInterruptedCompileLeavesNothingRunningOrBehind() async throws {
        _ = try write("sum.swift", Self.sum)
        for signal in [SIGTERM, SIGINT] {
            let p = SandboxProcess(["trace", "sum.swift"], in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path])
            try p.start()
            let work = Self.cache.path + "/uikit-sandbox/scenarios/tmp-\(p.process.processIdentifier)-"
            XCTAssertTrue(eventually(30) { !Self.processes(mentioning: work).isEmpty }, "the compile started")
            kill(p.process.processIdentifier, signal)
            let r = p.finish()
            XCTAssertEqual(r.status, 128 + signal, r.stderr)
            XCTAssertTrue(r.stderr.contains("sum.swift: interrupted by SIG"), r.stderr)
            XCTAssertTrue(eventually(2) { Self.processes(mentioning: work).isEmpty }, "a compiler outlived the command")
            let left = try FileManager.default.contentsOfDirectory(atPath: Self.cache.path + "/uikit-sandbox/scenarios")
            XCTAssertFalse(left.contains { $0.hasPrefix("tmp-\(p.process.processIdentifier)-") }, "\(left)")
        }
    }

    /// A command killed mid-compile (SIGKILL) cannot remove its work folder: the next compile does.
    func testAKilledCompilesFolderIsRemovedByTheNextOne() async throws {
        _ = try write("sum.swift", Self.sum)
        let p = SandboxProcess(["trace", "sum.swift"], in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path])
        try p.start()
        let pid = p.process.processIdentifier
        let work = Self.cache.path + "/uikit-sandbox/scenarios/tmp-\(pid)-"
        XCTAssertTrue(eventually(30) { !Self.processes(mentioning: work).isEmpty }, "the compile started")
        kill(pid, SIGKILL)
        _ = p.finish()
        let scenarios = Self.cache.path + "/uikit-sandbox/scenarios"
        XCTAssertTrue(try FileManager.default.contentsOfDirectory(atPath: scenarios).contains { $0.hasPrefix("tmp-\(pid)-") })
        _ = try write("ok.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n")
        XCTAssertEqual(try sandbox(["trace", "ok.swift"]).status, 0)
        XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: scenarios).contains { $0.hasPrefix("tmp-\(pid)-") })
    }

    /// A cached library that was truncated or overwritten is found damaged (its size and hash) and
    /// compiled again; before, every run crashed with SIGBUS or status 127 as if the scenario had.
    func testADamagedCachedLibraryIsRebuilt() async throws {
        let text = "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nprint(\"unique \(UUID().uuidString)\")\n"
        _ = try write("cached.swift", text)
        let first = try sandbox(["trace", "cached.swift"])
        XCTAssertEqual(first.status, 0, first.stderr)
        let scenarios = Self.cache.appendingPathComponent("uikit-sandbox/scenarios")
        let libraries = try FileManager.default.contentsOfDirectory(atPath: scenarios.path)
            .map { scenarios.appendingPathComponent($0).appendingPathComponent("scenario.so") }
            .filter { FileManager.default.fileExists(atPath: $0.path) }
        for (i, library) in libraries.enumerated() {
            var bytes = try Data(contentsOf: library)
            if i % 2 == 0 { bytes = bytes.prefix(bytes.count / 2) } else { bytes.replaceSubrange(100..<200, with: Data(repeating: 0xFF, count: 100)) }
            try bytes.write(to: library)
        }
        let again = try sandbox(["trace", "cached.swift"])
        XCTAssertEqual(again.status, 0, again.stderr)
        XCTAssertEqual(again.stdout, first.stdout)
    }

    /// A headless device's heap is capped as a window's is (`--memory-limit`, by default half the
    /// machine's memory): a scenario that allocates without end crashes at once with the runtime's
    /// reason and its line, instead of growing until something outside stops it.
    func testAHeadlessDevicesMemoryIsLimited() async throws {
        _ = try write("greedy.swift", """
            class A: UIViewController {}
            let a = A()
            window.rootViewController = a
            wait(0.1)
            var chunks: [[UInt8]] = []
            for _ in 0..<64 { chunks.append([UInt8](repeating: 1, count: 64 << 20)) }

            """)
        let started = Date()
        let r = try sandbox(["run", "greedy.swift", "--memory-limit", "256", "--log", "log.jsonl"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("greedy.swift:6: error: crashed: Fatal error: failed to allocate"), r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 30)
        XCTAssertEqual(jsonLines(folder.appendingPathComponent("log.jsonl")).last?["event"] as? String, "ended")
    }

    /// `check --format junit --output F` interrupted: it says so and which report it did not write, the
    /// report is not left empty (a new one is removed) or half written, an earlier one is kept as it
    /// was. It used to leave a 0-byte report with no message.
    func testAnInterruptedCheckWritesNoReportAndSaysSo() async throws {
        let marker = "spin-\(getpid())"
        _ = try write("spin.swift", "// \(marker)\nclass A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nwait(0.1)\nvar n = 0\nwhile true { n &+= 1 }\n")
        _ = try write("spin.trace", "a.viewDidLoad()\n")
        for existing in [false, true] {
            let report = folder.appendingPathComponent("report.xml")
            try? FileManager.default.removeItem(at: report)
            if existing { try Data("<earlier/>\n".utf8).write(to: report) }
            let p = SandboxProcess(["check", "spin.swift", "--format", "junit", "--output", "report.xml", "--timeout", "60"],
                                   in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path])
            try p.start()
            // Running: compiled (the first time round), then the device spins for a moment.
            let scenarios = Self.cache.appendingPathComponent("uikit-sandbox/scenarios").path
            func libraries() -> Int {
                ((try? FileManager.default.contentsOfDirectory(atPath: scenarios)) ?? [])
                    .filter { FileManager.default.fileExists(atPath: scenarios + "/" + $0 + "/scenario.so") }.count
            }
            if !existing {
                let before = libraries()
                XCTAssertTrue(eventually(60) { libraries() > before }, "the scenario compiled")
            }
            usleep(2_000_000)
            kill(p.process.processIdentifier, SIGTERM)
            let r = p.finish(timeout: 20)
            XCTAssertEqual(r.status, 128 + SIGTERM, r.stderr)
            XCTAssertTrue(r.stderr.contains("check: interrupted by SIGTERM"), r.stderr)
            XCTAssertTrue(r.stderr.contains("the report report.xml was not written"), r.stderr)
            if existing {
                XCTAssertEqual(try String(contentsOf: report, encoding: .utf8), "<earlier/>\n")
            } else {
                XCTAssertFalse(FileManager.default.fileExists(atPath: report.path), "no empty report is left")
            }
        }
    }
}
