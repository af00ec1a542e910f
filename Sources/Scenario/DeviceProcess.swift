import Foundation
import Glibc
import SandboxKit
import DeviceFork
import DeviceLink

/// Runs a compiled scenario in its own process (the device) and reads what it says: its event pipe
/// (fd 3 in the device, `SANDBOX_EVENTS_FD`; the protocol is in `ScenarioDevice`'s doc) and its stdout
/// and stderr together. Both pipes are read as they fill, so a device that writes a megabyte never
/// blocks; every complete event line is handed to `onEvent` as it arrives, so a device that dies (or is
/// killed) loses nothing it wrote. At `timeout` (wall clock) the device gets SIGUSR1, which makes it
/// report its line and exit; SIGKILL follows if it does not within two seconds.
///
/// The device is `launcher` (`sandbox-device`) running the compiled scenario `library`: exec'd, or, with
/// `forkServers`, forked from a server that has the runtime loaded already (`DeviceForkServer`), which
/// is what makes many short runs (`sandbox check`) cheap. Both give the same device: same descriptors,
/// environment and signals; a server that cannot be had falls back to exec.
public struct DeviceProcess {
    public var library: URL
    public var launcher: URL
    /// Where forked devices come from; nil execs each device.
    public var forkServers: DeviceForkServerPool?
    public var profile: LifecycleProfile = .iOS6AndLater
    public var timeout: TimeInterval = 60
    /// The device's heap cap in megabytes (`DeviceMemoryLimit`; 0: none).
    public var memoryLimit = DeviceMemoryLimit.defaultMegabytes
    public var screenshotFolder: URL?
    /// Asks the device for its view tree at each `screenshot(...)` and at the end (`sandbox run
    /// --dump-views`); each arrives at `onViews` with where it was taken (`"name.png"`, or nil at the end).
    public var dumpsViews = false
    public var onViews: (_ screenshot: String?, _ text: String) -> Void = { _, _ in }
    /// Receives what the device writes to stdout and stderr, line by line (without the crash report,
    /// which is in the outcome).
    public var onOutput: (String) -> Void = { StandardStreams.writeError($0 + "\n") }
    /// Hears each `screenshot(...)` the device could not save, as one line naming the file and why
    /// (`PATH: error: cannot write the screenshot: no space left on the device`).
    public var onScreenshotFailure: (String) -> Void = { _ in }
    /// Hears each `screenshot("name.png")` a headless device did not save because no folder was given.
    public var onScreenshotSkipped: (String) -> Void = { _ in }
    /// Asked between reads: true stops the device as the timeout does (an interrupted command).
    public var shouldStop: () -> Bool = { false }

    public init(library: URL, launcher: URL) {
        self.library = library
        self.launcher = launcher
    }

    /// How the device ended.
    public enum Outcome: Equatable {
        /// The run settled (or the scenario quit the app itself).
        case finished
        /// It ran its virtual-time limit without settling.
        case unsettled(message: String)
        /// It crashed: the reason (the Swift runtime's message, or the signal) and the scenario line.
        case crashed(reason: String, line: Int?)
        /// It ran past the wall-clock limit and was stopped.
        case timedOut(seconds: TimeInterval, line: Int?)
        /// The host was interrupted (SIGINT, SIGTERM) and stopped it.
        case interrupted(line: Int?)

        public var isSuccess: Bool { self == .finished }

        /// The `ended` event's text, nil for a normal end.
        public var endReason: String? {
            switch self {
            case .finished: return nil
            case .unsettled(let m): return m
            case .crashed(let reason, _): return "crashed: \(reason)"
            case .interrupted: return "interrupted"
            case .timedOut(let s, _): return "timed out after \(s == s.rounded() ? String(Int(s)) : String(s)) s of wall-clock time (--timeout)"
            }
        }

        public var line: Int? {
            switch self {
            case .crashed(_, let l), .timedOut(_, let l), .interrupted(let l): return l
            default: return nil
            }
        }
    }

