import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// `sandbox check-worker FILE --profile P` (hidden): runs one scenario headless for `sandbox check` and
/// prints its outcome as `CheckWorkerRecord` lines. `check` starts one of these per scenario, so its
/// `--jobs` run in separate processes, and a scenario that crashes or spins takes only its own device
/// down. This is the only place `check` calls the engine: the scenario is compiled (or taken from the
/// cache) and run in a device process, as `sandbox trace` runs it.
struct CheckWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-worker",
        abstract: "Run one scenario for `sandbox check` and print its outcome as JSON lines.",
        shouldDisplay: false
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @Option(help: "The UIKit to imitate.") var profile: ScenarioProfileOption.Choice = .modern

    func run() throws {
        let path: String
        do { path = try ScenarioCommandSupport.scenarioPath(file) } catch {
            return emit(CheckWorkerRecord(kind: .end, message: "\(file): error: \(error)", result: .input))
        }
        let run: ScenarioDeviceRun
        do {
            run = try ScenarioDeviceRun(path: path, displayName: file == "-" ? ScenarioCommandSupport.standardInputName : nil)
        } catch let e as ScenarioError {
            return emit(CheckWorkerRecord(kind: .end, line: e.line, column: e.column, message: e.description, result: .input))
        } catch ScenarioCompiler.Failure.diagnostics(let text) {
            let place = ScenarioCompiler.firstLocation(inDiagnostics: text)
            return emit(CheckWorkerRecord(kind: .end, line: place?.line, column: place?.column, message: text, result: .input))
        } catch {
            return emit(CheckWorkerRecord(kind: .end, message: "\(file): error: \(error)", result: .input))
        }
        run.profile = profile.profile
        run.onEvent = { _, event in
            if let text = event.traceLine { emit(.trace(text, line: event.line)) }
            guard event.method == .finding else { return }
            emit(CheckWorkerRecord(kind: .finding, line: event.line, rule: event.rule,
                                   controllers: event.controller.map { [$0] } ?? [],
                                   message: event.message, fix: event.fix))
        }
        let outcome = try run.run()
        switch outcome {
        case .finished:
            emit(CheckWorkerRecord(kind: .end, result: .ok))
        case .crashed, .interrupted:
            emit(CheckWorkerRecord(kind: .end, line: outcome.line, message: run.endMessage, result: .crash))
        case .timedOut, .unsettled:
            emit(CheckWorkerRecord(kind: .end, line: outcome.line, message: run.endMessage, result: .timeout))
        }
    }

    private func emit(_ record: CheckWorkerRecord) {
        FileHandle.standardOutput.write(Data((record.jsonLine + "\n").utf8))
    }
}
