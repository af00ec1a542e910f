import XCTest

/// Hostile input: every bad file or option value gives one clear error line and a non-zero exit,
/// never a crash (a signal) or a hang, and never loses what was already recorded.
final class HostileInputTests: SandboxCommandTestCase {
    /// One error line that names `needle`, exit status 2 (wrong input), no signal.
    func assertCleanError(_ args: [String], mentions needles: [String], status: Int32 = 2,
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let r = try SandboxProcess.run(args, in: folder, timeout: 60, file: file, line: line)
        XCTAssertFalse(r.signalled, "sandbox \(args) died of signal \(r.status): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.status, status, "exit status of sandbox \(args); stderr: \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.stderrLines.count, 1, "one error line: \(r.stderr)", file: file, line: line)
        for n in needles {
            XCTAssertTrue(r.stderr.contains(n), "the error names \(n): \(r.stderr)", file: file, line: line)
        }
    }

    func testMissingFile() async throws {
        for command in ["run", "trace"] {
            try assertCleanError([command, "missing.swift"], mentions: ["missing.swift", "error:"])
        }
    }

    func testDirectoryAsScenario() async throws {
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("dir.swift"), withIntermediateDirectories: true)
        try assertCleanError(["trace", "dir.swift"], mentions: ["dir.swift", "error:"])
    }

    /// Not a regular file: reading /dev/zero never ends, opening a FIFO blocks until a writer comes.
    func testDevicesAndFIFOsAreRefusedWithoutReading() async throws {
        try assertCleanError(["trace", "/dev/zero"], mentions: ["/dev/zero", "error:"])
        XCTAssertEqual(mkfifo(folder.appendingPathComponent("pipe.swift").path, 0o644), 0)
        try assertCleanError(["trace", "pipe.swift"], mentions: ["pipe.swift", "error:"])
    }

    func testUnreadableFile() async throws {
        let url = try write("secret.swift", "print(1)\n")
        chmod(url.path, 0)
        // Root reads any file; the refusal can only be seen as another user.
        if getuid() == 0 {
            let r = try SandboxProcess.run(["trace", "secret.swift"], in: folder)
            XCTAssertEqual(r.status, 0, r.stderr)
        } else {
            try assertCleanError(["trace", "secret.swift"], mentions: ["secret.swift", "error:"])
        }
    }

    /// 100 MB: refused by its size, without reading it all (the run takes well under the timeout).
    func testHugeFile() async throws {
        let url = folder.appendingPathComponent("huge.swift")
        FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        let chunk = Data(String(repeating: "print(\"hello\")\n", count: 1 << 16).utf8)
        var written = 0
        while written < 100 << 20 { handle.write(chunk); written += chunk.count }
        try handle.close()
        try assertCleanError(["trace", "huge.swift"], mentions: ["huge.swift", "bytes"])
    }

    func testBinaryFile() async throws {
        var rng = SystemRandomNumberGenerator()
        let bytes = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &rng) } + [0]
        try Data(bytes).write(to: folder.appendingPathComponent("binary.swift"))
        try assertCleanError(["trace", "binary.swift"], mentions: ["binary.swift", "not a Swift source file"])
        try Data([0xc3, 0x28, 0x41]).write(to: folder.appendingPathComponent("latin.swift"))
        try assertCleanError(["trace", "latin.swift"], mentions: ["latin.swift", "UTF-8"])
    }

    func testDeeplyNestedFile() async throws {
        _ = try write("deep.swift", "let x = " + String(repeating: "(", count: 200_000) + "1" + String(repeating: ")", count: 200_000) + "\n")
        try assertCleanError(["trace", "deep.swift"], mentions: ["deep.swift:1:"])
        _ = try write("closures.swift", String(repeating: "DispatchQueue.main.async {\n", count: 5000) + String(repeating: "}\n", count: 5000))
        try assertCleanError(["trace", "closures.swift"], mentions: ["closures.swift:"])
    }

    func testLogPathThatIsADirectoryOrCannotBeWritten() async throws {
        _ = try write("ok.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("logs"), withIntermediateDirectories: true)
        try assertCleanError(["run", "ok.swift", "--log", "logs"], mentions: ["logs"])
        try assertCleanError(["run", "ok.swift", "--log", "no/such/folder/f.jsonl"], mentions: ["no/such/folder/f.jsonl"])
        try assertCleanError(["run", "ok.swift", "--chrome-trace", "logs"], mentions: ["logs"])
        try assertCleanError(["run", "ok.swift", "--chrome-trace", "no/such/folder/t.json"], mentions: ["no/such/folder/t.json"])
        _ = try write("plain-file", "x")
        try assertCleanError(["run", "ok.swift", "--screenshots", "plain-file"], mentions: ["plain-file"])
    }

    /// A bad `--chrome-trace` is refused before anything runs, so a log from an earlier run that the
    /// command was about to replace is not truncated for nothing.
    func testNothingRecordedIsLostWhenAnotherOutputIsBad() async throws {
        _ = try write("ok.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\n")
        let first = try SandboxProcess.run(["run", "ok.swift", "--log", "kept.jsonl"], in: folder)
        XCTAssertEqual(first.status, 0, first.stderr)
        let before = try Data(contentsOf: folder.appendingPathComponent("kept.jsonl"))
        XCTAssertFalse(before.isEmpty)
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("t.json"), withIntermediateDirectories: true)
        try assertCleanError(["run", "ok.swift", "--log", "kept.jsonl", "--chrome-trace", "t.json"], mentions: ["t.json"])
        XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("kept.jsonl")), before)
    }

    /// Invalid option values: ArgumentParser's error, whose first line names the option and the value.
    func testInvalidOptionValues() async throws {
        _ = try write("ok.swift", "print(1)\n")
        for (args, needle) in [(["trace", "ok.swift", "--profile", "ios4"], "ios4"),
                               (["run", "ok.swift", "--bogus"], "--bogus")] {
            let r = try SandboxProcess.run(args, in: folder)
            XCTAssertFalse(r.signalled, r.stderr)
            XCTAssertNotEqual(r.status, 0, "\(args)")
            XCTAssertTrue(r.stderrLines.first?.contains(needle) ?? false, "\(args): \(r.stderr)")
            XCTAssertTrue(r.stderrLines.first?.hasPrefix("Error:") ?? false, "\(args): \(r.stderr)")
        }
    }
}
