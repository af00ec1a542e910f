import Foundation
import XCTest

/// One rule for exit codes and option values across the commands (README, "Exit status"): 2 for a
/// command line or an input the command cannot use, said in one line; nothing a command read from
/// standard input left behind; `diff` linear in a line's length.
final class CommandLineRulesTests: SandboxCommandTestCase {
    /// `sandbox check -k05-dash.swift` was read as short flags including `-h`: help, exit 0, nothing
    /// checked. Before `--` such a name is refused; after it, it is a file like any other.
    func testAFileNameStartingWithADashIsAFileAfterDoubleDashAndAnErrorBefore() async throws {
        _ = try write("-k05-dash.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n")
        for command in ["check", "trace", "run"] {
            let r = try SandboxProcess.run([command, "-k05-dash.swift"], in: folder)
            XCTAssertEqual(r.status, 2, "\(command): \(r.stdout) \(r.stderr)")
            XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("-- -k05-dash.swift"), r.stderr)
            XCTAssertFalse(r.stdout.contains("USAGE"), r.stdout)
        }
        let traced = try SandboxProcess.run(["trace", "--", "-k05-dash.swift"], in: folder)
        XCTAssertEqual(traced.status, 0, traced.stderr)
        XCTAssertTrue(traced.stdout.contains("a.viewDidAppear(false)"), traced.stdout)
        XCTAssertEqual(try SandboxProcess.run(["check", "--update", "--", "-k05-dash.swift"], in: folder).status, 0)
        let checked = try SandboxProcess.run(["check", "--", "-k05-dash.swift"], in: folder)
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertTrue(checked.stdout.hasSuffix("1 passed, 0 failed\n"), checked.stdout)
    }

    /// `--timeout` means the same in every command: `inf` was accepted by `check` (a run never stopped)
    /// and `-1` was "Missing value" (taken for an option).
    func testTimeoutHasOneRuleInEveryCommand() async throws {
        _ = try write("ok.swift", "print(1)\n")
        for command in ["check", "trace", "run"] {
            for value in ["inf", "-1", "0", "nan", "soon"] {
                let r = try SandboxProcess.run([command, "ok.swift", "--timeout", value], in: folder)
                XCTAssertEqual(r.status, 2, "\(command) --timeout \(value): \(r.stderr)")
                XCTAssertTrue(r.stderrLines.first?.contains("--timeout") ?? false, "\(command) --timeout \(value): \(r.stderr)")
                XCTAssertFalse(r.stderr.contains("Missing value"), "\(command) --timeout \(value): \(r.stderr)")
            }
        }
    }

    /// An unreadable log is wrong input (2), as the README says of every command, not a difference (1);
    /// a file that is not an event log at all is refused in one line, not a "skipped" line per line.
    func testDiffRefusesWhatIsNotALog() async throws {
        _ = try write("a.jsonl", #"{"seq":1,"event":"print","message":"x"}"# + "\n")
        var r = try SandboxProcess.run(["diff", "a.jsonl", "missing.jsonl"], in: folder)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines, ["missing.jsonl: error: cannot read the log: no such file or directory"])
        _ = try write("notes.txt", (1...90).map { "line \($0)" }.joined(separator: "\n") + "\n")
        r = try SandboxProcess.run(["diff", "a.jsonl", "notes.txt"], in: folder)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stderrLines, ["notes.txt: error: not an event log (JSON Lines, one event a line): line 1 is not a JSON object"])
        // A log with damaged lines is still a log: the first ten are named, then how many more.
        _ = try write("damaged.jsonl", #"{"seq":1,"event":"print","message":"x"}"# + "\n" + String(repeating: "junk\n", count: 30))
        r = try SandboxProcess.run(["diff", "a.jsonl", "damaged.jsonl"], in: folder)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderrLines.count, 11, r.stderr)
        XCTAssertEqual(r.stderrLines.last, "damaged.jsonl: 20 more lines that are not JSON objects were skipped")
    }

    /// A scenario named on the command line without its trace: one refusal line and exit 2, nothing run
    /// and no "1 failed" summary beside it.
    func testCheckWithoutATraceIsOneRefusal() async throws {
        _ = try write("lonely.swift", "print(1)\n")
        let r = try SandboxProcess.run(["check", "lonely.swift"], in: folder)
        XCTAssertEqual(r.status, 2, r.stderr)
        XCTAssertEqual(r.stdout, "")
        XCTAssertEqual(r.stderrLines, ["lonely.swift: error: no expected trace lonely.trace (sandbox check --update writes it)"])
    }

    /// `diff` reads a line in time linear in its length: a 32 MB line took 39 s when each 1 MB chunk
    /// rescanned and recopied the line so far. Two 48 MB one-line logs that differ in their last byte:
    /// the quadratic reader needed minutes for this, the linear one seconds (the limit is generous).
    func testDiffIsLinearInALinesLength() async throws {
        let body = String(repeating: "x", count: 48 << 20)
        _ = try write("a.jsonl", #"{"seq":1,"event":"print","message":""# + body + "a\"}\n")
        _ = try write("b.jsonl", #"{"seq":1,"event":"print","message":""# + body + "b\"}\n")
        let r = try SandboxProcess.run(["diff", "a.jsonl", "b.jsonl"], in: folder, timeout: 60)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n").map { $0.prefix(16) }, ["- a.jsonl:1 prin", "+ b.jsonl:1 prin"])
    }

    /// `trace -` and `check -` keep what standard input gave only while they read it: nothing of it is
    /// left in the temporary folder.
    func testStandardInputLeavesNothingBehind() async throws {
        let tmp = folder.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        let scenario = Data("class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n".utf8)
        let p = SandboxProcess(["trace", "-"], in: folder, environment: ["TMPDIR": tmp.path], input: scenario)
        try p.start()
        let r = p.finish()
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("a.viewDidAppear(false)"), r.stdout)
        _ = try write("a.trace", r.stdout)
        let c = SandboxProcess(["check", "-", "--expect", "a.trace"], in: folder, environment: ["TMPDIR": tmp.path], input: scenario)
        try c.start()
        let checked = c.finish()
        XCTAssertEqual(checked.status, 0, checked.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: tmp.path), [])
    }

    /// `run` without `--screenshots` skipped each `screenshot(…)` without a word: now one note names
    /// them. (`trace` takes no screenshots and says nothing.)
    func testRunWithoutAScreenshotsFolderSaysWhatItDidNotSave() async throws {
        _ = try write("shot.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nscreenshot(\"first.png\")\nscreenshot(\"second.png\")\n")
        let r = try SandboxProcess.run(["run", "shot.swift"], in: folder)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stderrLines, [#"shot.swift: note: screenshot("first.png", "second.png") not saved: give --screenshots DIR to save them"#])
        let saved = try SandboxProcess.run(["run", "shot.swift", "--screenshots", "shots"], in: folder)
        XCTAssertEqual(saved.status, 0, saved.stderr)
        XCTAssertEqual(saved.stderr, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("shots").path).sorted(), ["first.png", "second.png"])
        let traced = try SandboxProcess.run(["trace", "shot.swift"], in: folder)
        XCTAssertEqual(traced.stderr, "")
    }
}
