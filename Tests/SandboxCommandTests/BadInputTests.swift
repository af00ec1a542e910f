import Foundation
import XCTest

/// Every command answers each kind of bad input the same way (README, "Exit status"; each command's
/// `--help`): exit status 2 and one line on standard error naming what was wrong, never help, a usage
/// screen, a signal or exit 0. The kinds: an unknown option, a bad option value, a missing file, a file
/// that cannot be read, a file that is not what the command reads.
final class BadInputTests: SandboxCommandTestCase {
    /// No display, so a command that wrongly got as far as opening its window fails differently.
    private let noDisplay: Set<String> = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]

    private func assertRefused(_ args: [String], mentions needles: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let p = SandboxProcess(args, in: folder, unset: noDisplay)
        try p.start()
        let r = p.finish(timeout: 60)
        XCTAssertFalse(r.signalled, "sandbox \(args) died of signal \(r.status): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.status, 2, "sandbox \(args): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stderrLines.count, 1, "sandbox \(args): one line: \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stdout, "", "sandbox \(args): nothing on standard output", file: file, line: line)
        for needle in needles {
            XCTAssertTrue(r.stderr.contains(needle), "sandbox \(args): names \(needle): \(r.stderr)", file: file, line: line)
        }
    }

    override func setUp() async throws {
        try await super.setUp()
        _ = try write("ok.swift", "print(1)\n")
        _ = try write("ok.trace", "# nothing\n")
        _ = try write("a.jsonl", #"{"seq":1,"event":"print","message":"x"}"# + "\n")
        _ = try write("notes.txt", (1...90).map { "line \($0)" }.joined(separator: "\n") + "\n")
        // A link to itself cannot be read by anyone, root included (ELOOP).
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop.swift").path, withDestinationPath: "loop.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("loop.jsonl").path, withDestinationPath: "loop.jsonl")
        try Data([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3]).write(to: folder.appendingPathComponent("binary.swift"))
        _ = try write("binary.trace", "# nothing\n")
    }

    func testTrace() async throws {
        try assertRefused(["trace", "ok.swift", "--bogus"], mentions: ["Unknown option '--bogus'", "sandbox trace --help"])
        try assertRefused(["trace", "ok.swift", "--memory-limit", "-5"], mentions: ["--memory-limit", "-5"])
        try assertRefused(["trace", "ok.swift", "--compile-timeout", "inf"], mentions: ["--compile-timeout", "inf"])
        try assertRefused(["trace", "ok.swift", "--appearance", "purple"], mentions: ["--appearance", "purple"])
        try assertRefused(["trace", "ok.swift", "--text-size", "huge"], mentions: ["--text-size", "huge"])
        try assertRefused(["trace", "missing.swift"], mentions: ["missing.swift: error:", "No such file"])
        try assertRefused(["trace", "loop.swift"], mentions: ["loop.swift: error:", "symbolic links"])
        try assertRefused(["trace", "binary.swift"], mentions: ["binary.swift: error:", "not a Swift source file"])
        try assertRefused(["trace", "/dev/zero"], mentions: ["/dev/zero: error:", "not a regular file"])
    }

    func testRun() async throws {
        try assertRefused(["run", "ok.swift", "--bogus"], mentions: ["Unknown option '--bogus'", "sandbox run --help"])
        try assertRefused(["run", "ok.swift", "--timeout", "-1"], mentions: ["--timeout", "-1"])
        try assertRefused(["run", "ok.swift", "--appearance", "purple"], mentions: ["--appearance", "purple"])
        try assertRefused(["run", "missing.swift"], mentions: ["missing.swift: error:", "No such file"])
        try assertRefused(["run", "loop.swift"], mentions: ["loop.swift: error:", "symbolic links"])
        try assertRefused(["run", "binary.swift"], mentions: ["binary.swift: error:", "not a Swift source file"])
        try assertRefused(["run", "ok.swift", "--log", "."], mentions: ["directory"])
    }

    func testCheck() async throws {
        try assertRefused(["check", "ok.swift", "--bogus"], mentions: ["Unknown option '--bogus'", "sandbox check --help"])
        for (option, value) in [("--jobs", "0"), ("--jobs", "-1"), ("--memory-limit", "nan"), ("--timeout", "inf"), ("--shard", "3/2"),
                                ("--appearance", "purple"), ("--text-size", "0")] {
            try assertRefused(["check", "ok.swift", option, value], mentions: [option, value])
        }
        try assertRefused(["check", "missing.swift"], mentions: ["missing.swift: error:", "No such file"])
        // It said "No such file or directory" of a file that is there but cannot be read.
        try assertRefused(["check", "loop.swift"], mentions: ["loop.swift: error:", "symbolic links"])
        try assertRefused(["check", "notes.txt"], mentions: ["notes.txt: error: no expected trace"])
        try assertRefused(["check", "ok.swift", "--format", "junit", "--output", "."], mentions: ["directory"])
        let binary = try SandboxProcess.run(["check", "binary.swift"], in: folder)
        XCTAssertEqual(binary.status, 2, binary.stderr)
        XCTAssertTrue(binary.stderr.contains("binary.swift: error: this is not a Swift source file"), binary.stderr)
    }

    func testDiff() async throws {
        try assertRefused(["diff", "a.jsonl", "a.jsonl", "--bogus"], mentions: ["Unknown option '--bogus'", "sandbox diff --help"])
        try assertRefused(["diff", "a.jsonl", "-x"], mentions: ["'-x'"])
        try assertRefused(["diff", "a.jsonl"], mentions: ["Missing expected argument", "sandbox diff --help"])
        try assertRefused(["diff", "a.jsonl", "missing.jsonl"], mentions: ["missing.jsonl: error: cannot read the log"])
        try assertRefused(["diff", "a.jsonl", "loop.jsonl"], mentions: ["loop.jsonl: error: cannot read the log", "symbolic links"])
        try assertRefused(["diff", "a.jsonl", "notes.txt"], mentions: ["notes.txt: error: not an event log"])
        try assertRefused(["diff", "a.jsonl", "."], mentions: [".: error: cannot read the log: not a regular file"])
    }

    /// `open` refuses before its window what it could never show; what is wrong inside a file shows in
    /// the window, where saving the file tries again.
    func testOpen() async throws {
        try assertRefused(["open", "ok.swift", "--bogus"], mentions: ["Unknown option '--bogus'", "sandbox open --help"])
        try assertRefused(["open", "ok.swift", "--size", "0x0"], mentions: ["--size", "0x0"])
        try assertRefused(["open", "ok.swift", "--size", "-4x4"], mentions: ["--size", "-4x4"])
        try assertRefused(["open", "missing.swift"], mentions: ["missing.swift: error:", "No such file"])
        try assertRefused(["open", "loop.swift"], mentions: ["loop.swift: error:", "symbolic links"])
        try assertRefused(["open", "/dev/zero"], mentions: ["/dev/zero: error:", "not a regular file"])
        try assertRefused(["open", "ok.swift", "--record", "."], mentions: ["directory"])
    }

    func testTheWindow() async throws {
        try assertRefused(["--bogus"], mentions: ["Unknown option '--bogus'", "sandbox --help"])
        try assertRefused(["--threads", "0"], mentions: ["--threads", "0"])
        try assertRefused(["--slow", "inf"], mentions: ["--slow", "inf"])
        try assertRefused(["--slow", "-2"], mentions: ["--slow", "-2"])
        try assertRefused(["--record", "."], mentions: ["directory"])
    }

    /// A file named with a leading dash is refused before `--` wherever it stands: after a flag (an
    /// option without a value) or an unknown option, `check --strict -k05-dash.swift` must not reach
    /// ArgumentParser, which reads it as short flags with `-h` among them (help, exit 0). After an option
    /// that takes a value it is that value, refused by the option's own rule. Every option each
    /// command's help lists is tried.
    func testADashedFileIsRefusedAfterAnyFlagAndADashedValueIsTheOptions() async throws {
        for command in ["trace", "run", "check", "diff", "open", "window"] {
            let help = try SandboxProcess.run([command, "--help"], in: folder)
            XCTAssertEqual(help.status, 0, help.stderr)
            XCTAssertTrue(help.stdout.contains("Exit status: 0 as expected, 1 a trace or log differs"), "\(command) --help states the rule")
            let options = help.stdout.components(separatedBy: "OPTIONS:").last!.split(separator: "\n").compactMap { line -> (String, Bool)? in
                let words = line.split(separator: " ")
                guard let first = words.first, first.hasPrefix("--") else { return nil }
                return (String(first), words.count > 1 && words[1].hasPrefix("<"))
            }.filter { $0.0 != "--help" && $0.0 != "--version" }
            XCTAssertFalse(command != "diff" && options.count < 2, "\(command): \(help.stdout)")
            let prefix = command == "window" ? [] : [command]
            for (option, takesValue) in options {
                if takesValue {
                    let r = try SandboxProcess.run(prefix + [option, "-4x4h"], in: folder)
                    XCTAssertEqual(r.status, 2, "\(command) \(option) -4x4h: \(r.stderr)")
                    XCTAssertFalse(r.stderr.contains("is not an option"), "\(command) \(option): the value is the option's: \(r.stderr)")
                } else {
                    try assertRefused(prefix + [option, "-k05-dash.swift"], mentions: ["-- -k05-dash.swift"])
                }
            }
            try assertRefused(prefix + ["--bogus", "-k05-dash.swift"], mentions: ["-- -k05-dash.swift"])
        }
    }
}
