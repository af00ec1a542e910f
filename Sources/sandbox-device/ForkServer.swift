import DeviceFork
#if canImport(Glibc)
import Glibc
#endif

/// A device process's start without the process's start: the runtime (`libSandboxDevice.so` and the
/// libraries under it: the Swift runtime, Foundation, SDL) is loaded and relocated once, its fonts read
/// (`sandbox_device_prepare_for_forking`), and each request forks a copy that loads only the scenario.
/// An exec'd device spends most of a short run in the kernel and the dynamic linker; a forked one
/// starts in about a millisecond.
///
/// The server is single-threaded, so a fork copies a consistent process: if loading the runtime left a
/// second thread running, it refuses every request (`failed`) and the host runs its devices the usual
/// way. A device that has said how it ended may still be exiting when the host asks for the next one:
/// devices may overlap, each reaped and reported (`exited PID STATUS`) when it is gone. When the host
/// goes (its socket closes), the devices still running are killed and the server ends.
struct ForkServer {
    let socket: Int32
    let runtime: String

    /// Written by the SIGCHLD handler, read by the loop: a device ended.
    nonisolated(unsafe) static var childEnded: (read: Int32, write: Int32) = (-1, -1)

    func serve() -> Never {
        closeInheritedDescriptors()
        // What a killed device leaves (its orphans) comes here rather than to init, and ends with the server.
        ProcessReaper.becomeSubreaper()
        let refusal = prepare()
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { exit(1) }
        for fd in pipeEnds {
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
            _ = fcntl(fd, F_SETFL, O_NONBLOCK)
        }
        Self.childEnded = (pipeEnds[0], pipeEnds[1])
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            var byte: UInt8 = 1
            _ = write(ForkServer.childEnded.write, &byte, 1)
        }
        action.sa_flags = SA_RESTART | SA_NOCLDSTOP
        sigemptyset(&action.sa_mask)
        sigaction(SIGCHLD, &action, nil)

        var running: Set<pid_t> = []
        while true {
            var fds = [pollfd(fd: socket, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: Self.childEnded.read, events: Int16(POLLIN), revents: 0)]
            if poll(&fds, 2, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            if fds[1].revents != 0 {
                var drain = [UInt8](repeating: 0, count: 64)
                while read(Self.childEnded.read, &drain, drain.count) > 0 {}
                var status: Int32 = 0
                while true {
                    let pid = waitpid(-1, &status, WNOHANG)
                    guard pid > 0 else { break }
                    if running.remove(pid) != nil { answer(.exited(pid: pid, status: status)) }
                }
            }
            guard fds[0].revents != 0 else { continue }
            switch DescriptorPassing.receive(socket) {
            case .closed:
                // Each device with everything it started: a device adopts its orphans (it is a
                // subreaper), so its tree holds whatever the scenario started, in any group.
                for pid in running { ProcessReaper.endTree(of: pid) }
                ProcessReaper.endDescendants(of: getpid())
                // The host may be gone without cleaning up: the devices' data folder it made for this
                // server (`AppContainer`) goes with the server.
                if let container = getenv("SANDBOX_CONTAINER"), container.pointee == UInt8(ascii: "/") {
                    Self.removeTree(String(cString: container))
                }
                exit(0)
            case .message(let bytes, let descriptors):
                defer { for fd in descriptors { close(fd) } }
                if let refusal { answer(.failed(refusal)); continue }
                guard let request = ForkRequest(bytes: bytes), descriptors.count == 3 else {
                    answer(.failed("a malformed request")); continue
                }
                let pid = fork()
                if pid == 0 { startDevice(request, output: descriptors[0], errors: descriptors[1], events: descriptors[2]) }
                if pid < 0 { answer(.failed("cannot fork: \(String(cString: strerror(errno)))")); continue }
                setpgid(pid, pid) // as the child does: whichever runs first, the group exists before the host hears the pid
                running.insert(pid)
                answer(.started(pid: pid))
            }
        }
        exit(1)
    }

    private func answer(_ a: ForkRequest.Answer) {
        _ = DescriptorPassing.send(socket, Array(a.text.utf8))
    }

    /// Loads the runtime and lets it prepare; the reason to refuse requests, if any.
    private func prepare() -> String? {
        guard let handle = dlopen(runtime, RTLD_NOW | RTLD_GLOBAL) else {
            return "cannot load the runtime: \(String(cString: dlerror()))"
        }
        if let symbol = dlsym(handle, "sandbox_device_prepare_for_forking") {
            unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)()
        }
        let threads = Self.threadCount()
        return threads == 1 ? nil : "the runtime left \(threads) threads running; forking needs one"
    }

    /// Closes every descriptor but the standard three and the socket. The host may have had pipes open
    /// without close-on-exec when it started the server (Foundation's `Pipe` for a compiler running on
    /// another thread): a long-lived server holding a write end would keep that reader from ever seeing
    /// the end of its pipe.
    private func closeInheritedDescriptors() {
        // the listing's own descriptor is among them, already closed: closing it again does nothing
        for fd in Self.numberedEntries(of: "/proc/self/fd") where fd > 2 && fd != socket { close(fd) }
    }

    static func threadCount() -> Int { numberedEntries(of: "/proc/self/task").count }

    /// Removes a folder and everything in it, following no link (the launcher has no Foundation).
    private static func removeTree(_ path: String) {
        if let dir = opendir(path) {
            while let entry = readdir(dir) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                guard name != ".", name != ".." else { continue }
                let child = path + "/" + name
                if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { unlink(child) }
            }
            closedir(dir)
        }
        rmdir(path)
    }

    /// The numbers a /proc directory lists (descriptors, threads).
    private static func numberedEntries(of path: String) -> [Int32] {
        guard let dir = opendir(path) else { return [] }
        defer { closedir(dir) }
        var numbers: [Int32] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if let n = Int32(name) { numbers.append(n) }
        }
        return numbers
    }

    /// In the forked child: the device's descriptors and environment, every signal at its default, then
    /// the scenario.
    private func startDevice(_ request: ForkRequest, output: Int32, errors: Int32, events: Int32) -> Never {
        var none = sigset_t()
        sigemptyset(&none)
        sigprocmask(SIG_SETMASK, &none, nil)
        // A group of its own, as an exec'd device's: the host ends the device and whatever it started
        // together (`kill(-pid)`), and no process the scenario starts holds the host waiting.
        setpgid(0, 0)
        // And it ends with its server (a server ends when the host's socket closes).
        ProcessReaper.setParentDeathSignal(SIGKILL)
        for s in 1..<Int32(65) where s != SIGKILL && s != SIGSTOP { signal(s, SIG_DFL) }
        close(socket)
        close(Self.childEnded.read)
        close(Self.childEnded.write)
        let null = open("/dev/null", O_RDONLY)
        dup2(null, 0)
        dup2(output, 1)
        dup2(errors, 2)
        dup2(events, DeviceDescriptor.events)
        for fd in [null, output, errors, events] where fd > DeviceDescriptor.events { close(fd) }
        clearenv()
        for entry in request.environment {
            guard let eq = entry.firstIndex(of: "=") else { continue }
            setenv(String(entry[..<eq]), String(entry[entry.index(after: eq)...]), 1)
        }
        ScenarioLibrary.run(path: request.library)
    }
}
