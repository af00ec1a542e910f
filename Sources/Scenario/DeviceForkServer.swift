import DeviceFork
import Foundation
import Glibc

/// One `sandbox-device --serve` process: the scenario runtime loaded once, forking a device per request
/// (Sources/sandbox-device/ForkServer.swift). It runs one device at a time; it ends when this object
/// goes (its socket closes), killing a device still running.
public final class DeviceForkServer {
    let pid: pid_t
    private let socket: Int32

    /// Starts a server of `launcher` with `runtime` (`libSandboxDevice.so`) loaded; nil when it cannot.
    init?(launcher: URL, runtime: URL) {
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv: [UnsafeMutablePointer<CChar>?] = [strdup(launcher.path), strdup("--serve"), strdup("3"), strdup(runtime.path), nil]
        defer { for p in argv { free(p) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, launcher.path, &actions, &attributes, argv, environ)
        close(ends[1])
        guard rc == 0 else { close(ends[0]); return nil }
        pid = child
        socket = ends[0]
    }

    deinit {
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    /// Forks a device for `request` with its stdout-and-stderr and event pipes; its pid, or nil when the
    /// server cannot (refused, or gone).
    func start(_ request: ForkRequest, output: Int32, events: Int32) -> pid_t? {
        guard DescriptorPassing.send(socket, request.bytes, descriptors: [output, events]),
              case .started(let pid)? = nextAnswer() else { return nil }
        return pid
    }

    /// Waits for the device started last to end: its `waitpid` status, nil when the server is gone.
    func waitForExit() -> Int32? {
        guard case .exited(let status)? = nextAnswer() else { return nil }
        return status
    }

    private func nextAnswer() -> ForkRequest.Answer? {
        guard case .message(let bytes, let descriptors) = DescriptorPassing.receive(socket) else { return nil }
        for fd in descriptors { close(fd) }
        return ForkRequest.Answer(text: String(decoding: bytes, as: UTF8.self))
    }
}
