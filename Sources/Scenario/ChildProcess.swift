import DeviceLink
import Foundation
import Glibc

/// Runs a tool (the compiler) to its end, its stdout and stderr together, as a part of the command that
/// started it that never outlives it:
/// - past `limit` seconds the tool and every process under it are killed (`ProcessTree.kill`) and the
///   result says so (`timedOut`): a 100,000-line file or a type-checker explosion no longer compiles
///   forever;
/// - `shouldStop` is asked ten times a second; true kills them the same way (the command was
///   interrupted: SIGINT, SIGTERM, SIGHUP);
/// - the tool runs under `sandbox-device --supervise` (`supervisor`), a subreaper that ends every
///   process below it when the tool ends, and when the command itself dies, even of SIGKILL (its
///   parent-death signal): the Swift driver starts each frontend in a process group of its own, and a
///   parent-death signal on the driver alone left them compiling on their own;
/// - its temporary files go to `directory` (TMPDIR): the driver's `TemporaryDirectory.XXXXXX` folder,
///   left in /tmp by every killed compile, goes with the compile's work folder.
enum ChildProcess {
    struct Result {
        let status: Int32
        let output: String
        /// Killed at the time limit.
        let timedOut: Bool
        /// Killed because `shouldStop` said so.
        let stopped: Bool
    }

    /// What one tool run may print before the rest is dropped (a compile's diagnostics are far less).
    static let outputLimit = 8 << 20

    static func run(_ path: String, arguments: [String], directory: URL, supervisor: URL?, limit: TimeInterval = 600,
                    shouldStop: () -> Bool = { false }) throws -> Result {
        let ends: [Int32]
        do {
            let pipe = try DeviceSpawn.pipe()
            ends = [pipe.read, pipe.write]
        } catch {
            throw ScenarioCompiler.Failure.setup("cannot make a pipe for \(path): \(error.reason)")
        }
        let command = wrapped(path, arguments, directory: directory, supervisor: supervisor)
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = directory.path
        let pid: pid_t
        do {
            pid = try DeviceSpawn.start(command[0], arguments: Array(command.dropFirst()), environment: environment.map { "\($0.key)=\($0.value)" },
                                        descriptors: [(ends[1], 1), (ends[1], 2)], newProcessGroup: true)
        } catch {
            close(ends[0]); close(ends[1])
            throw ScenarioCompiler.Failure.setup("cannot run \(path): \(error.reason)")
        }
        close(ends[1])
        let start = Date()
        var output: [UInt8] = []
        var dropped = 0
        var timedOut = false, stopped = false
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            var fds = [pollfd(fd: ends[0], events: Int16(POLLIN), revents: 0)]
            let ready = poll(&fds, 1, 100)
            if ready > 0 {
                let n = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                if n == 0 { break }
                if n > 0 {
                    let room = max(0, outputLimit - output.count)
                    output += buffer[0..<min(n, room)]
                    dropped += n - min(n, room)
                }
                if n < 0 && errno != EINTR && errno != EAGAIN { break }
            }
            if !timedOut && !stopped {
                if Date().timeIntervalSince(start) > limit { timedOut = true } else if shouldStop() { stopped = true }
                if timedOut || stopped { ProcessTree.kill(pid) }
            }
        }
        close(ends[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Whatever the tool left running in its group (it ended, its children need not have).
        kill(-pid, SIGKILL)
        var text = String(decoding: output, as: UTF8.self)
        if dropped > 0 { text += "\n(\(dropped) more bytes of output were dropped)\n" }
        let exited = status & 0x7F == 0
        return Result(status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F), output: text,
                      timedOut: timedOut, stopped: stopped)
    }

    /// `SUPERVISOR --supervise env -C DIRECTORY TOOL ARGUMENTS…`; without the supervisor (not built),
    /// `setpriv --pdeathsig KILL -- env …`, which ends the tool alone with the command.
    static func wrapped(_ path: String, _ arguments: [String], directory: URL, supervisor: URL?) -> [String] {
        let command = ["/usr/bin/env", "-C", directory.path, path] + arguments
        if let supervisor, FileManager.default.isExecutableFile(atPath: supervisor.path) {
            return [supervisor.path, "--supervise"] + command
        }
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv") {
            return ["/usr/bin/setpriv", "--pdeathsig", "KILL", "--"] + command
        }
        return command
    }
}
