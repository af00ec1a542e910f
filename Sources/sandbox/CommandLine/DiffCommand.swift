import ArgumentParser
import Foundation
import Scenario

/// `sandbox diff A.jsonl B.jsonl`: two recorded event logs, event by event (Myers' diff, streamed); exit 1
/// when they differ, 2 when either cannot be read or is not an event log (the rule of every command).
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two recorded event logs event by event (exit 1 when they differ, 2 when one cannot be read).",
        discussion: CommandLineRules.discussion()
    )

    @Argument(help: "The first log (JSON Lines).") var a: String
    @Argument(help: "The second log (JSON Lines).") var b: String

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        let diff: LogDiff
        do { diff = try LogDiff(aPath: a, bPath: b) } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        if let refusal = diff.refusal {
            ScenarioCommandSupport.printError(refusal)
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        for problem in diff.problems { ScenarioCommandSupport.printError(problem) }
        // Printed as found: a long diff is never held whole. A failed write ends with an error.
        var failure: Error?
        var printed = 0
        let count = diff.report { line in
            guard failure == nil else { return }
            do { try StandardOutput.file.write(line + "\n"); printed += 1 } catch { failure = error }
        }
        if let failure {
            ScenarioCommandSupport.printError("\(failure); \(count - printed) of \(count) differences were not printed")
            throw ExitCode(1)
        }
        if count > 0 { throw ExitCode(1) }
        try StandardOutput.write("\(a) and \(b) record the same \(diff.aCount) events\n", lost: "the summary line was not printed")
    }
}
