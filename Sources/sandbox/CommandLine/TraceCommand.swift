import ArgumentParser
import SandboxKit
import Scenario

/// `sandbox trace FILE.swift`: compiles the scenario, runs it in a device process headless and prints
/// its canonical trace (the events up to a crash or timeout, then exit 3).
struct TraceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trace",
        abstract: "Run a scenario headless and print its canonical lifecycle trace.",
        discussion: CommandLineRules.discussion()
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var build: BuildOptions
    @OptionGroup var device: ScenarioDeviceOptions
    @OptionGroup var model: DeviceModelOption
    @Option(name: .customLong("data"), help: "Run with this folder as the app's data folder (Documents, Library, tmp), kept afterwards, as a relaunch keeps it; by default each run has a new, empty one.")
    var data: String?

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        let interruption = InterruptSignals()
        let run = try ScenarioCommandSupport.makeDeviceRun(file, profile: options.resolved(), options: device, model: model,
                                                           language: build.settings, target: build.target, drive: build.drive, data: data, interruption: interruption)
        let ok = try ScenarioCommandSupport.finish(run)
        if let signal = interruption.received { throw ScenarioCommandSupport.interrupted(file, by: signal) }
        let lines = run.traceLines
        try StandardOutput.write(CanonicalTrace(lines: lines).text, lost: "the trace (\(lines.count) lines) was not written whole")
        if !ok { throw ExitCode(ScenarioCommandSupport.crashed) }
    }
}
