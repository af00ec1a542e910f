import Foundation

/// The folder an app compiles in, kept in the cache between builds (`app-KEY`, one per app folder, runtime
/// and flags) so that the compiler's incremental build finds last time's objects and dependency records:
/// an edit to one file recompiles that file and the files that use what changed, as Xcode's debug build
/// does. A source whose text did not change is not written again, so the compiler sees it unchanged.
///
/// One build at a time holds it (an exclusive `flock` on its `lock` file, let go when the build ends or
/// its process dies); another build of the same app at the same time (two `check` jobs) compiles in a
/// fresh folder of its own instead of waiting.
final class AppWorkFolder {
    let url: URL
    private let lockDescriptor: Int32

    /// The kept folder for `key`, held; nil when another build holds it or it cannot be made.
    init?(cache: URL, key: String) {
        url = cache.appendingPathComponent("app-" + key)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let fd = open(url.appendingPathComponent("lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return nil
        }
        lockDescriptor = fd
    }

    func unlock() {
        flock(lockDescriptor, LOCK_UN)
        close(lockDescriptor)
    }

    /// Writes each source whose text differs from the file's, and removes the sources (and their objects
    /// and dependency records) of files the app no longer has.
    func write(_ sources: [(name: String, text: String)]) throws {
        let fm = FileManager.default
        let names = Set(sources.map(\.name))
        for existing in (try? fm.contentsOfDirectory(atPath: url.path)) ?? [] where existing.hasSuffix(".swift") && !names.contains(existing) {
            let base = url.appendingPathComponent(String(existing.dropLast(".swift".count)))
            for suffix in [".swift", ".o", ".swiftdeps"] { try? fm.removeItem(atPath: base.path + suffix) }
        }
        for source in sources {
            let file = url.appendingPathComponent(source.name)
            let data = Data(source.text.utf8)
            if let old = fm.contents(atPath: file.path), old == data { continue }
            let previous = (try? fm.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date
            try data.write(to: file)
            // The compiler's build record keeps whole seconds: a file changed within the second of the last
            // build would look unchanged to it, and its old object would be linked. A changed file is
            // always at least a second newer than before.
            if let previous, Date().timeIntervalSince(previous) < 2 {
                try? fm.setAttributes([.modificationDate: previous.addingTimeInterval(2)], ofItemAtPath: file.path)
            }
        }
    }

    /// The compiler's output file map: each source's object and dependency record, and the module's.
    func outputFileMap(for sources: [(name: String, text: String)]) throws -> URL {
        var map: [String: [String: String]] = ["": ["swift-dependencies": url.appendingPathComponent("module.swiftdeps").path]]
        for source in sources {
            let base = url.appendingPathComponent(String(source.name.dropLast(".swift".count))).path
            map[url.appendingPathComponent(source.name).path] = ["object": base + ".o", "swift-dependencies": base + ".swiftdeps"]
        }
        let file = url.appendingPathComponent("output-file-map.json")
        try JSONSerialization.data(withJSONObject: map, options: [.sortedKeys]).write(to: file)
        return file
    }
}
