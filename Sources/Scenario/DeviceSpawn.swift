import Foundation
import Glibc

/// How a device or a fork server is started: `posix_spawn` with standard input from /dev/null, each of
/// `descriptors` (source, target) duplicated onto its target, and every signal at its default and none
/// blocked, whatever the host ignores or blocks.
enum DeviceSpawn {
    /// The child's pid; throws the error `posix_spawn` gave. `environment` nil passes the host's own.
    /// `newProcessGroup`: the child leads a group of its own (everything it starts can be killed with it).
    static func start(_ path: String, arguments: [String], environment: [String]?, outputToNull: Bool = false,
                      descriptors: [(source: Int32, target: Int32)], newProcessGroup: Bool = false) throws(SpawnError) -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if outputToNull { posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0) }
        for (source, target) in descriptors { posix_spawn_file_actions_adddup2(&actions, source, target) }
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
        let rc = envp.map { posix_spawn(&pid, path, &actions, &attributes, argv, $0) }
            ?? posix_spawn(&pid, path, &actions, &attributes, argv, environ)
        guard rc == 0 else { throw SpawnError(code: rc) }
        return pid
    }

    struct SpawnError: Error {
        /// The `errno` value.
        let code: Int32
        var reason: String { String(cString: strerror(code)) }
    }
}