    /// Runs the device to its end; `onEvent` gets each event line (the raw line and the decoded event).
    public func run(onEvent: (String, LifecycleEvent) -> Void) throws -> Outcome {
        var eventsPipe: [Int32] = [0, 0]
        var outputPipe: [Int32] = [0, 0]
        var errorPipe: [Int32] = [0, 0]
        // Close-on-exec from the start, so no other child (another job's device, a compiler) inherits an end
        // and holds the pipe open; the device gets its ends through dup2, which clears the flag.
        guard pipe2(&eventsPipe, O_CLOEXEC) == 0, pipe2(&outputPipe, O_CLOEXEC) == 0, pipe2(&errorPipe, O_CLOEXEC) == 0 else {
            throw ScenarioCompiler.Failure.setup("cannot make the device's pipes: \(String(cString: strerror(errno)))")
        }
        var environment = ProcessInfo.processInfo.environment
        environment["SANDBOX_EVENTS_FD"] = "3"
        environment["SANDBOX_PROFILE"] = profile.rawValue
        environment[DeviceMemoryLimit.environmentKey] = String(memoryLimit)
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Every process of this run carries it: the device, and whatever the scenario starts.
        let tag = "SANDBOX_DEVICE_TAG=\(UUID().uuidString)"
        environment["SANDBOX_DEVICE_TAG"] = String(tag.dropFirst("SANDBOX_DEVICE_TAG=".count))
        if let screenshotFolder { environment["SANDBOX_SCREENSHOTS"] = screenshotFolder.path }
        if dumpsViews { environment["SANDBOX_DUMP_VIEWS"] = "1" }
        let envStrings = environment.map { "\($0.key)=\($0.value)" }
        var server: DeviceForkServer?
        var pid: pid_t = 0
        if let forkServers, let s = forkServers.take(launcher: launcher) {
            if let forked = s.start(ForkRequest(library: library.path, environment: envStrings), output: outputPipe[1], errors: errorPipe[1], events: eventsPipe[1]) {
                server = s
                pid = forked
            } else {
                forkServers.discard(launcher: launcher)
            }
        }
        if server == nil {
            do { pid = try spawn(environment: envStrings, output: outputPipe[1], errors: errorPipe[1], events: eventsPipe[1]) } catch {
                for fd in eventsPipe + outputPipe + errorPipe { close(fd) }
                throw error
            }
        }
        close(eventsPipe[1])
        close(outputPipe[1])
        close(errorPipe[1])

        var events = LineReader(fd: eventsPipe[0])
        var output = LineReader(fd: outputPipe[0])
        var errors = LineReader(fd: errorPipe[0])
        var control: [String: Any] = [:]
        var fatalMessages: [(line: String, message: String)] = []
        var endLine: Int?
        let start = Date()
        var stopSent: Date?
        var interrupted = false
        var killed = false
        var lastSeq = 0
        // When the device has ended (said so, or is gone), the pipes are read a moment longer, then its
        // process group is killed and reading stops: a process the scenario started holds copies of the
        // pipes and would keep the host waiting for their end (forever, for one that never exits).
        var endedAt: Date?
        var reaped: Int32?
        while !events.isClosed || !output.isClosed || !errors.isClosed {
            if endedAt == nil {
                if server == nil {
                    var status: Int32 = 0
                    if waitpid(pid, &status, WNOHANG) == pid { reaped = status; endedAt = Date() }
                } else if ProcessTree.hasEnded(pid) {
                    endedAt = Date()
                }
            }
            if let endedAt, Date().timeIntervalSince(endedAt) > 0.5 {
                if !killed { kill(-pid, SIGKILL); ProcessTree.killAll(taggedWith: tag); killed = true }
                if Date().timeIntervalSince(endedAt) > 1 { break }
            }
            var fds = [pollfd(fd: events.isClosed ? -1 : events.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: output.isClosed ? -1 : output.fd, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: errors.isClosed ? -1 : errors.fd, events: Int16(POLLIN), revents: 0)]
            let elapsed = Date().timeIntervalSince(start)
            // Never 0: past the timeout (while the device is stopping) the loop must not spin.
            let waitMillis = Int32(max(20, min(200, (timeout - elapsed) * 1000)))
            let ready = poll(&fds, 3, waitMillis)
            if ready < 0 && errno != EINTR { break }
            if fds[0].revents != 0 {
                events.read { line in
                    if line.hasPrefix("{\"device\"") {
                        guard let data = line.data(using: .utf8), let o = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                              let kind = o["device"] as? String else { return }
                        switch kind {
                        // Messages on the way, not how the device ended.
                        case "views": onViews(o["screenshot"] as? String, o["text"] as? String ?? "")
                        case "screenshot-failed": onScreenshotFailure(o["message"] as? String ?? "a screenshot could not be saved")
                        case "screenshot-skipped": onScreenshotSkipped(o["screenshot"] as? String ?? "")
                        case "exit", "killed":
                            // Where the scenario ended itself; its status says how.
                            endLine = (o["line"] as? NSNumber)?.intValue
                            if endedAt == nil { endedAt = Date() }
                        default:
                            // settled, unsettled, crashed, stopped: how it ended.
                            control = o
                            if endedAt == nil { endedAt = Date() }
                        }
                    } else if let event = LifecycleEvent(jsonLine: line) {
                        // A process the scenario forked writes the device's numbers again: not the device's events.
                        guard event.seq > lastSeq else { return }
                        lastSeq = event.seq
                        onEvent(line, event)
                    }
                }
            }
            if fds[1].revents != 0 {
                output.read { line in onOutput(line) }
            }
            if fds[2].revents != 0 {
                errors.read { line in
                    // The runtime's last words are the crash's reason, said once in the outcome; any other
                    // line (one that only mentions "Fatal error: " among them) is output.
                    if let message = RuntimeFailureLine.message(in: line) { fatalMessages.append((line, message)) } else { onOutput(line) }
                }
            }
            let now = Date()
            if stopSent == nil, now.timeIntervalSince(start) >= timeout || shouldStop() {
                interrupted = now.timeIntervalSince(start) < timeout
                kill(pid, SIGUSR1)
                stopSent = now
            } else if let sent = stopSent, !killed, now.timeIntervalSince(sent) >= 2 {
                kill(-pid, SIGKILL)
                kill(pid, SIGKILL)
                killed = true
            }
        }
        // Whatever the scenario started ends with it.
        kill(-pid, SIGKILL)
        ProcessTree.killAll(taggedWith: tag)
        close(events.fd)
        close(output.fd)
        close(errors.fd)
        var status: Int32 = 0
        if let server {
            if control["device"] != nil {
                // It said how it ended; its exit (the kernel tearing it down) overlaps the next run.
                server.forget(pid)
                forkServers?.giveBack(server, launcher: launcher)
            } else if let ended = server.waitForExit(of: pid) {
                status = ended
                forkServers?.giveBack(server, launcher: launcher)
            } else {
                // A server gone with its device says nothing more: the device died with it.
                status = SIGKILL
                forkServers?.discard(launcher: launcher)
            }
        } else if let reaped {
            status = reaped
        } else {
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        }
        // Lines in the runtime's shape that did not end in a crash report were only output after all.
        if control["device"] as? String != "crashed" { for fatal in fatalMessages { onOutput(fatal.line) } }
        let signal = status & 0x7F
        let exitCode = (status >> 8) & 0xFF
        let line = (control["line"] as? NSNumber)?.intValue
        switch control["device"] as? String {
        case "settled"?: return .finished
        case "unsettled"?: return .unsettled(message: control["message"] as? String ?? "the scenario did not settle")
        case "stopped"?: return interrupted ? .interrupted(line: line) : .timedOut(seconds: timeout, line: line)
        case "crashed"?:
            if let fatal = fatalMessages.last { return .crashed(reason: fatal.message, line: line) }
            if (control["stackOverflow"] as? Bool) == true || (control["stackOverflow"] as? NSNumber)?.boolValue == true {
                return .crashed(reason: "stack overflow (\(control["signal"] as? String ?? "SIGSEGV"))", line: line)
            }
            return .crashed(reason: Self.describe(signalName: control["signal"] as? String ?? "a signal"), line: line)
        default:
            if stopSent != nil { return interrupted ? .interrupted(line: nil) : .timedOut(seconds: timeout, line: nil) }
            if signal != 0 {
                return .crashed(reason: "the device was killed by \(DeviceEnd.signalName(signal))", line: endLine)
            }
            if exitCode != 0 { return .crashed(reason: "the scenario exited with status \(exitCode)", line: endLine) }
            return .finished
        }
    }

