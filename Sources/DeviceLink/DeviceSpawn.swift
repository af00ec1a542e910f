import Foundation
import Glibc

/// How every child of the sandbox is started (a device, a fork server, the compiler): `posix_spawn` with
/// standard input from /dev/null, each of `descriptors` (source, number in the child) given to it, and
/// every signal at its default and none blocked, whatever the host ignores or blocks.
public enum DeviceSpawn {
    /// The child's pid; throws the error `posix_spawn` gave. `environment` nil passes the host's own.
    /// `newProcessGroup`: the child leads a group of its own (everything it starts can be killed with it).
    public static func start(_ path: String, arguments: [String], environment: [String]?, outputToNull: Bool = false,
                             descriptors: [(source: Int32, target: Int32)], newProcessGroup: Bool = false) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if outputToNull { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        // Each source is first duplicated above every target, so no dup2 overwrites a source not yet
        // given (the window's control socket may be 4 while 4 is a target); the copies are close-on-exec.
        var high: [Int32] = []
        defer { for fd in high { close(fd) } }
        for (source, target) in descriptors {
            let copy = fcntl(source, F_DUPFD_CLOEXEC, 64)
            guard copy >= 0 else { throw SpawnError(code: errno) }
            high.append(copy)
            posix_spawn_file_actions_adddup2(&actions, copy, target)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | (newProcessGroup ? POSIX_SPAWN_SETPGROUP : 0)))
        if newProcessGroup { posix_spawnattr_setpgroup(&attributes, 0) }
        let argv: [UnsafeMutablePointer<CChar>?] = ([path] + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?]? = environment.map { $0.map { strdup($0) } + [nil] }
        defer { for p in argv + (envp ?? []) { free(p) } }
        var pid: pid_t = 0
        // Held across the spawn: no sweep of adopted orphans takes the new child for one.
        startedLock.lock()
        let rc = envp.map { posix_spawn(&pid, path, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        if rc == 0 { started.insert(pid) }
        startedLock.unlock()
        guard rc == 0 else { throw SpawnError(code: rc) }
        return pid
    }

    /// Every child this process started (its own, as against orphans it adopted: `ProcessTree`).
    nonisolated(unsafe) private static var started: Set<pid_t> = []
    private static let startedLock = NSLock()

    static func didStart(_ pid: pid_t) -> Bool {
        startedLock.lock()
        defer { startedLock.unlock() }
        return started.contains(pid)
    }

    /// A pipe whose two ends are close-on-exec from the start, so no other child (another job's device,
    /// a compiler) inherits an end and holds the pipe open; a child gets its end through `start`.
    public static func pipe() throws(SpawnError) -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe2(&ends, O_CLOEXEC) == 0 else { throw SpawnError(code: errno) }
        return (ends[0], ends[1])
    }

    public struct SpawnError: Error, CustomStringConvertible {
        /// The `errno` value.
        public let code: Int32
        public var reason: String { String(cString: strerror(code)) }
        public var description: String { reason }
    }
}

/// glibc's `pipe2`, which the Glibc module leaves out (it is a GNU extension).
@_silgen_name("pipe2")
private func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32
