import ArgumentParser
import Scenario

/// `sandbox trace FILE.swift`: runs a scenario headless and prints its canonical trace.
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario headless and print its canonical lifecycle trace."
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @OptionGroup var options: ScenarioProfileOption

    func run() throws {
        let run = try ScenarioCommandSupport.makeRun(file, profile: options.resolved())
        let ok = ScenarioCommandSupport.finish(run)
        print(CanonicalTrace(lines: run.recorder.traceLines).text, terminator: "")
        if !ok { throw ExitCode(3) }
    }
}