    /// Starts `launcher library` with the device's descriptors (stdout, stderr, the event pipe as 3)
    /// and environment.
    private func spawn(environment envStrings: [String], output: Int32, errors: Int32, events: Int32) throws -> pid_t {
        do {
            return try DeviceSpawn.start(launcher.path, arguments: [library.path], environment: envStrings,
                                         descriptors: [(output, 1), (errors, 2), (events, 3)], newProcessGroup: true)
        } catch {
            throw ScenarioCompiler.Failure.setup("cannot start the device \(launcher.path): \(error.reason)")
        }
    }

    static func describe(signalName: String) -> String {
        switch signalName {
        case "SIGSEGV", "SIGBUS": return "bad memory access (\(signalName))"
        case "SIGILL", "SIGTRAP": return "a run-time trap (\(signalName))"
        case "SIGABRT": return "aborted (SIGABRT)"
        case "SIGFPE": return "arithmetic error (SIGFPE)"
        default: return signalName
        }
    }
}

/// glibc's `pipe2`, which the Glibc module leaves out (it is a GNU extension).
@_silgen_name("pipe2")
private func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

/// Splits what a pipe delivers into lines; a last line without a newline is handed over at the end.
struct LineReader {
    let fd: Int32
    private(set) var isClosed = false
    private var pending: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    mutating func read(_ handle: (String) -> Void) {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { return }
        if n <= 0 {
            isClosed = true
            if !pending.isEmpty { handle(String(decoding: pending, as: UTF8.self)); pending.removeAll() }
            return
        }
        var start = 0
        for i in 0..<n where buffer[i] == 0x0A {
            if pending.isEmpty {
                handle(String(decoding: buffer[start..<i], as: UTF8.self))
            } else {
                pending.append(contentsOf: buffer[start..<i])
                handle(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            }
            start = i + 1
        }
        pending.append(contentsOf: buffer[start..<n])
    }
}

