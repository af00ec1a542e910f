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

    /// Exit statuses of the headless commands: 1 a trace differs, 2 the scenario or the command line is
    /// wrong (it does not build), 3 the scenario crashed or timed out.
    static let differs: Int32 = 1, wrongInput: Int32 = 2, crashed: Int32 = 3

    /// Compiles the scenario (or finds it in the cache) for a device run; a file that cannot be read or
    /// does not build is reported (the compiler's own text) and ends the command with status 2.
    static func makeDeviceRun(_ path: String, profile: LifecycleProfile, options: ScenarioDeviceOptions) throws -> ScenarioDeviceRun {
        do {
            let run = try ScenarioDeviceRun(path: path)
            run.profile = profile
            run.timeout = options.timeout
            return run
        } catch let e as ScenarioError {
            printError(e.description)
            throw ExitCode(wrongInput)
        } catch ScenarioCompiler.Failure.diagnostics(let text) {
            FileHandle.standardError.write(Data(text.utf8))
            throw ExitCode(wrongInput)
        } catch ScenarioCompiler.Failure.setup(let text) {
            printError("\(path): error: \(text)")
            throw ExitCode(wrongInput)
        }
    }

    /// Runs the device to its end; reports the findings and, after a crash or timeout, how it ended.
    /// Returns whether it ended normally.
    static func finish(_ run: ScenarioDeviceRun) throws -> Bool {
        do { try run.run() } catch ScenarioCompiler.Failure.setup(let text) {
            printError("\(run.fileName): error: \(text)")
            throw ExitCode(wrongInput)
        }
        for line in run.findingLines { printError(line) }
        if case .interrupted = run.outcome {} else if let message = run.endMessage { printError(message) }
        return run.outcome.isSuccess
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
