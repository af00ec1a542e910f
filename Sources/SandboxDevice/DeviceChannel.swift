import Foundation
import Glibc

/// The device's side of the event pipe: each line is written whole with `write(2)` as it happens (no
/// buffering in the device), so a device killed at any moment has delivered every line it wrote.
final class DeviceChannel: @unchecked Sendable {
    let fd: Int32

    init(fd: Int32) { self.fd = fd }

    func send(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        bytes.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
                if n > 0 { offset += n } else if n < 0 && errno == EINTR { continue } else { return }
            }
        }
    }
}
