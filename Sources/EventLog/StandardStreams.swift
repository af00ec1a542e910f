import Foundation

/// Standard error without C's `stderr`, which Swift 6 refuses to read (a mutable C global): errors go
/// straight to descriptor 2, which C leaves unbuffered too. (C's `stdout`: `CStandardOutput`.)
package enum StandardStreams {
    /// Writes `text` to standard error. A failure (stderr on a full disk) is ignored, not a trap as
    /// `FileHandle.write`'s is: an error that cannot be printed is still an exit status.
    package static func writeError(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let n = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
            if n > 0 { bytes = bytes.dropFirst(n) } else if n < 0 && errno == EINTR { continue } else { return }
        }
    }
}
