import DeviceFork
import EventLog
import Foundation
import Glibc
import SandboxKit

/// The one way a host runs a device process, headless (`sandbox trace|run|check`) or shown in a window
/// (`DeviceHost` adds the control socket, the shared frames and the watchdog on top): it starts the
/// device with its launch settings, reads its event pipe (`DeviceReport` lines), stdout and stderr as
/// they fill, so a device that writes a megabyte never blocks, and tells how it ended (`DeviceEnd`).
///
/// The device gets its event pipe as `DeviceDescriptor.events`, stdin from /dev/null, a process group
/// of its own, and a tag in its environment (`SANDBOX_DEVICE_TAG`) that every process it starts
/// inherits. It is `launch.executable` exec'd, or, with `forkServers` and a `sandbox-device` launch,
/// forked from a server that has the runtime loaded already (`DeviceForkServer`); a server that cannot
/// be had falls back to exec. Both give the same device: same descriptors, environment and signals.
public struct DeviceProcess {
    public var launch: DeviceLaunch
    /// Where forked devices come from; nil execs each device.
    public var forkServers: DeviceForkServerPool?
    /// Wall-clock seconds before the device gets SIGUSR1, which makes it report its line and exit;
    /// SIGKILL follows if it does not within two seconds.
    public var timeout: TimeInterval = .infinity
    /// Descriptors of the host's to give the device besides its pipes (source, number in the device).
    public var descriptors: [(source: Int32, target: Int32)] = []
    /// What the device writes to stdout, line by line.
    public var onOutput: (String) -> Void = { StandardStreams.writeError($0 + "\n") }
    /// What it writes to stderr, line by line (the runtime's reason is also kept for `DeviceEnd.detail`).
    public var onErrorOutput: (String) -> Void = { StandardStreams.writeError($0 + "\n") }
    /// Asked between reads: true stops the device as the timeout does (an interrupted command).
    public var shouldStop: () -> Bool = { false }

    public init(launch: DeviceLaunch) { self.launch = launch }

    /// A compiled scenario (`library`) run by the device executable (`launcher`, `sandbox-device`).
    public init(library: URL, launcher: URL) {
        self.init(launch: DeviceLaunch(executable: launcher.path, arguments: [library.path]))
    }

    /// Starts the device and reads it to its end on this thread; `onEvent` gets each event line (the raw
    /// line and the event), `onReport` each other report on the way (views, screenshots).
    public func run(onEvent: (String, LifecycleEvent) -> Void, onReport: (DeviceReport) -> Void = { _ in }) throws -> DeviceEnd {
        try start().readToEnd { lines in
            for (line, report) in lines {
                switch report {
                case .event(let event)?: onEvent(line, event)
                case let other?: onReport(other)
                case nil: break
                }
            }
        }
    }

