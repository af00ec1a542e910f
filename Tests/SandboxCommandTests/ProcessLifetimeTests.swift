import DeviceLink
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

    /// 20,000 trivial lines: a long compile, a quiet one (a frontend writing nothing never notices
    /// that its driver has gone).
    static let longFile = String(repeating: "_ = 1\n", count: 20_000)

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

    /// Every process under `root` now (by parent), for checking after `root` is killed that none is left.
    static func descendants(of root: pid_t) -> [pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var parents: [pid_t: pid_t] = [:]
        for name in names {
            guard let pid = pid_t(name), let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { continue }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            if fields.count > 1, let parent = pid_t(fields[1]) { parents[pid] = parent }
        }
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            for (pid, parent) in parents where parent == next && !found.contains(pid) { found.append(pid); frontier.append(pid) }
        }
        return found
    }

    /// Whether `pid` is still a live process (not gone, not a zombie).
    static func isRunning(_ pid: pid_t) -> Bool { !ProcessTree.hasEnded(pid) }

    /// `sandbox trace` and `check` killed outright (SIGKILL: nothing of theirs runs) while the scenario's
    /// own process runs: the device, the fork server and the scenario's process (in a process group of
    /// its own, as Foundation's `Process` makes it) all end. Before, the device died of its parent-death
    /// signal alone and the scenario's process ran on, re-parented to init.
    func testKillingTheCommandEndsTheScenariosProcesses() async throws {
        for command in ["trace", "check"] {
            let marker = "\(command == "trace" ? 4343 : 4344).\(getpid())"
            _ = try write("holds-\(command).swift", """
                import Foundation
                class A: UIViewController {}
                let a = A()
                window.rootViewController = a
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/bin/sleep")
                p.arguments = ["\(marker)"]
                try! p.run()
                sleep(60)

                """)
            _ = try write("holds-\(command).trace", "a.viewDidLoad()\n")
            let temporary = folder.appendingPathComponent("tmp-\(command)")
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
            let p = SandboxProcess([command, "holds-\(command).swift"], in: folder,
                                   environment: ["XDG_CACHE_HOME": Self.cache.path, "TMPDIR": temporary.path])
            try p.start()
            XCTAssertTrue(eventually(90) { !Self.processes(mentioning: marker).isEmpty }, "\(command): the scenario started its process")
            let under = Self.descendants(of: p.process.processIdentifier)
            XCTAssertFalse(under.isEmpty)
            kill(p.process.processIdentifier, SIGKILL)
            _ = p.finish()
            XCTAssertTrue(eventually(3) { Self.processes(mentioning: marker).isEmpty }, "\(command): the scenario's process outlived the command")
            XCTAssertTrue(eventually(3) { !under.contains(where: Self.isRunning) },
                          "\(command): left running: \(under.filter(Self.isRunning).map(Self.name))")
            // The run's data folder (AppContainer) goes with the device or the fork server that held it.
            XCTAssertTrue(eventually(3) { ((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []).isEmpty },
                          "\(command): left in TMPDIR: \((try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? [])")
        }
    }

    /// A process that leaves everything a scenario's process could be found by (its environment
    /// emptied, a session of its own, its parent gone) still ends with a run that times out or crashes:
    /// the device adopts it while it runs, the command once the device has ended.
    func testAProcessThatHidesEndsWithARunThatTimesOutOrCrashes() async throws {
        for (ending, last) in [("timeout", "while true {}"), ("crash", "wait(0.2)\nfatalError(\"on purpose\")")] {
            let marker = "\(ending == "timeout" ? 4545 : 4546).\(getpid())"
            _ = try write("hides-\(ending).swift", """
                import Foundation
                class A: UIViewController {}
                let a = A()
                window.rootViewController = a
                let p = Process()
                p.executableURL = URL(fileURLWithPath: "/bin/sh")
                p.arguments = ["-c", "setsid /bin/sleep \(marker) & exit 0"]
                p.environment = [:]
                try! p.run()
                wait(0.5)
                \(last)

                """)
            let r = try sandbox(["trace", "hides-\(ending).swift", "--timeout", "3"])
            XCTAssertEqual(r.status, 3, r.stderr)
            XCTAssertTrue(eventually(2) { Self.processes(mentioning: marker).isEmpty }, "\(ending): the hidden process outlived the run")
        }
    }

    /// `sandbox` killed outright (SIGKILL) mid-compile: the driver and the frontends it started in
    /// process groups of their own end with it. Before, only the driver had a parent-death signal and
    /// the frontends compiled on for minutes.
    func testKillingTheCommandMidCompileEndsEveryCompilerProcess() async throws {
        _ = try write("long.swift", "// \(UUID().uuidString)\n" + Self.longFile)
        let p = SandboxProcess(["trace", "long.swift"], in: folder, environment: ["XDG_CACHE_HOME": Self.cache.path])
        try p.start()
        let pid = p.process.processIdentifier
        XCTAssertTrue(eventually(30) { Self.descendants(of: pid).contains { Self.isFrontend($0) } }, "a frontend started")
        let under = Self.descendants(of: pid)
        kill(pid, SIGKILL)
        _ = p.finish()
        XCTAssertTrue(eventually(3) { !under.contains(where: Self.isRunning) },
                      "a compiler outlived the command: \(under.filter(Self.isRunning).map(Self.name))")
    }

    static func name(_ pid: pid_t) -> String {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "\(pid)"
    }

    static func isFrontend(_ pid: pid_t) -> Bool { name(pid).hasPrefix("swift-frontend") }

    /// Nothing is left in TMPDIR: not by a compile (the Swift driver leaves a `TemporaryDirectory.XXXXXX`
    /// folder behind on every run, and 4,000 of them piled up in /tmp), not by a scenario read from
    /// standard input (its copy was a file there), not even when the command is killed mid-compile.
    func testNothingIsLeftInTheTemporaryFolder() async throws {
        let temporary = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        let environment = ["XDG_CACHE_HOME": Self.cache.path, "TMPDIR": temporary.path]
        let text = "// \(UUID().uuidString)\nclass A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n"
        _ = try write("fresh.swift", text)
        XCTAssertEqual(try sandbox(["trace", "fresh.swift"], environment: environment).status, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "a compile")

        let piped = SandboxProcess(["trace", "-"], in: folder, environment: environment, input: Data(("// \(UUID().uuidString)\n" + text).utf8))
        try piped.start()
        let r = piped.finish()
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("a.viewDidAppear(false)"), r.stdout)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "a scenario from standard input")

        let killed = SandboxProcess(["trace", "-"], in: folder, environment: environment, input: Data(("// \(UUID().uuidString)\n" + Self.sum).utf8))
        try killed.start()
        let pid = killed.process.processIdentifier
        XCTAssertTrue(eventually(30) { Self.descendants(of: pid).contains { Self.isFrontend($0) } }, "a frontend started")
        let under = Self.descendants(of: pid)
        kill(pid, SIGKILL)
        _ = killed.finish()
        XCTAssertTrue(eventually(3) { !under.contains(where: Self.isRunning) })
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.path), [], "a compile killed outright")
    }

    /// A line of the runtime's shape that the scenario itself wrote on stderr is output, not the reason
    /// for a crash that comes later: the crash is told by its signal, the line is passed on.
    func testAFatalErrorLineTheScenarioWritesIsNotACrashsReason() async throws {
        _ = try write("mentions.swift", """
            import Foundation
            class A: UIViewController {}
            let a = A()
            window.rootViewController = a
            FileHandle.standardError.write(Data("x.swift:3: Fatal error: only a log line\\n".utf8))
            wait(0.1)
            let p = UnsafeMutablePointer<Int>(bitPattern: 8)!
            p.pointee = 1

            """)
        let r = try sandbox(["trace", "mentions.swift"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("mentions.swift:8: error: crashed: bad memory access (SIGSEGV)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("x.swift:3: Fatal error: only a log line"), "the line is output: \(r.stderr)")
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
        XCTAssertTrue(r.stderr.contains("greedy.swift:6: error: crashed: out of memory (the heap limit, --memory-limit): Fatal error: failed to allocate"), r.stderr)
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
