import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file with a size limit. A project folder may hold anything: a named pipe called
/// `Info.plist` would block `Data(contentsOf:)` forever, and a multi-gigabyte `Contents.json` would exhaust
/// memory, so only regular files are read, opened without blocking, and never past `limit` bytes.
enum FileReader {
    static func read(_ url: URL, limit: Int) throws(AppProjectError) -> Data {
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw AppProjectError(url: url, message: "cannot open: \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            throw AppProjectError(url: url, message: "cannot read: \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw AppProjectError(url: url, message: "not a regular file")
        }
        guard Int(info.st_size) <= limit else {
            throw AppProjectError(url: url, message: "the file is \(info.st_size) bytes, over the limit of \(limit)")
        }
        var data = Data(count: Int(info.st_size))
        var total = 0
        var failure: Int32 = 0
        data.withUnsafeMutableBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while total < buffer.count {
                #if canImport(Glibc)
                let count = Glibc.read(descriptor, base + total, buffer.count - total)
                #else
                let count = Darwin.read(descriptor, base + total, buffer.count - total)
                #endif
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if count == 0 { break }
                total += count
            }
        }
        guard failure == 0 else {
            throw AppProjectError(url: url, message: "cannot read: \(String(cString: strerror(failure)))")
        }
        // A file that shrank while being read is read as it now is.
        if total < data.count { data.removeSubrange(total...) }
        return data
    }
}
