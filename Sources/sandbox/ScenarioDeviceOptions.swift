import ArgumentParser
import Foundation

/// `--timeout SECONDS`, shared by the headless scenario commands: the wall-clock limit of a run.
struct ScenarioDeviceOptions: ParsableArguments {
    @Option(help: "Stop a scenario that runs longer than this many wall-clock seconds (exit 3).")
    var timeout: Double = 60

    func validate() throws {
        guard timeout.isFinite, timeout > 0 else { throw ValidationError("--timeout needs a number of seconds above zero") }
    }
}
