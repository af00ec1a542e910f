import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// What the scenario commands share: loading a file into a run, and reporting errors and the checker's
/// findings on stderr, as a compiler does (`file.swift:12:5: error: …`).
enum ScenarioCommandSupport {
    static func makeRun(_ path: String, profile: LifecycleProfile) throws -> ScenarioRun {
        do {
            let run = try ScenarioRun(source: try ScenarioSource.load(path: path), profile: profile)
            // Headless: only a screenshot reads pixels, and reading them composites (the trace is the same).
            run.application.compositingDemand = .onRequest
            return run
        } catch let e as ScenarioError {
            printError(e.description)
            throw ExitCode(1)
        }
    }

    /// One line on stderr. `fputs`, not `FileHandle.write`, whose failure (stderr on a full disk) traps:
    /// an error that cannot be printed is still an exit status.
    static func printError(_ text: String) {
        fputs(text + "\n", stderr)
    }

    /// The checker's findings, one a line: `file.swift: finding R3 <a> <b>: message; fix: …`.
    static func reportFindings(of run: ScenarioRun) {
        for f in run.application.lifecycleChecker.findings {
            let who = f.controllers.map { "<\($0)>" }.joined(separator: " ")
            printError("\(run.source.fileName): finding \(f.rule)\(who.isEmpty ? "" : " " + who): \(f.message); fix: \(f.fix)")
        }
    }

    /// Runs to the end (or until `stopWhen` says so, checked between turns); reports findings and the
    /// error, if any. Returns whether the run succeeded.
    static func finish(_ run: ScenarioRun, stopWhen: () -> Bool = { false }) -> Bool {
        while !run.isFinished && !stopWhen() { run.step() }
        let error = run.error
        reportFindings(of: run)
        if let error { printError(error.description) }
        return error == nil
    }
}
