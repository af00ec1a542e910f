import Foundation

/// The lines of a log, read in order in 1 MB chunks (a file of any size in bounded memory), each with
/// its number and byte offset so that it can be read again later (`fields(at:)`). A line ends at LF; a
/// CR before it (a log saved with CRLF line ends) is not part of the line.
final class LogLines {
    struct Line {
        let number: Int
        let offset: Int
        let bytes: Data
    }

    private let descriptor: Int32
    private let memory: Data?
    private var buffer = Data()
    /// Offset in the log of `buffer`'s first byte.
    private var bufferOffset = 0
    private var readOffset = 0
    private var atEnd = false
    private var lineNumber = 0
    /// Bytes at the start of `buffer` already searched for the line's end.
    private var scanned = 0
    private static let chunk = 1 << 20

    init(data: Data) {
        descriptor = -1
        memory = data
        buffer = data
        readOffset = data.count
        atEnd = true
    }

    /// Opens `path` for reading; throws with the path and the reason. A FIFO or device is refused: a
    /// diff reads each log twice.
    init(path: String) throws {
        var info = stat()
        guard stat(path, &info) == 0 else { throw LogReadError(path: path, reason: String(cString: strerror(errno)).lowercased()) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw LogReadError(path: path, reason: "not a regular file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw LogReadError(path: path, reason: String(cString: strerror(errno)).lowercased()) }
        descriptor = fd
        memory = nil
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// The next line, or nil at the end of the log. Linear in the line's length however long it is:
    /// the search for its end resumes where the last chunk's left off, and a chunk is appended in place
    /// (a 32 MB line took 39 s when each chunk rescanned and recopied the bytes before it).
    func next() -> Line? {
        while true {
            if let newline = firstNewline(from: buffer.startIndex + scanned) {
                let line = buffer[buffer.startIndex..<newline]
                let start = bufferOffset
                bufferOffset += newline - buffer.startIndex + 1
                buffer = buffer[(newline + 1)...]
                scanned = 0
                return make(line, at: start)
            }
            scanned = buffer.count
            if atEnd {
                guard !buffer.isEmpty else { return nil }
                let line = buffer
                let start = bufferOffset
                bufferOffset += buffer.count
                buffer = Data()
                scanned = 0
                return make(line, at: start)
            }
            fill()
        }
    }

    /// The index of the first LF in `buffer` at or after `from` (memchr: `Data.firstIndex(of:)` goes
    /// byte by byte through the collection protocol).
    private func firstNewline(from: Int) -> Int? {
        guard from < buffer.endIndex else { return nil }
        return buffer.withUnsafeBytes { raw -> Int? in
            let skip = from - buffer.startIndex
            guard let base = raw.baseAddress, let hit = memchr(base + skip, 0x0A, raw.count - skip) else { return nil }
            return buffer.startIndex + (base.distance(to: UnsafeRawPointer(hit)))
        }
    }

    private func make(_ raw: Data, at offset: Int) -> Line {
        lineNumber += 1
        var bytes = raw
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        return Line(number: lineNumber, offset: offset, bytes: Data(bytes))
    }

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: Self.chunk)
        let n = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, Self.chunk, off_t(readOffset)) }
        guard n > 0 else { atEnd = true; return }
        readOffset += n
        chunk.withUnsafeBufferPointer { buffer.append(UnsafeBufferPointer(rebasing: $0[0..<n])) }
    }

    /// The JSON object of the line that starts at `offset`, read again.
    func fields(at offset: Int) -> [String: Any]? {
        var line = Data()
        if let memory {
            let rest = memory[(memory.startIndex + offset)...]
            let end = rest.withUnsafeBytes { raw -> Int? in
                guard let base = raw.baseAddress else { return nil }
                return memchr(base, 0x0A, raw.count).map { base.distance(to: UnsafeRawPointer($0)) }
            }
            line = rest.prefix(end ?? rest.count)
        } else {
            // memchr on each chunk: `firstIndex(of:)` on an array slice went through the generic
            // collection code byte by byte, allocating, which made a 32 MB line take seconds.
            var position = offset
            var chunk = [UInt8](repeating: 0, count: Self.chunk)
            while true {
                let n = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(position)) }
                guard n > 0 else { break }
                let end = chunk.withUnsafeBytes { raw -> Int? in
                    memchr(raw.baseAddress!, 0x0A, n).map { raw.baseAddress!.distance(to: UnsafeRawPointer($0)) }
                }
                chunk.withUnsafeBufferPointer { line.append(UnsafeBufferPointer(rebasing: $0[0..<(end ?? n)])) }
                if end != nil { break }
                position += n
            }
        }
        if line.last == 0x0D { line = line.dropLast() }
        return LogDiff.parse(Data(line))
    }
}

/// A log `sandbox diff` cannot read: `PATH: error: cannot read the log: REASON`.
struct LogReadError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): error: cannot read the log: \(reason)" }
}
