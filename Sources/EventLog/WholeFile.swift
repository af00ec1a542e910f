import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A file written whole or not at all (a report, a trace being updated): the content goes to a new file
/// in the destination's own folder, which is renamed over the destination once it is written and synced.
/// A run that is interrupted, or fails half way (a full disk), leaves the destination as it was and no
/// new file beside it.
///
/// Foundation's `.atomic` write is not used: on Linux it makes its new file in a `TemporaryDirectory.*`
/// folder of `$TMPDIR` and leaves that folder behind, one a write.
///
/// - A symbolic link is followed: its target is replaced, the link stays.
/// - A FIFO, a pipe or a terminal (`--output /dev/stdout`) cannot be replaced by a rename: it is written
///   in place, as `OutputFile` writes, only once the whole content is known.
/// - A directory, a device or a socket is refused when the file is made, before anything runs, and so is
///   a folder that cannot be written to.
/// - A replaced file keeps its permission bits; a new one gets 0666 less the umask, as `open` gives.
public final class WholeFile {
    /// The path as given, for messages.
    public let path: String
    public let what: String
    /// Where the content goes: `path` with its symbolic links resolved.
    private let target: String
    /// A FIFO, pipe or terminal, opened when the file was made (so one nobody reads is refused then).
    private let stream: OutputFile?
    /// The permission bits of the file being replaced.
    private let existingMode: mode_t?

    /// Checks that `path` can be written whole; throws `OutputFileError` naming it when it cannot.
    public init(path: String, what: String) throws {
        self.path = path
        self.what = what
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var info = stat()
        if stat(resolved, &info) == 0 {
            target = resolved
            if info.st_mode & S_IFMT == S_IFREG {
                stream = nil
                existingMode = info.st_mode & 0o7777
            } else {
                // OutputFile refuses what is not a FIFO, pipe or terminal, with the same words.
                stream = try OutputFile(path: path, what: what, mode: .append)
                existingMode = nil
            }
        } else {
            guard errno == ENOENT else { throw OutputFileError(path: path, what: what, problem: OutputFile.describe(errno)) }
            target = resolved
            stream = nil
            existingMode = nil
        }
        if stream == nil {
            let folder = (target as NSString).deletingLastPathComponent
            var folderInfo = stat()
            guard stat(folder.isEmpty ? "." : folder, &folderInfo) == 0 else {
                throw OutputFileError(path: path, what: what, problem: "its folder cannot be used: \(OutputFile.describe(errno))")
            }
            guard folderInfo.st_mode & S_IFMT == S_IFDIR else {
                throw OutputFileError(path: path, what: what, problem: "its folder is not a directory")
            }
            guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else {
                throw OutputFileError(path: path, what: what, problem: "its folder cannot be written to: \(OutputFile.describe(errno))")
            }
        }
    }

    /// Writes `data` whole: a new file in the destination's folder, synced, then renamed over the
    /// destination. On any failure the new file is removed and the destination is untouched.
    public func write(_ data: Data) throws {
        if let stream {
            try stream.write(data)
            try stream.close()
            return
        }
        let folder = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        // Hidden and named after the destination, so a file a killed run leaves is recognisable.
        var template = Array(((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(".\(name).XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard fd >= 0 else { throw OutputFileError(path: path, what: what, problem: OutputFile.describe(errno)) }
        let temporary = String(cString: template)
        var done = false
        defer {
            if !done { unlink(temporary) }
        }
        let mode = existingMode ?? (0o666 & ~Self.umaskValue)
        _ = fchmod(fd, mode)
        let file = OutputFile(descriptor: fd, path: path, what: what)
        do {
            try file.write(data)
            guard fsync(fd) == 0 || errno == EINVAL else {
                throw OutputFileError(path: path, what: what, problem: OutputFile.describe(errno), errno: errno)
            }
        } catch {
            Glibc.close(fd)
            throw error
        }
        guard Glibc.close(fd) == 0 || errno == EINTR else {
            throw OutputFileError(path: path, what: what, problem: OutputFile.describe(errno), errno: errno)
        }
        guard rename(temporary, target) == 0 else {
            throw OutputFileError(path: path, what: what, problem: OutputFile.describe(errno), errno: errno)
        }
        done = true
        // The rename itself reaches the disk with its folder.
        let folderDescriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            _ = fsync(folderDescriptor)
            Glibc.close(folderDescriptor)
        }
    }

    public func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// The process's umask, from /proc (setting it to read it back would change it for a moment for
    /// every thread); 022 when /proc cannot say.
    private static var umaskValue: mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8) else { return 0o022 }
        return value
    }
}
