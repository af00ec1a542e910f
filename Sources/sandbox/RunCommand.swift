import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// `sandbox run FILE.swift [--log F.jsonl] [--chrome-trace F.json] [--screenshots DIR]`: runs headless
/// in a device process, printing the scenario's `print` output, and records what was asked for; after
/// a crash or timeout the log ends with an `ended` event saying why (exit 3).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario headless, recording an event log, a Chrome trace and screenshots."
    )

    @Argument(help: "The scenario (a Swift file).") var file: String
    @Option(help: "Write the event log here (JSON Lines, one event a line, flushed as it happens).") var log: String?
    @Option(name: .customLong("chrome-trace"), help: "Write a Chrome trace-event file here (opens in Perfetto or chrome://tracing).")
    var chromeTrace: String?
    @Option(help: "Save the scenario's screenshot(\"name.png\") images in this folder.") var screenshots: String?
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var device: ScenarioDeviceOptions

    func run() throws {
        // Every output is checked before anything runs or any file is truncated.
        if let chromeTrace { try ScenarioCommandSupport.requireWritable(chromeTrace, what: "the Chrome trace") }
        if let log { try ScenarioCommandSupport.requireWritable(log, what: "the log") }
        let run = try ScenarioCommandSupport.makeDeviceRun(file, profile: options.resolved(), options: device)
        var logWriter: JSONLinesWriter?
        if let log {
            do {
                logWriter = try JSONLinesWriter(url: URL(fileURLWithPath: log))
            } catch {
                ScenarioCommandSupport.printError("\(log): error: cannot write the log: \(error.localizedDescription)")
                throw ExitCode(ScenarioCommandSupport.wrongInput)
            }
        }
        let chrome = chromeTrace.map { _ in ChromeTraceWriter() }
        if let screenshots {
            let folder = URL(fileURLWithPath: screenshots, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                ScenarioCommandSupport.printError("\(screenshots): error: cannot make the screenshots folder: \(error.localizedDescription)")
                throw ExitCode(ScenarioCommandSupport.wrongInput)
            }
            run.screenshotFolder = folder
        }
        // Each event is written to the log as it arrives from the device, so the log holds every event
        // up to a crash, a timeout or an interruption (SIGINT and SIGTERM reach the device too).
        run.onEvent = { line, event in
            logWriter?.write(line: line)
            chrome?.record(event)
            if event.method == .print { print(event.message ?? "") }
        }
        let interruption = InterruptSignals()
        run.shouldStop = { interruption.received != nil }
        let ok = try ScenarioCommandSupport.finish(run)
        // A crash, a timeout or a run that never settled ends the log with why; an interrupted run's
        // log ends with its last event, as before (the command says it was interrupted).
        if interruption.received == nil, let ended = run.endedLine { logWriter?.write(line: ended) }
        logWriter?.close()
        if let chrome, let chromeTrace {
            do {
                try chrome.finish(writingTo: URL(fileURLWithPath: chromeTrace), endTime: run.events.last?.time ?? 0)
            } catch {
                ScenarioCommandSupport.printError("\(chromeTrace): error: cannot write the Chrome trace: \(error.localizedDescription)")
                throw ExitCode(ScenarioCommandSupport.wrongInput)
            }
        }
        if let signal = interruption.received {
            ScenarioCommandSupport.printError("\(file): interrupted by \(InterruptSignals.name(signal)); the log and trace hold every event up to here")
            throw ExitCode(128 + signal)
        }
        if !ok { throw ExitCode(ScenarioCommandSupport.crashed) }
    }
}
