import ArgumentParser
import Foundation
import Scenario

/// `sandbox check FILE.swift --expect F.trace`: runs headless (compiled, in a device process) and
/// compares the trace with the expected one; exit 1 with a diff when they differ, 2 when the scenario
/// does not build, 3 when it crashes or times out.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run a scenario headless and compare its trace with an expected trace (exit 1 with a diff if they differ)."
    )

    @Argument(help: "The scenario (a Swift file).") var file: String
    @Option(help: "The expected trace (lines starting with # and blank lines are ignored; a '# profile: ios5' line sets the profile).")
    var expect: String
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var device: ScenarioDeviceOptions

    func run() throws {
        guard let expectedText = FileManager.default.contents(atPath: expect).map({ String(decoding: $0, as: UTF8.self) }) else {
            ScenarioCommandSupport.printError("\(expect): error: cannot read the expected trace")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        let profile = options.resolved(fallback: CanonicalTrace.directive("profile", in: expectedText))
        let run = try ScenarioCommandSupport.makeDeviceRun(file, profile: profile, options: device)
        let ok = try ScenarioCommandSupport.finish(run)
        let actual = CanonicalTrace(lines: run.traceLines)
        let diff = actual.diff(from: CanonicalTrace(parsing: expectedText), expectedName: expect, actualName: file)
        if !diff.isEmpty {
            print(diff, terminator: "")
            ScenarioCommandSupport.printError("\(file): the trace differs from \(expect)")
            throw ExitCode(ok ? ScenarioCommandSupport.differs : ScenarioCommandSupport.crashed)
        }
        if !ok { throw ExitCode(ScenarioCommandSupport.crashed) }
        print("\(file): trace matches \(expect) (\(actual.lines.count) lines)")
    }
}
