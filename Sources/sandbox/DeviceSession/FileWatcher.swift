import Foundation

/// Notices when a file (or any file of a folder: an app) is saved: a background thread compares its
/// modification time, size and inode four times a second (editors that save by renaming a new file over
/// the old one change the inode) and calls `changed` from that thread once the files have stayed the
/// same for `quiet` seconds: a burst of saves (a formatter on save, an autosave, a checkout) is one call
/// after its last save, not a relaunch per save, each stopping the one before half-way.
final class FileWatcher: @unchecked Sendable {
    private let lock = NSLock()
    private var running = true

    init(path: String, interval: TimeInterval = 0.25, quiet: TimeInterval = 0.5, changed: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            var last = Self.signature(path)
            /// When the last change not yet reported was seen.
            var pendingSince: Date?
            while isRunning {
                Thread.sleep(forTimeInterval: interval)
                let now = Self.signature(path)
                // A file being replaced is missing for a moment: wait for it to be back.
                if now != last, now != nil {
                    last = now
                    pendingSince = Date()
                } else if let since = pendingSince, Date().timeIntervalSince(since) >= quiet - interval / 2, isRunning {
                    pendingSince = nil
                    changed()
                }
            }
        }
        thread.name = "file-watcher"
        thread.start()
    }

    deinit { stop() }

    func stop() { lock.lock(); running = false; lock.unlock() }

    private var isRunning: Bool { lock.lock(); defer { lock.unlock() }; return running }

    private struct Signature: Equatable { var seconds: Int, nanoseconds: Int, size: Int64, inode: UInt64 }

    /// A file's signature; for a folder (an app), every file's in it, so saving any of them is a change
    /// (a folder's own time changes only when an entry is added or removed). Hidden folders and build
    /// products are not looked in, and the walk stops after `folderLimit` entries.
    private static func signature(_ path: String) -> [Signature]? {
        guard let own = fileSignature(path) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue,
              let walker = FileManager.default.enumerator(atPath: path) else { return [own] }
        var all = [own]
        while let relative = walker.nextObject() as? String, all.count < folderLimit {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") || ["Pods", "Carthage", "DerivedData", "build"].contains(name) {
                walker.skipDescendants()
                continue
            }
            if let s = fileSignature(path + "/" + relative) { all.append(s) }
        }
        return all
    }

    static let folderLimit = 20_000

    private static func fileSignature(_ path: String) -> Signature? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        return Signature(seconds: st.st_mtim.tv_sec, nanoseconds: st.st_mtim.tv_nsec, size: Int64(st.st_size), inode: UInt64(st.st_ino))
    }
}
