import DeviceFork
#if canImport(Glibc)
import Glibc
#endif

/// `sandbox-device --supervise TOOL ARGUMENTS…`: runs a tool (the compiler) so that nothing it starts
/// outlives the command that asked for it. The Swift driver starts each frontend in a process group of
/// its own, and a parent-death signal set on the driver is not inherited by them: a command killed
/// outright (SIGKILL) left its frontends compiling for minutes. Here the supervisor is a subreaper, so
/// every process below it stays below it however its parents end, and it ends them all when:
/// - the command is gone (its parent-death signal, SIGTERM, wakes it; it checks its parent);
/// - it is sent SIGTERM (the command stopping the compile);
/// - the tool has ended (whatever the tool left running).
/// Its exit status is the tool's (a tool killed by a signal: 128 + the signal).
enum ToolSupervisor {
    static func run(_ arguments: [String]) -> Never {
        ProcessReaper.becomeSubreaper()
        let parent = getppid()
        // Both are taken when they come (sigtimedwait), never lost between a check and a wait.
        var heard = sigset_t()
        sigemptyset(&heard)
        sigaddset(&heard, SIGTERM)
        sigaddset(&heard, SIGCHLD)
        sigprocmask(SIG_BLOCK, &heard, nil)
        ProcessReaper.setParentDeathSignal(SIGTERM)
        if getppid() != parent { exit(128 + SIGTERM) }

        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))
        var tool: pid_t = 0
        let rc = posix_spawn(&tool, arguments[0], nil, &attributes, argv, environ)
        posix_spawnattr_destroy(&attributes)
        guard rc == 0 else {
            writeError("sandbox-device: cannot run \(arguments[0]): \(String(cString: strerror(rc)))\n")
            exit(127)
        }
        var status: Int32 = 0
        while true {
            var second = timespec(tv_sec: 1, tv_nsec: 0)
            let signal = sigtimedwait(&heard, nil, &second)
            if signal == SIGTERM || getppid() != parent {
                ProcessReaper.endTree(of: tool)
                ProcessReaper.endDescendants(of: getpid())
                exit(128 + SIGTERM)
            }
            let ended = waitpid(tool, &status, WNOHANG)
            if ended == tool { break }
            if ended < 0 && errno != EINTR { break }
        }
        // What the tool left running (a frontend whose driver has ended).
        if ProcessReaper.hasChildren() { ProcessReaper.endDescendants(of: getpid()) }
        exit(status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F))
    }
}