    /// Starts the device; read it with `Running.readToEnd`.
    public func start() throws -> Running {
        let events = try Self.pipe(), output = try Self.pipe(), errors = try Self.pipe()
        let all = [events, output, errors]
        var environment = ProcessInfo.processInfo.environment.merging(launch.environment) { $1 }
        if let container = launch.container {
            do { try container.prepare() } catch {
                let code = ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError).map { Int32($0.code) } ?? EIO
                throw LinkError.system("cannot make the app's data folder \(container.root.path)", code)
            }
            environment.merge(container.environment) { $1 }
        }
        environment[DeviceLaunchSettings.environmentKey] = launch.settings.environmentValue
        // The runtime's "Fatal error" line is the reason told; a backtrace would take seconds to print.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        // Every process of this run carries it: the device, and whatever the scenario starts.
        let tag = UUID().uuidString
        environment["SANDBOX_DEVICE_TAG"] = tag
        let entries = environment.map { "\($0.key)=\($0.value)" }
        var server: DeviceForkServer?
        var pid: pid_t = 0
        // Only a device that is the runtime's own launcher and a library can be forked from a server.
        if let forkServers, descriptors.isEmpty, launch.arguments.count == 1, let s = forkServers.take(launcher: launch.executable) {
            // A forked device's folders are its server's container, whatever the launch asked for.
            let forkedEntries = environment.merging(s.container.environment) { $1 }.map { "\($0.key)=\($0.value)" }
            if let forked = s.start(ForkRequest(library: launch.arguments[0], environment: forkedEntries),
                                    output: output.write, errors: errors.write, events: events.write) {
                server = s
                pid = forked
                // The run's own folder goes unused (the device has its server's): it goes now, not
                // after the run, which a killed command never reaches.
                if let container = launch.container, container.isTemporary { container.remove() }
            } else {
                forkServers.discard(launcher: launch.executable)
            }
        }
        if server == nil {
            do {
                pid = try DeviceSpawn.start(launch.executable, arguments: launch.arguments, environment: entries,
                                            descriptors: [(output.write, 1), (errors.write, 2), (events.write, DeviceDescriptor.events)] + descriptors,
                                            newProcessGroup: true)
            } catch {
                for p in all { close(p.read); close(p.write) }
                throw LinkError.system("cannot start the device \(launch.executable)", error.code)
            }
        }
        // The device has its own copies; the host keeps only its reading ends.
        for p in all { close(p.write) }
        return Running(pid: pid, tag: "SANDBOX_DEVICE_TAG=\(tag)", server: server, process: self,
                       events: events.read, output: output.read, errors: errors.read)
    }

    private static func pipe() throws -> (read: Int32, write: Int32) {
        do { return try DeviceSpawn.pipe() } catch { throw LinkError.system("cannot make the device's pipes", error.code) }
    }

    /// A started device, read to its end by one thread (`readToEnd`); `kill()` from any thread.
    public final class Running: @unchecked Sendable {
        public let pid: pid_t
        private let tag: String
        private let server: DeviceForkServer?
        private let process: DeviceProcess
        private var events: LineReader
        private var output: LineReader
        private var errors: LineReader
        /// The last 16 KB of stderr, where the runtime's reason is.
        private var stderrTail: [UInt8] = []

        fileprivate init(pid: pid_t, tag: String, server: DeviceForkServer?, process: DeviceProcess, events: Int32, output: Int32, errors: Int32) {
            self.pid = pid
            self.tag = tag
            self.server = server
            self.process = process
            self.events = LineReader(fd: events, keepsUnfinishedLine: false)
            self.output = LineReader(fd: output)
            self.errors = LineReader(fd: errors)
        }

        /// Kills the device at once (SIGKILL).
        public func kill() { Glibc.kill(pid, SIGKILL) }

        /// Reads the device until it has ended and returns how. `onLines` gets the event pipe's lines as
        /// they come, each with its report (nil for a line that is none: torn, or a version's this one
        /// does not know); a forked copy of the device writing the device's event numbers again is not
        /// the device, and its events are left out. `onLines` may block (a window catching up): the time
        /// it takes does not count against the device's end. Without `decodesEvents`, event lines come
        /// undecoded (report nil), for a reader that decodes them where it lists them (the window, whose
        /// reading thread must keep up with a flood while its main thread draws).
        public func readToEnd(decodesEvents: Bool = true, _ onLines: ([(line: String, report: DeviceReport?)]) -> Void) -> DeviceEnd {
            let headless = process.launch.settings.link == nil
            var endReport: DeviceEnding?
            let start = Date()
            var stopSent: Date?
            var interrupted = false
            var killed = false
            var lastSeq = 0
            // When the device has ended (said so, or is gone), the pipes are read a moment longer, then
            // its process group and tagged processes are killed and reading stops: a process the scenario
            // started holds copies of the pipes and would keep the host waiting for their end.
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
                    if !killed { Glibc.kill(-pid, SIGKILL); ProcessTree.killAll(taggedWith: tag); killed = true }
                    if Date().timeIntervalSince(endedAt) > 1 { break }
                }
                var fds = [pollfd(fd: events.isClosed ? -1 : events.fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: output.isClosed ? -1 : output.fd, events: Int16(POLLIN), revents: 0),
                           pollfd(fd: errors.isClosed ? -1 : errors.fd, events: Int16(POLLIN), revents: 0)]
                let elapsed = Date().timeIntervalSince(start)
                // Never 0: past the timeout (while the device is stopping) the loop must not spin.
                let waitMillis = Int32(max(20, min(200, (process.timeout - elapsed) * 1000)))
                let ready = poll(&fds, 3, waitMillis)
                if ready < 0 && errno != EINTR { break }
                if fds[0].revents != 0 {
                    let handing = Date()
                    events.read { lines in
                        var taken: [(line: String, report: DeviceReport?)] = []
                        for line in lines {
                            let report = decodesEvents || DeviceReport.isControlLine(line) ? DeviceReport(line: line) : nil
                            if case .event(let event)? = report {
                                guard event.seq > lastSeq else { continue }
                                lastSeq = event.seq
                            } else if case .ending(let ending)? = report, headless || ending != .settled {
                                // A window's device goes on once settled; any other end is how it ended.
                                endReport = ending
                                if endedAt == nil { endedAt = Date() }
                            }
                            taken.append((line, report))
                        }
                        if !taken.isEmpty { onLines(taken) }
                    }
                    if let ended = endedAt { endedAt = ended.addingTimeInterval(Date().timeIntervalSince(handing)) }
                }
                if fds[1].revents != 0 { output.read { for line in $0 { process.onOutput(line) } } }
                if fds[2].revents != 0 {
                    errors.read { lines in
                        for line in lines {
                            stderrTail += line.utf8
                            stderrTail.append(0x0A)
                            process.onErrorOutput(line)
                        }
                        if stderrTail.count > 16384 { stderrTail.removeFirst(stderrTail.count - 16384) }
                    }
                }
                let now = Date()
                if stopSent == nil, now.timeIntervalSince(start) >= process.timeout || process.shouldStop() {
                    interrupted = now.timeIntervalSince(start) < process.timeout
                    // What the scenario started first, while the device (their subreaper) still holds
                    // them all; then the device, which reports its line and exits.
                    ProcessReaper.endDescendants(of: pid)
                    Glibc.kill(pid, SIGUSR1)
                    stopSent = now
                } else if let sent = stopSent, !killed, now.timeIntervalSince(sent) >= 2 {
                    Glibc.kill(-pid, SIGKILL)
                    Glibc.kill(pid, SIGKILL)
                    killed = true
                }
            }
            // Whatever the scenario started ends with it.
            Glibc.kill(-pid, SIGKILL)
            ProcessTree.killAll(taggedWith: tag)
            ProcessTree.endAdoptedOrphans()
            for fd in [events.fd, output.fd, errors.fd] { close(fd) }
            let status = exitStatus(reaped: reaped, endReport: endReport)
            let kind: DeviceEnd.Kind
            if stopSent != nil { kind = interrupted ? .interrupted : .timedOut(seconds: process.timeout) }
            else if status & 0x7F != 0 { kind = .signalled(status & 0x7F) }
            else { kind = .exited((status >> 8) & 0xFF) }
            return DeviceEnd(kind: kind, detail: DeviceEnd.detail(fromStderr: String(decoding: stderrTail, as: UTF8.self)), report: endReport)
        }

        /// The device's wait status; a forked device that said how it ended is not waited for (its exit,
        /// the kernel tearing it down, overlaps the next run).
        private func exitStatus(reaped: Int32?, endReport: DeviceEnding?) -> Int32 {
            let launcher = process.launch.executable
            if let server {
                switch endReport {
                case .settled?, .unsettled?, .crashed?, .stopped?:
                    server.forget(pid)
                    process.forkServers?.giveBack(server, launcher: launcher)
                    return 0
                default:
                    if let ended = server.waitForExit(of: pid) {
                        process.forkServers?.giveBack(server, launcher: launcher)
                        return ended
                    }
                    // A server gone with its device says nothing more: the device died with it.
                    process.forkServers?.discard(launcher: launcher)
                    return SIGKILL
                }
            }
            if let reaped { return reaped }
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return status
        }
    }
}
