import Foundation

/// Fork servers kept for a process that runs many devices (`sandbox check`, the benchmark): one per
/// device running at once, started on first need and kept idle between runs. A server that fails once
/// is not tried again for that launcher: its devices are exec'd instead.
public final class DeviceForkServerPool: @unchecked Sendable {
    private let lock = NSLock()
    private var idle: [String: [DeviceForkServer]] = [:]
    private var failed: Set<String> = []

    public init() {}

    /// An idle server of `launcher` (with the runtime beside it), or a new one; nil when none can be had.
    func take(launcher: String) -> DeviceForkServer? {
        let key = launcher
        lock.lock()
        if failed.contains(key) { lock.unlock(); return nil }
        if let server = idle[key]?.popLast() {
            lock.unlock()
            // The last device's data goes, as each run starts from an empty container.
            guard (try? server.container.reset()) != nil else { return take(launcher: launcher) }
            return server
        }
        lock.unlock()
        let launcherURL = URL(fileURLWithPath: launcher)
        let runtime = launcherURL.deletingLastPathComponent().appendingPathComponent("libSandboxDevice.so")
        guard let server = DeviceForkServer(launcher: launcherURL, runtime: runtime) else {
            markFailed(key)
            return nil
        }
        return server
    }

    /// Whether devices are being forked: a server has run one and none has failed.
    public var isServing: Bool {
        lock.lock()
        defer { lock.unlock() }
        return failed.isEmpty && idle.values.contains { !$0.isEmpty }
    }

    /// A server whose device has ended, ready for the next.
    func giveBack(_ server: DeviceForkServer, launcher: String) {
        lock.lock()
        idle[launcher, default: []].append(server)
        lock.unlock()
    }

    /// A server that refused or went: it ends when released, and the launcher's devices are exec'd.
    func discard(launcher: String) { markFailed(launcher) }

    private func markFailed(_ key: String) {
        lock.lock()
        failed.insert(key)
        lock.unlock()
    }
}
