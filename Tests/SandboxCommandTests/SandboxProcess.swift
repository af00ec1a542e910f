import DeviceLink
import Foundation
import XCTest

/// The built `sandbox` executable run as a user runs it: a subprocess with arguments, its exit status,
/// stdout and stderr. Tests of hostile input and of killed recordings go through this, not through
/// the command types, so that they see what a user sees (exit codes, signals, files left behind).
struct SandboxProcess {
    struct Outcome {
        var status: Int32
        /// True when the process ended by a signal (`status` is then the signal number).
        var signalled: Bool
        var stdout: String
        var stderr: String
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) }
    }

    /// The products folder of this build (`.build/debug`), where `swift build` put `sandbox`.
    static var executable: URL {
        let folder = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL.deletingLastPathComponent()
            ?? Bundle.main.bundleURL
        return folder.appendingPathComponent("sandbox")
    }

    let process = Process()
    private let out = Pipe(), err = Pipe()
    private let input: Data?

    /// `environment` adds to (or replaces in) the test's own, `unset` takes variables out of it; SDL's
    /// video driver is "dummy" unless named or unset. `input`, when given, is the process's standard input.
    init(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:], unset: Set<String> = [],
         input: Data? = nil) {
        self.input = input
        process.executableURL = Self.executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        var env = ProcessInfo.processInfo.environment.merging(environment) { $1 }.filter { !unset.contains($0.key) }
        if !unset.contains("SDL_VIDEODRIVER") { env["SDL_VIDEODRIVER"] = env["SDL_VIDEODRIVER"] ?? "dummy" }
        process.environment = env
        process.standardOutput = out
        process.standardError = err
        if input != nil { process.standardInput = Pipe() }
    }

    func start() throws {
        try process.run()
        if let input, let pipe = process.standardInput as? Pipe {
            let handle = pipe.fileHandleForWriting
            DispatchQueue.global().async { handle.write(input); try? handle.close() }
        }
    }

    /// Waits for the end (at most `timeout` seconds, then kills it and fails).
    func finish(timeout: TimeInterval = 60, file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        // Read while waiting, so a chatty process never blocks on a full pipe.
        let group = DispatchGroup()
        final class Box: @unchecked Sendable { var data = Data() }
        let o = Box(), e = Box()
        let outHandle = out.fileHandleForReading, errHandle = err.fileHandleForReading
        group.enter(); DispatchQueue.global().async { o.data = outHandle.readDataToEndOfFile(); group.leave() }
        group.enter(); DispatchQueue.global().async { e.data = errHandle.readDataToEndOfFile(); group.leave() }
        let deadline = Date().addingTimeInterval(timeout)
        let pid = process.processIdentifier
        // Foundation's `Process` can miss its child's end on a machine under heavy load: `isRunning`
        // stays true and `waitUntilExit` never returns, though the child is a zombie waiting to be
        // reaped. A child that has ended for a second is reaped here instead.
        var endedSince: Date?
        while process.isRunning && Date() < deadline {
            if ProcessTree.hasEnded(pid) {
                if let since = endedSince, Date().timeIntervalSince(since) > 1 { break }
                endedSince = endedSince ?? Date()
            }
            usleep(10_000)
        }
        if process.isRunning && !ProcessTree.hasEnded(pid) {
            XCTFail("sandbox \(process.arguments ?? []) did not end within \(timeout) s", file: file, line: line)
            kill(pid, SIGKILL)
        }
        var status: Int32 = 0
        if process.isRunning, waitpid(pid, &status, 0) == pid {
            group.wait()
            let signalled = status & 0x7f != 0
            return Outcome(status: signalled ? status & 0x7f : (status >> 8) & 0xff, signalled: signalled,
                           stdout: String(decoding: o.data, as: UTF8.self), stderr: String(decoding: e.data, as: UTF8.self))
        }
        process.waitUntilExit()
        group.wait()
        return Outcome(status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal,
                       stdout: String(decoding: o.data, as: UTF8.self), stderr: String(decoding: e.data, as: UTF8.self))
    }

    /// Runs `sandbox arguments…` to its end.
    static func run(_ arguments: [String], in folder: URL? = nil, unset: Set<String> = [], input: Data? = nil,
                    timeout: TimeInterval = 60, file: StaticString = #filePath, line: UInt = #line) throws -> Outcome {
        let p = SandboxProcess(arguments, in: folder, unset: unset, input: input)
        try p.start()
        return p.finish(timeout: timeout, file: file, line: line)
    }
}

/// A fresh temporary folder per test, removed afterwards (the 100 MB file lives here, never in git).
@MainActor
class SandboxCommandTestCase: XCTestCase {
    var folder: URL!

    override func setUp() async throws {
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: SandboxProcess.executable.path),
                      "build the sandbox first: \(SandboxProcess.executable.path)")
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-cmd-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        if let folder {
            // Restore permissions the test took away so the folder can be removed.
            if let items = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) {
                for item in items { chmod(folder.appendingPathComponent(item).path, 0o755) }
            }
            try? FileManager.default.removeItem(at: folder)
        }
    }

    func write(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    /// The lines of a JSON Lines file, each parsed; fails on the first line that is not a JSON object.
    func jsonLines(_ url: URL, allowTornLastLine: Bool = false, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            XCTFail("no file at \(url.path)", file: file, line: line); return []
        }
        var lines = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        // The text after the last newline is a line still being written when the process died.
        if let last = lines.last {
            if last.isEmpty { lines.removeLast() } else if allowTornLastLine { lines.removeLast() }
        }
        var objects: [[String: Any]] = []
        for (i, l) in lines.enumerated() {
            guard let o = (try? JSONSerialization.jsonObject(with: Data(l))) as? [String: Any] else {
                XCTFail("line \(i + 1) of \(url.lastPathComponent) is not a JSON object: \(String(decoding: l, as: UTF8.self).prefix(200))", file: file, line: line)
                return objects
            }
            objects.append(o)
        }
        return objects
    }

    /// Sequence numbers contiguous from 1: no event missing before the last complete line.
    func assertContiguous(_ objects: [[String: Any]], file: StaticString = #filePath, line: UInt = #line) {
        let seqs = objects.compactMap { $0["seq"] as? Int }
        XCTAssertEqual(seqs.count, objects.count, "every line has a seq", file: file, line: line)
        XCTAssertEqual(seqs, Array(1...max(1, seqs.count)).prefix(seqs.count).map { $0 }, "seq contiguous from 1", file: file, line: line)
    }
}
