import Glibc

/// Splits what a pipe delivers into lines, for every host's reading of a device (its event pipe, its
/// stdout and stderr). At the end, a last line without its newline is handed over when
/// `keepsUnfinishedLine`, else dropped (an event line being written when the device died is not one).
public struct LineReader {
    public let fd: Int32
    public let keepsUnfinishedLine: Bool
    public private(set) var isClosed = false
    private var pending: [UInt8] = []
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    public init(fd: Int32, keepsUnfinishedLine: Bool = true) {
        self.fd = fd
        self.keepsUnfinishedLine = keepsUnfinishedLine
    }

    /// Reads once (blocking unless the caller polled first) and hands over each complete line; sets
    /// `isClosed` at the end of the pipe or on an error.
    public mutating func read(_ handle: ([String]) -> Void) {
        let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { return }
        if n <= 0 {
            isClosed = true
            if !pending.isEmpty && keepsUnfinishedLine { handle([String(decoding: pending, as: UTF8.self)]) }
            pending.removeAll()
            return
        }
        var lines: [String] = []
        var start = 0
        for i in 0..<n where buffer[i] == 0x0A {
            if pending.isEmpty {
                lines.append(String(decoding: buffer[start..<i], as: UTF8.self))
            } else {
                pending.append(contentsOf: buffer[start..<i])
                lines.append(String(decoding: pending, as: UTF8.self))
                pending.removeAll(keepingCapacity: true)
            }
            start = i + 1
        }
        pending.append(contentsOf: buffer[start..<n])
        if !lines.isEmpty { handle(lines) }
    }
}
