import Foundation

/// A child process run to its end with its stdout and stderr captured, in a process group of its own so
/// that a time limit kills it and everything it started (a scenario's device process too), never the
/// caller. Used by `sandbox check` to run each scenario in a `sandbox check-worker` child: whatever the
/// scenario does (crash, spin, exit), the check that started it keeps running and reports it.
struct ChildProcess {
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
        /// Killed after the time limit.
        case timedOut
    }

    struct Outcome {
        var termination: Termination
        var stdout: Data
        var stderr: Data
    }

    var executable: String
    var arguments: [String]
    /// Opened as the child's standard input (none: /dev/null).
    var stdinFile: String?

    private static let spawnLock = NSLock()

    /// The running executable, so that a child runs the same build of `sandbox` as its parent.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// Runs the child, reading both pipes as it writes (so a chatty child never blocks), and kills its
    /// process group after `timeout` seconds of wall-clock time.
    func run(timeout: TimeInterval) throws -> Outcome {
        // Pipes are made close-on-exec under the lock every spawn takes, so a child started at the same
        // time on another thread never inherits this child's pipe (its reader would wait for both).
        Self.spawnLock.lock()
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        guard pipe(&outPipe) == 0 else { Self.spawnLock.unlock(); throw POSIXError(.EMFILE) }
        guard pipe(&errPipe) == 0 else {
            close(outPipe[0]); close(outPipe[1]); Self.spawnLock.unlock()
            throw POSIXError(.EMFILE)
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdinFile ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)
        for fd in outPipe + errPipe { posix_spawn_file_actions_addclose(&actions, fd) }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        Self.spawnLock.unlock()
        close(outPipe[1]); close(errPipe[1])
        guard spawned == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .ENOENT)
        }

        var out = Data(), err = Data()
        var open: [(fd: Int32, isOut: Bool)] = [(outPipe[0], true), (errPipe[0], false)]
        let deadline = Date().addingTimeInterval(timeout)
        var timedOut = false
        var buffer = [UInt8](repeating: 0, count: 65536)
        while !open.isEmpty {
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0, !timedOut {
                timedOut = true
                kill(-pid, SIGKILL)
            }
            // After the kill, a descendant outside the group could hold a pipe open: stop reading soon.
            let wait = timedOut ? 1000 : Int32(min(remaining * 1000, 1000).rounded(.up))
            var fds = open.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), wait)
            if ready < 0, errno == EINTR { continue }
            if ready <= 0 { if timedOut { break } else { continue } }
            var closed: Set<Int32> = []
            for p in fds where p.revents != 0 {
                let n = read(p.fd, &buffer, buffer.count)
                if n > 0 {
                    if p.fd == outPipe[0] { out.append(buffer, count: n) } else { err.append(buffer, count: n) }
                } else if n == 0 || (errno != EINTR && errno != EAGAIN) {
                    closed.insert(p.fd)
                }
            }
            for fd in closed { close(fd) }
            open.removeAll { closed.contains($0.fd) }
        }
        for entry in open { close(entry.fd) }

        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let termination: Termination
        if timedOut {
            termination = .timedOut
        } else if status & 0x7f == 0 {
            termination = .exited((status >> 8) & 0xff)
        } else {
            termination = .signalled(status & 0x7f)
        }
        return Outcome(termination: termination, stdout: out, stderr: err)
    }
}
