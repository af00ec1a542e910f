#if canImport(Glibc)
import Glibc
#endif

/// How a device, a fork server and the command's own tools make sure that whatever runs under them ends
/// with them, whatever group, session or environment it put itself in.
///
/// A process that is a child subreaper (`becomeSubreaper`) adopts every orphan below it: a scenario's
/// `Process`, a double fork, a `setsid` daemon stay its descendants however their parents end, so one
/// walk of `/proc` from it finds them all (`endDescendants`). Glibc only, no allocation beyond the walk's
/// list: it runs in the device's last moments and in the single-threaded fork server.
public enum ProcessReaper {
    /// Orphans below this process are re-parented to it rather than to init.
    public static func becomeSubreaper() { _ = prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) }

    /// The signal this process gets when the thread that started it ends (0: none).
    public static func setParentDeathSignal(_ signal: Int32) { _ = prctl(PR_SET_PDEATHSIG, UInt(signal), 0, 0, 0) }

    /// The processes whose parent is `parent`.
    public static func children(of parent: pid_t) -> [pid_t] {
        parentsOfAll().filter { $0.parent == parent }.map(\.pid)
    }

    /// Every process whose chain of parents leads to `root`, `root` left out.
    public static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parentsOfAll()
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            for p in parents where p.parent == next && !found.contains(p.pid) {
                found.append(p.pid)
                frontier.append(p.pid)
            }
        }
        return found
    }

    /// Every process of `/proc` with its parent.
    private static func parentsOfAll() -> [(pid: pid_t, parent: pid_t)] {
        var parents: [(pid: pid_t, parent: pid_t)] = []
        guard let dir = opendir("/proc") else { return [] }
        while let entry = readdir(dir) {
            let pid = withUnsafeBytes(of: entry.pointee.d_name) { bytes -> pid_t in
                var value: pid_t = 0
                for b in bytes {
                    if b == 0 { break }
                    guard b >= 48, b <= 57 else { return 0 }
                    value = value &* 10 &+ pid_t(b - 48)
                }
                return value
            }
            if pid > 0, let parent = parent(of: pid) { parents.append((pid, parent)) }
        }
        closedir(dir)
        return parents
    }

    /// Whether this process has a child at all (its threads' `children` lists): a cheap question before
    /// the walk of the whole of `/proc`.
    public static func hasChildren() -> Bool {
        guard let dir = opendir("/proc/self/task") else { return true }
        defer { closedir(dir) }
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name.first?.isNumber == true else { continue }
            let fd = open("/proc/self/task/\(name)/children", O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { return true }
            var byte: UInt8 = 0
            let n = read(fd, &byte, 1)
            close(fd)
            if n != 0 { return true }
        }
        return false
    }

    /// Kills everything below `root` (which is left running), round after round: a process killed makes
    /// its children orphans, re-parented (to `root` when it is a subreaper) and found in the next round.
    /// `root` being this process, the dead are reaped as they go.
    public static func endDescendants(of root: pid_t) {
        for _ in 0..<50 {
            let found = descendants(of: root)
            if found.isEmpty { return }
            for pid in found { kill(pid, SIGKILL) }
            usleep(5_000)
            if root == getpid() {
                var status: Int32 = 0
                while waitpid(-1, &status, WNOHANG) > 0 {}
            }
        }
    }

    /// Ends `root` and everything under it: stopped first, so it starts nothing more while its
    /// descendants are killed.
    public static func endTree(of root: pid_t) {
        kill(root, SIGSTOP)
        endDescendants(of: root)
        kill(root, SIGKILL)
    }

    /// The parent's pid from `/proc/PID/stat`: the field after the state, which follows the name in
    /// parentheses (a name may hold spaces and parentheses itself).
    static func parent(of pid: pid_t) -> pid_t? {
        var path: [CChar] = Array("/proc/\(pid)/stat".utf8CString)
        let fd = open(&path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 1024)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard n > 0, let close = buffer[0..<n].lastIndex(of: UInt8(ascii: ")")) else { return nil }
        // ") S 1234 …": past the state and its spaces.
        var i = close + 1
        var fields = 0
        var value: pid_t = 0
        while i < n {
            let b = buffer[i]
            if b == UInt8(ascii: " ") {
                if fields == 2 { return value }
                fields += 1
            } else if fields == 2 {
                guard b >= 48, b <= 57 else { return nil }
                value = value &* 10 &+ pid_t(b - 48)
            }
            i += 1
        }
        return nil
    }
}

private let PR_SET_PDEATHSIG: Int32 = 1
private let PR_SET_CHILD_SUBREAPER: Int32 = 36

/// glibc's `prctl`, variadic in C (Swift imports no variadic function); its arguments are all words.
@_silgen_name("prctl")
private func prctl(_ option: Int32, _ a2: UInt, _ a3: UInt, _ a4: UInt, _ a5: UInt) -> Int32
