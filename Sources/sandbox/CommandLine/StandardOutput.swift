import ArgumentParser
import Foundation
import EventLog
import SandboxKit

/// The commands' standard output, written through an `OutputFile` so that a failed write (a full disk,
/// `> /dev/full`, a reader that went away) ends the command with an error saying what was lost rather
/// than exit 0. SIGPIPE is ignored (main.swift), so a closed pipe is the EPIPE error here. Main-actor:
/// the commands run on the main thread.
@MainActor
enum StandardOutput {
    static let file = OutputFile(descriptor: STDOUT_FILENO, path: "standard output", what: "the output")

    /// Writes `text`; on failure prints `standard output: error: cannot write the output: …; lost`
    /// with `lost` and ends the command with status 1.
    static func write(_ text: String, lost: @autoclosure () -> String) throws {
        do {
            try file.write(text)
        } catch {
            ScenarioCommandSupport.printError("\(error); \(lost())")
            throw ExitCode(1)
        }
    }
}
