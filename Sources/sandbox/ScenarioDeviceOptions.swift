import ArgumentParser
import Foundation

/// `--timeout SECONDS` and `--compile-timeout SECONDS`, shared by the headless scenario commands: the
/// wall-clock limits of a run and of compiling it.
struct ScenarioDeviceOptions: ParsableArguments {
    // Unconditional: `--timeout -1` is a value to refuse with the rule below, not an unknown option.
    @Option(parsing: .unconditional, help: "Stop a scenario that runs longer than this many wall-clock seconds (exit 3).")
    var timeout: Double = 60

    @Option(name: .customLong("compile-timeout"), parsing: .unconditional,
            help: "Stop compiling a scenario after this many wall-clock seconds (exit 2).")
    var compileTimeout: Double = 120

    /// One rule for every command: a finite number of seconds above zero (`inf` and `nan` parse as
    /// Doubles and would mean a run that is never stopped).
    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout needs a number of seconds above zero (got \(timeout))") }
        guard compileTimeout.isFinite, compileTimeout > 0 else {
            throw ValidationError("--compile-timeout needs a number of seconds above zero (got \(compileTimeout))")
        }
    }
}
