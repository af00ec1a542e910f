import XCTest

/// Output files (`--log`, `--chrome-trace`, `--record`, `--screenshot`, standard output): written in
/// place, never replaced; devices refused with one line naming the path; a second run on a locked log
/// refused at once; a full disk, an I/O error or a closed pipe ends the command with an error that says
/// what was lost, every complete line kept.
final class OutputFileTests: SandboxCommandTestCase {
    private func okScenario() throws -> String {
        _ = try write("ok.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nprint(\"done\")\n")
        return "ok.swift"
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func fileType(_ name: String) -> mode_t {
        var info = stat()
        XCTAssertEqual(lstat(path(name), &info), 0, "\(name) exists")
        return info.st_mode & S_IFMT
    }

    /// Exit `status` (2, the command line is wrong, for an output refused before the run; 1 for output
    /// lost during it), no signal, one stderr line naming `needles`.
    private func assertOneLineError(_ r: SandboxProcess.Outcome, _ needles: [String], status: Int32 = 1, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(r.signalled, "died of signal \(r.status): \(r.stderr)", file: file, line: line)
        XCTAssertEqual(r.status, status, r.stderr, file: file, line: line)
        XCTAssertEqual(r.stderrLines.count, 1, r.stderr, file: file, line: line)
        for n in needles { XCTAssertTrue(r.stderr.contains(n), "mentions \(n): \(r.stderr)", file: file, line: line) }
    }

    /// A private copy of /dev/full (mknod needs root): refused for every output, and still a device.
    func testADeviceNodeIsRefusedAndNotReplaced() async throws {
        guard getuid() == 0 else { throw XCTSkip("mknod needs root") }
        let scenario = try okScenario()
        XCTAssertEqual(mknod(path("full"), S_IFCHR | 0o666, dev_t((1 << 8) | 7)), 0)
        for args in [["run", scenario, "--log", "full"], ["run", scenario, "--chrome-trace", "full"]] {
            let r = try SandboxProcess.run(args, in: folder)
            assertOneLineError(r, ["full", "error:", "device"], status: 2)
            XCTAssertEqual(fileType("full"), S_IFCHR, "\(args): the node is still a device")
        }
        let shot = try SandboxProcess.run(["--screenshot", "full"], in: folder)
        XCTAssertEqual(shot.status, 1, shot.stderr)
        XCTAssertTrue(shot.stderr.contains("full") && shot.stderr.contains("device"), shot.stderr)
        XCTAssertEqual(fileType("full"), S_IFCHR)
        let window = try SandboxProcess.run(["--record", "full", "--screenshot", "s.png"], in: folder)
        XCTAssertEqual(window.status, 2, "refused before anything ran: \(window.stderr)")
        XCTAssertEqual(fileType("full"), S_IFCHR)
    }

    /// A FIFO nobody reads is refused at once (not waited on); one with a reader gets the log.
    func testAFIFOIsWrittenWhenReadAndRefusedWhenNot() async throws {
        let scenario = try okScenario()
        XCTAssertEqual(mkfifo(path("pipe"), 0o644), 0)
        let r = try SandboxProcess.run(["run", scenario, "--log", "pipe"], in: folder, timeout: 20)
        assertOneLineError(r, ["pipe", "FIFO", "no process is reading"], status: 2)
        XCTAssertEqual(fileType("pipe"), S_IFIFO)

        final class Box: @unchecked Sendable { var data = Data() }
        let received = Box()
        let reader = Thread { [path = path("pipe")] in
            if let h = FileHandle(forReadingAtPath: path) { received.data = h.readDataToEndOfFile() }
        }
        reader.start()
        usleep(200_000)
        let ok = try SandboxProcess.run(["run", scenario, "--log", "pipe"], in: folder, timeout: 20)
        XCTAssertEqual(ok.status, 0, ok.stderr)
        let deadline = Date().addingTimeInterval(20)
        while !reader.isFinished, Date() < deadline { usleep(10_000) }
        if !reader.isFinished {
            // Unblock the reader (the sandbox never opened the FIFO) so the test ends.
            XCTFail("the sandbox did not write the FIFO")
            FileHandle(forWritingAtPath: path("pipe"))?.closeFile()
        }
        let lines = String(decoding: received.data, as: UTF8.self).split(separator: "\n")
        XCTAssertTrue(lines.contains { $0.contains("\"viewDidAppear\"") }, "\(lines)")
        XCTAssertEqual(fileType("pipe"), S_IFIFO)
    }

    /// A symlink is followed (its target holds the log) and stays a symlink; a hard link shares the
    /// new content: the path was opened, not replaced.
    func testSymlinksAndHardLinksAreWrittenThrough() async throws {
        let scenario = try okScenario()
        _ = try write("target.jsonl", "old\n")
        XCTAssertEqual(symlink("target.jsonl", path("link.jsonl")), 0)
        _ = try write("hard.json", "old")
        XCTAssertEqual(link(path("hard.json"), path("other-name.json")), 0)
        let r = try SandboxProcess.run(["run", scenario, "--log", "link.jsonl", "--chrome-trace", "hard.json"], in: folder)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(fileType("link.jsonl"), S_IFLNK)
        let objects = jsonLines(folder.appendingPathComponent("target.jsonl"))
        XCTAssertGreaterThan(objects.count, 3)
        assertContiguous(objects)
        let trace = try Data(contentsOf: folder.appendingPathComponent("other-name.json"))
        XCTAssertNotNil(try JSONSerialization.jsonObject(with: trace) as? [String: Any], "the other name shares the trace")
    }

    /// A second run given the log another run is writing fails at once, and the first run's log is whole.
    func testASecondRunOnTheSameLogFailsAtOnce() async throws {
        var text = "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\n"
        text += "for _ in 0..<3000 {\n    memoryWarning()\n    wait(0.05)\n}\n"
        _ = try write("long.swift", text)
        let first = SandboxProcess(["run", "long.swift", "--log", "log.jsonl"], in: folder)
        try first.start()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, (FileManager.default.contents(atPath: path("log.jsonl"))?.count ?? 0) < 2000 { usleep(20_000) }
        // Held still (with its lock) while the second run tries, however fast the first would finish.
        XCTAssertTrue(first.process.isRunning, "the first run ended too soon; make it longer")
        kill(first.process.processIdentifier, SIGSTOP)
        let start = Date()
        let second = try SandboxProcess.run(["run", "long.swift", "--log", "log.jsonl"], in: folder, timeout: 30)
        XCTAssertLessThan(Date().timeIntervalSince(start), 20, "refused at once, not after its run")
        assertOneLineError(second, ["log.jsonl", "another process is writing"], status: 2)
        kill(first.process.processIdentifier, SIGCONT)
        kill(first.process.processIdentifier, SIGTERM)
        let r = first.finish(timeout: 30)
        XCTAssertEqual(r.status, 143, r.stderr)
        let objects = jsonLines(folder.appendingPathComponent("log.jsonl"))
        XCTAssertGreaterThan(objects.count, 8)
        assertContiguous(objects)
    }

    /// Folders with a few KB free: a 64 KB tmpfs when mounting works (root), and always a folder under
    /// a file size limit (`ulimit -f 64`: the kernel fails the write that would pass 64 KB with EFBIG),
    /// the injected failure that needs no privileges. Each with the shell prefix that runs a command there.
    private func smallDisks() throws -> [(folder: String, prefix: String)] {
        let limited = path("limited")
        try FileManager.default.createDirectory(atPath: limited, withIntermediateDirectories: true)
        var disks = [(limited, "ulimit -f 64; ")]
        if let mounted = try mountedSmallDisk() { disks.insert((mounted, ""), at: 0) }
        return disks
    }

    /// A 64 KB tmpfs, or nil when this machine does not let the test mount one.
    private func mountedSmallDisk() throws -> String? {
        let disk = path("disk")
        try FileManager.default.createDirectory(atPath: disk, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=64k", "tmpfs", disk]
        mount.standardError = FileHandle.nullDevice
        if (try? mount.run()) != nil {
            mount.waitUntilExit()
            if mount.terminationStatus == 0 {
                addTeardownBlock { [disk] in
                    let umount = Process()
                    umount.executableURL = URL(fileURLWithPath: "/bin/umount")
                    umount.arguments = [disk]
                    try? umount.run()
                    umount.waitUntilExit()
                }
                return disk
            }
        }
        return nil
    }

    /// Runs `sandbox args` through the shell (for the file size limit) in the test's folder.
    private func runInShell(_ prefix: String, _ args: [String]) throws -> SandboxProcess.Outcome {
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        let p = SandboxProcess(["-c", "\(prefix)exec '\(SandboxProcess.executable.path)' \(quoted)"], in: folder)
        p.process.executableURL = URL(fileURLWithPath: "/bin/sh")
        try p.start()
        return p.finish(timeout: 120)
    }

    func testAFullDiskEndsTheRunWithAnErrorAndKeepsEveryCompleteLine() async throws {
        var text = "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\n"
        text += "for _ in 0..<1500 {\n    memoryWarning()\n    wait(0.01)\n}\n"
        _ = try write("long.swift", text)
        for (disk, prefix) in try smallDisks() {
            let r = try runInShell(prefix, ["run", "long.swift", "--log", "\(disk)/log.jsonl"])
            XCTAssertFalse(r.signalled, "died of signal \(r.status): \(r.stderr)")
            XCTAssertEqual(r.status, 1, r.stderr)
            XCTAssertEqual(r.stderrLines.count, 1, r.stderr)
            XCTAssertTrue(r.stderr.contains("log.jsonl"), r.stderr)
            XCTAssertTrue(r.stderr.contains("no space left") || r.stderr.contains("too large"), r.stderr)
            XCTAssertTrue(r.stderr.contains("were lost"), r.stderr)
            // Every line complete: no torn last line.
            let objects = jsonLines(URL(fileURLWithPath: "\(disk)/log.jsonl"))
            XCTAssertGreaterThan(objects.count, 50)
            assertContiguous(objects)
            let lastSeq = objects.last?["seq"] as? Int ?? 0
            XCTAssertTrue(r.stderr.contains("from seq \(lastSeq + 1) on"), "says what was lost: \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("first \(objects.count) lines"), r.stderr)
        }
    }

    /// Both are larger than the 64 KB the small disk holds.
    func testAScreenshotAndAChromeTraceOnAFullDiskAreErrors() async throws {
        var text = "class Page: UIViewController {}\nlet a = Page()\nwindow.rootViewController = a\n"
        text += "for _ in 0..<1500 {\n    memoryWarning()\n    wait(0.01)\n}\n"
        _ = try write("long.swift", text)
        for (disk, prefix) in try smallDisks() {
            let shot = try runInShell(prefix, ["--screenshot", "\(disk)/shot.png", "--size", "1280x800"])
            XCTAssertFalse(shot.signalled, shot.stderr)
            XCTAssertEqual(shot.status, 1, "a screenshot that could not be written is not a success: \(shot.stderr)")
            XCTAssertTrue(shot.stderr.contains("shot.png"), shot.stderr)
            let trace = try runInShell(prefix, ["run", "long.swift", "--chrome-trace", "\(disk)/t.json"])
            XCTAssertFalse(trace.signalled, trace.stderr)
            XCTAssertEqual(trace.status, 1, trace.stderr)
            XCTAssertTrue(trace.stderr.contains("t.json") && trace.stderr.contains("incomplete"), trace.stderr)
        }
    }

    /// `sandbox trace > /dev/full` and a reader that went away are errors, not exit 0 (and not SIGPIPE).
    func testStandardOutputThatCannotBeWrittenIsAnError() async throws {
        let scenario = try okScenario()
        for command in [["trace", scenario], ["run", scenario]] {
            let r = try runInBash(command, redirect: "> /dev/full")
            assertOneLineError(r, ["standard output", "no space left"])
        }
        // The reader (`true`) has ended before the sandbox writes: EPIPE.
        let r = try runInBash(["trace", scenario], redirect: "| true; exit ${PIPESTATUS[0]}")
        assertOneLineError(r, ["standard output", "pipe"])
    }

    /// Every command's standard output that cannot be written is an error, not exit 0 or a crash:
    /// `check` (its report), `--version` and `--help` (ArgumentParser's text), the window's `--stats`.
    func testEveryCommandsStandardOutputIsChecked() async throws {
        let scenario = try okScenario()
        let traced = try SandboxProcess.run(["trace", scenario], in: folder)
        XCTAssertEqual(traced.status, 0, traced.stderr)
        _ = try write("ok.trace", traced.stdout)
        let check = try runInBash(["check", scenario], redirect: "> /dev/full")
        XCTAssertFalse(check.signalled, "died of signal \(check.status): \(check.stderr)")
        XCTAssertNotEqual(check.status, 0, check.stderr)
        XCTAssertTrue(check.stderr.contains("standard output") && check.stderr.contains("no space left"), check.stderr)
        for args in [["--version"], ["--help"], ["trace", "--help"]] {
            let r = try runInBash(args, redirect: "> /dev/full")
            assertOneLineError(r, ["standard output", "no space left"])
        }
        let stats = try runInBash(["--screenshot", "s.png", "--stats"], redirect: "> /dev/full")
        assertOneLineError(stats, ["standard output", "no space left"])
    }

    /// Standard error that cannot be written (`2> /dev/full`) loses the message but never crashes the
    /// command: the exit status still says what happened.
    func testAnUnwritableStandardErrorIsNoCrash() async throws {
        for args in [["tarce", "x.swift"], ["trace", "--timeout", "x", "y.swift"], ["check", "missing.swift"]] {
            let r = try runInBash(args, redirect: "2> /dev/full")
            XCTAssertFalse(r.signalled, "\(args): died of signal \(r.status)")
            XCTAssertEqual(r.status, 2, "\(args)")
        }
    }

    /// `run --screenshots DIR`: a PNG the disk has no room for is an error naming it (exit 1), not a
    /// 0-byte file and exit 0; a device node where a screenshot goes is refused and stays a device.
    func testScenarioScreenshotsThatCannotBeWrittenAreErrors() async throws {
        _ = try write("shots.swift", "class A: UIViewController {}\nlet a = A()\nwindow.rootViewController = a\nscreenshot(\"first.png\")\n")
        // Compiled once here, outside the limits, so the runs below only write the screenshot.
        XCTAssertEqual(try SandboxProcess.run(["trace", "shots.swift"], in: folder).status, 0)
        for (disk, prefix) in try smallDisks() {
            // The PNG is small: the tmpfs is filled first, the file size limit is one 512-byte block.
            let full = prefix.isEmpty ? "dd if=/dev/zero of='\(disk)/fill' bs=4k 2>/dev/null; " : "ulimit -f 1; "
            let r = try runInShell(full, ["run", "shots.swift", "--screenshots", disk])
            XCTAssertFalse(r.signalled, r.stderr)
            XCTAssertEqual(r.status, 1, "\(prefix): a screenshot that was not written is not a success: \(r.stderr)")
            XCTAssertTrue(r.stderr.contains("first.png") && r.stderr.contains("screenshot"), r.stderr)
        }
        guard getuid() == 0 else { return }
        let shots = path("shots")
        try FileManager.default.createDirectory(atPath: shots, withIntermediateDirectories: true)
        XCTAssertEqual(mknod(shots + "/first.png", S_IFCHR | 0o666, dev_t((1 << 8) | 7)), 0)
        let r = try SandboxProcess.run(["run", "shots.swift", "--screenshots", "shots"], in: folder)
        XCTAssertEqual(r.status, 1, r.stderr)
        XCTAssertTrue(r.stderr.contains("first.png") && r.stderr.contains("device"), r.stderr)
        XCTAssertEqual(fileType("shots/first.png"), S_IFCHR)
    }

    /// `sandbox args REDIRECT` through bash in the test's folder.
    private func runInBash(_ args: [String], redirect: String) throws -> SandboxProcess.Outcome {
        let quoted = args.map { "'\($0)'" }.joined(separator: " ")
        let p = SandboxProcess(["-c", "'\(SandboxProcess.executable.path)' \(quoted) \(redirect)"], in: folder)
        p.process.executableURL = URL(fileURLWithPath: "/bin/bash")
        try p.start()
        return p.finish(timeout: 60)
    }
}
