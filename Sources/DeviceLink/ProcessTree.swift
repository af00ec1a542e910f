import DeviceFork
import Foundation
import Glibc

/// The processes below one process, read from `/proc`, and how to end them all. The Swift driver starts
/// each frontend in a process group of its own, so killing the driver's group leaves its frontends
/// compiling; ending a tool means ending every process under it.
public enum ProcessTree {
    /// Every process whose chain of parents leads to `root` (not `root` itself), parents before children.
    static func descendants(of root: pid_t) -> [pid_t] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        var children: [pid_t: [pid_t]] = [:]
        for name in names {
            guard let pid = pid_t(name), let parent = parent(of: pid) else { continue }
            children[parent, default: []].append(pid)
        }
        var found: [pid_t] = []
        var queue = children[root] ?? []
        while let next = queue.first {
            queue.removeFirst()
            guard !found.contains(next) else { continue }
            found.append(next)
            queue += children[next] ?? []
        }
        return found
    }

    /// The parent's pid from `/proc/PID/stat` (its fourth field, after the name in parentheses, which
    /// may itself hold spaces and parentheses).
    static func parent(of pid: pid_t) -> pid_t? {
        guard let fields = statFields(of: pid), fields.count > 1 else { return nil }
        return pid_t(fields[1])
    }

    /// The fields of `/proc/PID/stat` after the name in parentheses (the state first), nil when the
    /// process is gone.
    private static func statFields(of pid: pid_t) -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }

    /// Ends `root` and everything under it: `root` is stopped first (SIGSTOP), so it starts nothing
    /// while the tree is read, then every process found and `root` are killed.
    public static func kill(_ root: pid_t) {
        Glibc.kill(root, SIGSTOP)
        for pid in descendants(of: root).reversed() { Glibc.kill(pid, SIGKILL) }
        Glibc.kill(root, SIGKILL)
    }

    /// The command becomes the subreaper of everything below it: a process a scenario started, left by
    /// a device that ended (crashed, stopped) before it could end it, comes to the command rather than
    /// to init, whatever group, session or environment it put itself in (`endAdoptedOrphans`).
    /// Only a process whose every child comes from `DeviceSpawn` may ask (the `sandbox` commands): in
    /// another (a test runner starting processes of its own) a child it started otherwise would be
    /// taken for an orphan.
    public static func adoptOrphans() {
        adoptingLock.lock()
        adopting = true
        adoptingLock.unlock()
        ProcessReaper.becomeSubreaper()
    }

    nonisolated(unsafe) private static var adopting = false
    private static let adoptingLock = NSLock()

    /// Ends (and reaps) every child of this process that it did not start itself: orphans adopted from
    /// devices that have ended. A device alive adopts its own, so these belong to no running device.
    public static func endAdoptedOrphans() {
        adoptingLock.lock()
        let adopted = adopting
        adoptingLock.unlock()
        guard adopted else { return }
        // Listed before asking which are its own: a child spawned meanwhile is not in the list.
        let children = ProcessReaper.children(of: getpid())
        for child in children where !DeviceSpawn.didStart(child) {
            ProcessReaper.endTree(of: child)
            var status: Int32 = 0
            for _ in 0..<100 where waitpid(child, &status, WNOHANG) == 0 { usleep(10_000) }
        }
    }

    /// True when `pid` is gone or a zombie (ended, not yet reaped by its parent: a forked device's
    /// parent is its fork server, which reaps it when it hears of it).
    public static func hasEnded(_ pid: pid_t) -> Bool {
        guard let state = statFields(of: pid)?.first else { return true }
        return state == "Z" || state == "X"
    }

    /// Kills every process (of this user) whose environment holds `entry` (`NAME=VALUE`), but this one.
    /// A device's environment carries a tag of its own: every process a scenario starts inherits it,
    /// whatever group or session it puts itself in (Foundation's `Process` gives each child a group of
    /// its own) and wherever it is reparented once the device is gone.
    public static func killAll(taggedWith entry: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return }
        let needle = Array(entry.utf8) + [0]
        let me = getpid()
        for name in names {
            guard let pid = pid_t(name), pid != me,
                  let environment = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { continue }
            let bytes = [UInt8](environment)
            // Entries are NUL-terminated: match a whole entry, at the start or after a NUL.
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0) ?? bytes.count
                if end - start == needle.count - 1, bytes[start..<end].elementsEqual(needle.dropLast()) {
                    Glibc.kill(pid, SIGKILL)
                    break
                }
                start = end + 1
            }
        }
    }
}
