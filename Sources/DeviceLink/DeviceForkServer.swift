import DeviceFork
import Foundation
import Glibc

/// One `sandbox-device --serve` process: the scenario runtime loaded once, forking a device per request
/// (Sources/sandbox-device/ForkServer.swift). One host thread uses it at a time; a device whose end the
/// host already knows need not be waited for (`forget`), so its exit overlaps the next run. The server
/// ends when this object goes (its socket closes), killing devices still running.
public final class DeviceForkServer {
    let pid: pid_t
    private let socket: Int32
    /// Exits heard while waiting for something else, by pid; and devices whose exit nobody will ask for.
    private var exits: [pid_t: Int32] = [:]
    private var forgotten: Set<pid_t> = []
    /// The data folder of every device this server forks (`AppContainer`): Foundation reads its folders
    /// from the environment when a process starts, so a forked device has its server's. Emptied before
    /// each device (`DeviceForkServerPool.take`), so no run sees the last one's data.
    let container: AppContainer

    /// Starts a server of `launcher` with `runtime` (`libSandboxDevice.so`) loaded; nil when it cannot.
    init?(launcher: URL, runtime: URL) {
        guard let container = try? AppContainer.makeTemporary() else { return nil }
        var ends: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &ends) == 0 else {
            container.remove()
            return nil
        }
        let environment = ProcessInfo.processInfo.environment.merging(container.environment) { $1 }.map { "\($0.key)=\($0.value)" }
        let child = try? DeviceSpawn.start(launcher.path, arguments: ["--serve", "3", runtime.path], environment: environment,
                                           outputToNull: true, descriptors: [(ends[1], 3)])
        close(ends[1])
        guard let child else { close(ends[0]); container.remove(); return nil }
        pid = child
        socket = ends[0]
        self.container = container
    }

    deinit {
        close(socket)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        container.remove()
    }

    /// Forks a device for `request` with its stdout, stderr and event pipes; its pid, or nil when the
    /// server cannot (refused, or gone).
    func start(_ request: ForkRequest, output: Int32, errors: Int32, events: Int32) -> pid_t? {
        guard DescriptorPassing.send(socket, request.bytes, descriptors: [output, errors, events]) else { return nil }
        while let answer = nextAnswer() {
            switch answer {
            case .started(let pid): return pid
            case .failed: return nil
            case .exited(let pid, let status): heard(pid, status)
            }
        }
        return nil
    }

    /// Waits for the device to end: its `waitpid` status, nil when the server is gone.
    func waitForExit(of device: pid_t) -> Int32? {
        if let status = exits.removeValue(forKey: device) { return status }
        while let answer = nextAnswer() {
            guard case .exited(let pid, let status) = answer else { continue }
            if pid == device { return status }
            heard(pid, status)
        }
        return nil
    }

    /// The device's end is known (it said so on its event pipe): its exit is not waited for.
    func forget(_ device: pid_t) {
        if exits.removeValue(forKey: device) == nil { forgotten.insert(device) }
    }

    private func heard(_ pid: pid_t, _ status: Int32) {
        if forgotten.remove(pid) == nil { exits[pid] = status }
    }

    private func nextAnswer() -> ForkRequest.Answer? {
        guard case .message(let bytes, let descriptors) = DescriptorPassing.receive(socket) else { return nil }
        for fd in descriptors { close(fd) }
        return ForkRequest.Answer(text: String(decoding: bytes, as: UTF8.self))
    }
}
