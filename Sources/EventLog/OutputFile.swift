import Foundation

/// A file the sandbox writes its results to (event logs, Chrome traces, screenshots, standard output),
/// written in place and checked at every step.
///
/// - The path itself is opened: created, or truncated (or appended to) as asked. A symlink is followed
///   and its target written; a hard link keeps sharing its content; the node is never replaced by a new
///   file renamed over it.
/// - Only a regular file, a FIFO or pipe, or a terminal is accepted. A device node (`/dev/full`,
///   `/dev/null`), a socket or a directory is refused with an error naming the path, before anything is
///   written. A FIFO nobody reads is refused at once rather than waited on.
/// - A regular file is locked (`flock`, exclusive, advisory) before it is truncated, so a second sandbox
///   given the same file fails at once and the first one's log stays whole.
/// - Every `write` is written whole (partial writes resumed, EINTR retried) or throws with the errno
///   (ENOSPC, EIO, EPIPE, EFBIG…); `close` syncs a regular file and checks that too. Lines written before
///   a failure stay in the file, so a log that fails mid-run is valid up to its last complete line.
public final class OutputFile {
    public enum Mode {
        /// Empty the file once it is locked (what `--log FILE` means).
        case truncate
        /// Keep what is there and write after it.
        case append
    }

    public let path: String
    /// What the file holds, for messages ("the log", "the Chrome trace").
    public let what: String
    private var descriptor: Int32
    private let isRegular: Bool
    private let closesDescriptor: Bool
    /// Bytes written so far by this writer.
    public private(set) var bytesWritten = 0
    /// The path did not exist before this writer opened it (a command that stops before writing can
    /// remove the empty file it made instead of leaving it behind).
    public let wasCreated: Bool

    /// Opens `path` for writing; throws `OutputFileError` naming the path when it is not something the
    /// sandbox may write to, is locked by another process, or cannot be opened.
    public init(path: String, what: String, mode: Mode = .truncate) throws {
        self.path = path
        self.what = what
        closesDescriptor = true
        var before = stat()
        let existed = stat(path, &before) == 0
        wasCreated = !existed
        if existed {
            // Refused before opening: opening some devices has effects of its own.
            if let refusal = Self.refusal(mode: before.st_mode, descriptor: nil) {
                throw OutputFileError(path: path, what: what, problem: refusal)
            }
        }
        // O_NONBLOCK: opening a FIFO nobody reads fails (ENXIO) instead of waiting forever.
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC | O_NOCTTY | O_NONBLOCK | (mode == .append ? O_APPEND : 0), 0o666)
        guard fd >= 0 else {
            let e = errno
            throw OutputFileError(path: path, what: what,
                                  problem: e == ENXIO ? "it is a FIFO that no process is reading" : Self.describe(e))
        }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let e = errno
            Glibc.close(fd)
            throw OutputFileError(path: path, what: what, problem: Self.describe(e))
        }
        if let refusal = Self.refusal(mode: info.st_mode, descriptor: fd) {
            Glibc.close(fd)
            throw OutputFileError(path: path, what: what, problem: refusal)
        }
        // Writes block from here on: a slow reader of a pipe slows the sandbox rather than losing lines.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        isRegular = info.st_mode & S_IFMT == S_IFREG
        if isRegular {
            guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
                let e = errno
                Glibc.close(fd)
                throw OutputFileError(path: path, what: what, problem: e == EWOULDBLOCK
                    ? "another process is writing to it (it is locked); give each run its own file"
                    : Self.describe(e))
            }
            if mode == .truncate, ftruncate(fd, 0) != 0 {
                let e = errno
                Glibc.close(fd)
                throw OutputFileError(path: path, what: what, problem: Self.describe(e))
            }
        }
        descriptor = fd
    }

    /// An already open descriptor (standard output): not locked, not closed, never truncated.
    public init(descriptor: Int32, path: String, what: String) {
        wasCreated = false
        self.path = path
        self.what = what
        self.descriptor = descriptor
        closesDescriptor = false
        var info = stat()
        isRegular = fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    deinit { if descriptor >= 0, closesDescriptor { Glibc.close(descriptor) } }

    public var isOpen: Bool { descriptor >= 0 }

    /// Why a node of this type is refused, or nil when it may be written.
    private static func refusal(mode: mode_t, descriptor: Int32?) -> String? {
        switch mode & S_IFMT {
        case S_IFREG, S_IFIFO: return nil
        case S_IFDIR: return "it is a directory"
        case S_IFSOCK: return "it is a socket, not a regular file"
        case S_IFBLK: return "it is a block device, not a regular file"
        case S_IFCHR:
            // A terminal is what a user means by /dev/tty or /dev/stdout in a shell; any other
            // character device (/dev/full, /dev/null, a private node) is refused. Known only once open.
            guard let descriptor else { return nil }
            return isatty(descriptor) == 1 ? nil : "it is a device, not a regular file or a terminal"
        default: return "it is not a regular file"
        }
    }

    /// A failed call's errno in words, as the messages print it.
    public static func describe(_ e: Int32) -> String {
        switch e {
        case ENOSPC: return "no space left on the device"
        case EPIPE: return "the reading end of the pipe was closed"
        case EFBIG: return "the file is too large (file size limit)"
        default: return String(cString: strerror(e)).lowercased()
        }
    }

    /// Writes all of `bytes`, or throws. In a regular file a failed write is taken back whole (the file
    /// ends where it ended before), so a log keeps every complete line and no torn one; what earlier
    /// writes wrote stays.
    public func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard descriptor >= 0 else { throw OutputFileError(path: path, what: what, problem: "it is already closed") }
        var offset = 0
        while offset < bytes.count {
            let n = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if n < 0 {
                let e = errno
                if e == EINTR { continue }
                if isRegular, offset > 0 {
                    let end = lseek(descriptor, 0, SEEK_CUR)
                    if end >= offset, ftruncate(descriptor, end - off_t(offset)) == 0 {
                        _ = lseek(descriptor, end - off_t(offset), SEEK_SET)
                        bytesWritten -= offset
                    }
                }
                throw OutputFileError(path: path, what: what, problem: Self.describe(e), errno: e)
            }
            offset += n
            bytesWritten += n
        }
    }

    public func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }

    public func write(_ text: String) throws {
        var text = text
        try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
    }

    /// Empties a regular file that was opened to `append` (nothing else has content to remove). Lets a
    /// command open every output first, locked, and empty them only once all could be opened, so one
    /// bad path never costs another file its old content.
    public func removeContents() throws {
        guard descriptor >= 0, isRegular else { return }
        guard ftruncate(descriptor, 0) == 0 else {
            let e = errno
            throw OutputFileError(path: path, what: what, problem: Self.describe(e), errno: e)
        }
    }

    /// Syncs a regular file to the disk (a delayed write error, as NFS or a full disk report it, shows
    /// here) and closes it. Closing twice does nothing.
    public func close() throws {
        guard descriptor >= 0 else { return }
        let fd = descriptor
        descriptor = -1
        var failure: Int32?
        if isRegular, fsync(fd) != 0, errno != EINVAL { failure = errno }
        if closesDescriptor, Glibc.close(fd) != 0, errno != EINTR, failure == nil { failure = errno }
        if let failure { throw OutputFileError(path: path, what: what, problem: Self.describe(failure), errno: failure) }
    }
}
