import Foundation
import EventLog
import SandboxKit
import Scenario
#if canImport(Glibc)
import Glibc
#endif

/// A scenario read from standard input, kept where this process can read it by path: a file in memory
/// (`memfd_create`), named `/proc/self/fd/N`, that is never on disk. Any file in `$TMPDIR`, even a
/// private one removed after reading, stayed behind, readable, when the command was killed before
/// removing it (a long compile ended by SIGKILL); the memory file goes with the process, however it
/// ends. Only this process reads it: the compile works from its own copy of the rewritten text.
struct PrivateTemporaryFile {
    /// The descriptor behind `path`.
    let descriptor: Int32
    let path: String

    init(named name: String, contents: Data) throws {
        let fd = memfd_create(name, UInt32(MFD_CLOEXEC))
        guard fd >= 0 else {
            throw ScenarioError(file: ScenarioCommandSupport.standardInputName,
                                message: "cannot keep the scenario read from standard input: \(OutputFile.describe(errno))")
        }
        var written = 0
        let failure: Int32? = contents.withUnsafeBytes { bytes in
            while written < bytes.count {
                let n = Glibc.write(fd, bytes.baseAddress! + written, bytes.count - written)
                if n < 0 { if errno == EINTR { continue }; return errno }
                written += n
            }
            return nil
        }
        if let failure {
            close(fd)
            throw ScenarioError(file: ScenarioCommandSupport.standardInputName,
                                message: "cannot keep the scenario read from standard input: \(OutputFile.describe(failure))")
        }
        descriptor = fd
        path = "/proc/self/fd/\(fd)"
    }

    func remove() { close(descriptor) }
}

private let MFD_CLOEXEC: Int32 = 1

/// glibc's `memfd_create` (Linux 3.17), which the Glibc module does not import.
@_silgen_name("memfd_create")
private func memfd_create(_ name: UnsafePointer<CChar>, _ flags: UInt32) -> Int32
