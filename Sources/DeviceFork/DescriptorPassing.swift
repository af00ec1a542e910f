#if canImport(Glibc)
import Glibc
#endif

/// Messages with open file descriptors attached, over a Unix sequenced-packet socket (`SCM_RIGHTS`): how
/// the host hands a forked device its event and output pipes. Each message arrives whole and alone.
public enum DescriptorPassing {
    /// The largest message either end sends: a request carries the host's environment.
    public static let maxMessage = 1 << 20
    /// The most descriptors one message carries.
    static let maxDescriptors = 4

    /// Sends `bytes` with `descriptors` attached (they stay open here); false when the other end is gone.
    public static func send(_ socket: Int32, _ bytes: [UInt8], descriptors: [Int32] = []) -> Bool {
        precondition(descriptors.count <= maxDescriptors)
        let header = MemoryLayout<cmsghdr>.stride
        let dataLength = descriptors.count * MemoryLayout<Int32>.size
        let space = descriptors.isEmpty ? 0 : header + (dataLength + 7) & ~7
        let control = UnsafeMutableRawPointer.allocate(byteCount: max(space, 1), alignment: 8)
        defer { control.deallocate() }
        if space > 0 {
            control.initializeMemory(as: UInt8.self, repeating: 0, count: space)
            let h = control.assumingMemoryBound(to: cmsghdr.self)
            h.pointee.cmsg_len = header + dataLength
            h.pointee.cmsg_level = SOL_SOCKET
            h.pointee.cmsg_type = Int32(SCM_RIGHTS)
            for (i, fd) in descriptors.enumerated() {
                control.storeBytes(of: fd, toByteOffset: header + i * MemoryLayout<Int32>.size, as: Int32.self)
            }
        }
        var payload = bytes.isEmpty ? [0x20] : bytes
        return payload.withUnsafeMutableBytes { b in
            var vector = iovec(iov_base: b.baseAddress, iov_len: b.count)
            return withUnsafeMutablePointer(to: &vector) { v in
                var message = msghdr(msg_name: nil, msg_namelen: 0, msg_iov: v, msg_iovlen: 1,
                                     msg_control: space > 0 ? control : nil, msg_controllen: space, msg_flags: 0)
                while true {
                    if sendmsg(socket, &message, Int32(MSG_NOSIGNAL)) >= 0 { return true }
                    if errno != EINTR { return false }
                }
            }
        }
    }

    public enum Received {
        /// A message and the descriptors that came with it (close-on-exec, owned by the receiver).
        case message([UInt8], descriptors: [Int32])
        /// The other end closed its socket (its process ended).
        case closed
    }

    /// Waits for the next message.
    public static func receive(_ socket: Int32) -> Received {
        let header = MemoryLayout<cmsghdr>.stride
        let space = header + maxDescriptors * MemoryLayout<Int32>.size
        let control = UnsafeMutableRawPointer.allocate(byteCount: space, alignment: 8)
        defer { control.deallocate() }
        var buffer = [UInt8](repeating: 0, count: maxMessage)
        while true {
            let (n, controlLength) = buffer.withUnsafeMutableBytes { b -> (Int, Int) in
                var vector = iovec(iov_base: b.baseAddress, iov_len: b.count)
                return withUnsafeMutablePointer(to: &vector) { v in
                    var message = msghdr(msg_name: nil, msg_namelen: 0, msg_iov: v, msg_iovlen: 1,
                                         msg_control: control, msg_controllen: space, msg_flags: 0)
                    let n = recvmsg(socket, &message, Int32(MSG_CMSG_CLOEXEC))
                    return (n, Int(message.msg_controllen))
                }
            }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { return .closed }
            var descriptors: [Int32] = []
            if controlLength >= header {
                let h = control.assumingMemoryBound(to: cmsghdr.self).pointee
                if h.cmsg_level == SOL_SOCKET && h.cmsg_type == Int32(SCM_RIGHTS) {
                    let count = (Int(h.cmsg_len) - header) / MemoryLayout<Int32>.size
                    for i in 0..<min(count, maxDescriptors) {
                        descriptors.append(control.load(fromByteOffset: header + i * MemoryLayout<Int32>.size, as: Int32.self))
                    }
                }
            }
            return .message(Array(buffer[0..<n]), descriptors: descriptors)
        }
    }
}
