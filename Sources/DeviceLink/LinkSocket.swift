import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One end of the control socket: a Unix sequenced-packet socket, so each message arrives whole and
/// alone. Sends never block for long (the other end reads all the time); receiving can wait or not.
public final class LinkSocket: @unchecked Sendable {
    public let descriptor: Int32
    /// The largest message either end sends (a controller table of a few hundred rows).
    static let maxMessage = 256 * 1024

    /// Where `receive` reads; one thread receives on each end.
    private var buffer = [UInt8](repeating: 0, count: LinkSocket.maxMessage)

    public init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// A connected pair (the window keeps one end, the device inherits the other), close-on-exec.
    public static func pair() throws -> (LinkSocket, LinkSocket) {
        var fds: [Int32] = [-1, -1]
        guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0, &fds) == 0 else {
            throw LinkError.system("cannot make the control socket", errno)
        }
        for fd in fds {
            var size = Int32(4 * maxMessage)
            setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        return (LinkSocket(descriptor: fds[0]), LinkSocket(descriptor: fds[1]))
    }

    /// Sends one message; false when the other end is gone.
    @discardableResult
    public func send(_ text: String) -> Bool {
        var bytes = Array(text.utf8)
        if bytes.isEmpty { bytes = [0x20] }
        while true {
            let n = bytes.withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n >= 0 { return true }
            if errno == EINTR { continue }
            return false
        }
    }

    public enum Received: Equatable {
        case message(String)
        /// Nothing waiting (only without `wait`).
        case none
        /// The other end closed its socket (its process ended).
        case closed
    }

    /// The next message; with `wait` false, `.none` at once when nothing is waiting.
    public func receive(wait: Bool) -> Received {
        while true {
            let n = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, wait ? 0 : Int32(MSG_DONTWAIT)) }
            if n > 0 { return .message(String(decoding: buffer[0..<n], as: UTF8.self)) }
            if n == 0 { return .closed }
            if errno == EINTR { continue }
            if errno == EAGAIN || errno == EWOULDBLOCK { return .none }
            return .closed
        }
    }

    /// Waits until a message (or the end) is there, at most `timeout` seconds (nil: no limit).
    public func waitReadable(timeout: TimeInterval?) {
        var p = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        let ms: Int32 = timeout.map { Int32(min(max(($0 * 1000).rounded(.up), 0), 60_000)) } ?? -1
        _ = poll(&p, 1, ms)
    }
}
