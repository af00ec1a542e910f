import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// What the scenario commands share: loading a file into a run, and reporting errors and the checker's
/// findings on stderr, as a compiler does (`file.swift:12:5: error: …`).
enum ScenarioCommandSupport {
    static func makeRun(_ path: String, profile: LifecycleProfile) throws -> ScenarioRun {
        do {
            return try ScenarioRun(source: try ScenarioSource.load(path: path), profile: profile)
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

    static func printError(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// The checker's findings, one a line: `file.swift: finding R3 <a> <b>: message; fix: …`.
    static func reportFindings(of run: ScenarioRun) {
        for f in run.application.lifecycleChecker.findings {
            let who = f.controllers.map { "<\($0)>" }.joined(separator: " ")
            printError("\(run.source.fileName): finding \(f.rule)\(who.isEmpty ? "" : " " + who): \(f.message); fix: \(f.fix)")
        }
    }

    /// Fails with one error line unless `path` can be written: not a directory, in a folder that exists
    /// and can be written, and not an existing file that cannot be. Nothing is created or truncated.
    static func requireWritable(_ path: String, what: String) throws {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let problem: String?
        if fm.fileExists(atPath: path, isDirectory: &isDirectory) {
            problem = isDirectory.boolValue ? "it is a directory" : (fm.isWritableFile(atPath: path) ? nil : "it is not writable")
        } else if !fm.fileExists(atPath: folder, isDirectory: &isDirectory) || !isDirectory.boolValue {
            problem = "the folder \(folder) does not exist"
        } else {
            problem = fm.isWritableFile(atPath: folder) ? nil : "the folder \(folder) is not writable"
        }
        if let problem {
            printError("\(path): error: cannot write \(what): \(problem)")
            throw ExitCode(wrongInput)
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
