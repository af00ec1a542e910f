import Foundation
import EventLog
import SandboxKit
import Scenario
#if canImport(Glibc)
import Glibc
#endif

/// A scenario read from standard input, saved where the compiler can read it: in a folder of its own
/// that `mkdtemp` makes readable by this user only (0700), and removed as soon as it has been read.
/// A copy left in `$TMPDIR` would keep what a user piped in, readable by others, run after run.
struct PrivateTemporaryFile {
    let folder: String
    let path: String

    init(named name: String, contents: Data) throws {
        var template = Array((NSTemporaryDirectory() as NSString).appendingPathComponent("sandbox-XXXXXX").utf8CString)
        guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else {
            throw ScenarioError(file: ScenarioCommandSupport.standardInputName,
                                message: "cannot make a private temporary folder: \(OutputFile.describe(errno))")
        }
        folder = String(cString: made)
        path = (folder as NSString).appendingPathComponent(name)
        guard FileManager.default.createFile(atPath: path, contents: contents, attributes: [.posixPermissions: 0o600]) else {
            let reason = OutputFile.describe(errno)
            try? FileManager.default.removeItem(atPath: folder)
            throw ScenarioError(file: ScenarioCommandSupport.standardInputName, message: "cannot save the scenario read from standard input: \(reason)")
        }
    }

    func remove() { try? FileManager.default.removeItem(atPath: folder) }
}
