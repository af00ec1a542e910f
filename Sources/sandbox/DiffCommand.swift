import ArgumentParser
import Foundation
import Scenario

/// `sandbox diff A.jsonl B.jsonl`: two recorded event logs, event by event; exit 1 when they differ.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two recorded event logs event by event (exit 1 when they differ)."
    )

    @Argument(help: "The first log (JSON Lines).") var a: String
    @Argument(help: "The second log (JSON Lines).") var b: String

    func run() throws {
        func read(_ path: String) throws -> String {
            guard let data = FileManager.default.contents(atPath: path) else {
                ScenarioCommandSupport.printError("\(path): error: cannot read the log")
                throw ExitCode(2)
            }
            return String(decoding: data, as: UTF8.self)
        }
        let diff = LogDiff(a: try read(a), b: try read(b), aName: a, bName: b)
        for problem in diff.problems { ScenarioCommandSupport.printError(problem) }
        let lines = diff.report(aName: a, bName: b)
        for line in lines { print(line) }
        if !lines.isEmpty { throw ExitCode(1) }
        print("\(a) and \(b) record the same \(diff.a.count) events")
    }
}
