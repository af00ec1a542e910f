import ArgumentParser
import Foundation

/// `--timeout SECONDS`, shared by the headless scenario commands: the wall-clock limit of a run.
struct ScenarioDeviceOptions: ParsableArguments {
    // Unconditional: `--timeout -1` is a value to refuse with the rule below, not an unknown option.
    @Option(parsing: .unconditional, help: "Stop a scenario that runs longer than this many wall-clock seconds (exit 3).")
    var timeout: Double = 60

    /// One rule for every command: a finite number of seconds above zero (`inf` and `nan` parse as
    /// Doubles and would mean a run that is never stopped).
    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout needs a number of seconds above zero (got \(timeout))") }
    }
}
