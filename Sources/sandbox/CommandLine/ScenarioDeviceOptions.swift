import ArgumentParser
import DeviceLink
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

    @Option(name: .customLong("memory-limit"), parsing: .unconditional, help: "Cap the scenario's heap at this many megabytes (default: half the machine's memory, at most 8 GB); past it the scenario crashes (exit 3).")
    var memoryLimit: Int = DeviceMemoryLimit.defaultMegabytes

    /// One rule for every command: a finite number of seconds above zero (`inf` and `nan` parse as
    /// Doubles and would mean a run that is never stopped).
    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout needs a number of seconds above zero (got \(timeout))") }
        guard memoryLimit >= 64 else { throw ValidationError("--memory-limit needs at least 64 megabytes (got \(memoryLimit))") }
        guard compileTimeout.isFinite, compileTimeout > 0 else {
            throw ValidationError("--compile-timeout needs a number of seconds above zero (got \(compileTimeout))")
        }
    }
}
