import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// `sandbox check-worker FILE --profile P` (hidden): runs one scenario headless for `sandbox check` and
/// prints its outcome as `CheckWorkerRecord` lines. `check` starts one of these per scenario, so its
/// `--jobs` run in separate processes whatever the scenario engine does, and a scenario that crashes or
/// spins takes only its own process down. This is the only place `check` calls the engine.
struct CheckWorkerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-worker",
        abstract: "Run one scenario for `sandbox check` and print its outcome as JSON lines.",
        shouldDisplay: false
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @Option(help: "The UIKit to imitate.") var profile: ScenarioProfileOption.Choice = .modern

    func run() throws {
        let run: ScenarioRun
        do {
            run = try ScenarioRun(source: try ScenarioCommandSupport.loadSource(file), profile: profile.profile)
        } catch let e as ScenarioError {
            emit(CheckWorkerRecord(kind: .end, line: e.line, column: e.column, message: e.description, result: .input))
            return
        }
        let checker = run.application.lifecycleChecker
        var findingsSent = 0
        let send: (LifecycleEvent) -> Void = { event in
            if let text = event.traceLine { emit(.trace(text, line: event.line)) }
            guard event.method == .finding else { return }
            let finding = findingsSent < checker.findings.count ? checker.findings[findingsSent] : nil
            findingsSent += 1
            emit(CheckWorkerRecord(kind: .finding, line: event.line, rule: event.rule ?? finding?.rule,
                                   controllers: finding?.controllers ?? event.controller.map { [$0] } ?? [],
                                   message: event.message, fix: event.fix))
        }
        // Whatever happened before the subscription (nothing, as the top level waits for turn 0) first.
        run.recorder.events.forEach(send)
        let subscription = run.application.lifecycleEvents.subscribe(send)
        let error = run.run()
        subscription.cancel()
        guard let error else { return emit(CheckWorkerRecord(kind: .end, result: .ok)) }
        let settled = !error.message.contains("did not settle")
        emit(CheckWorkerRecord(kind: .end, line: error.line, column: error.column, message: error.description,
                               result: settled ? .crash : .timeout))
    }

    private func emit(_ record: CheckWorkerRecord) {
        FileHandle.standardOutput.write(Data((record.jsonLine + "\n").utf8))
    }
}
