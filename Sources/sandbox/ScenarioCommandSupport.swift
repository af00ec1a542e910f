import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// What the scenario commands share: loading a file into a run, and reporting errors and the checker's
/// findings on stderr, as a compiler does (`file.swift:12:5: error: …`).
enum ScenarioCommandSupport {
    static func makeRun(_ path: String, profile: LifecycleProfile) throws -> ScenarioRun {
        do {
            return try ScenarioRun(source: try loadSource(path), profile: profile)
        } catch let e as ScenarioError {
            printError(e.description)
            throw ExitCode(2)
        }
    }

    /// The name messages give a scenario read from standard input (`-`), as the Swift compiler does.
    static let standardInputName = "<stdin>"

    /// A scenario file, or standard input for `-` (read to its end, refused beyond the size limit).
    static func loadSource(_ path: String) throws -> ScenarioSource {
        guard path == "-" else { return try ScenarioSource.load(path: path) }
        let data = FileHandle.standardInput.readData(ofLength: ScenarioSource.maximumSize + 1)
        return try ScenarioSource(data: data, fileName: standardInputName)
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
            throw ExitCode(2)
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
