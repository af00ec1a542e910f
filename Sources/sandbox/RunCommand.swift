import ArgumentParser
import Foundation
import SandboxKit
import Scenario

/// `sandbox run FILE.swift [--log F.jsonl] [--chrome-trace F.json] [--screenshots DIR]`: runs headless,
/// printing the scenario's `print` output, and records what was asked for.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario headless, recording an event log, a Chrome trace and screenshots."
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @Option(help: "Write the event log here (JSON Lines, one event a line, flushed as it happens).") var log: String?
    @Option(name: .customLong("chrome-trace"), help: "Write a Chrome trace-event file here (opens in Perfetto or chrome://tracing).")
    var chromeTrace: String?
    @Option(help: "Save the scenario's screenshot(\"name.png\") images in this folder.") var screenshots: String?
    @OptionGroup var options: ScenarioProfileOption

    func run() throws {
        // Every output is checked before anything runs or any file is truncated.
        if let chromeTrace { try ScenarioCommandSupport.requireWritable(chromeTrace, what: "the Chrome trace") }
        if let log { try ScenarioCommandSupport.requireWritable(log, what: "the log") }
        let run = try ScenarioCommandSupport.makeRun(file, profile: options.resolved())
        run.printHandler = { print($0) }
        var logWriter: JSONLinesWriter?
        if let log {
            do {
                logWriter = try JSONLinesWriter(url: URL(fileURLWithPath: log))
            } catch {
                ScenarioCommandSupport.printError("\(log): error: cannot write the log: \(error.localizedDescription)")
                throw ExitCode(2)
            }
            logWriter?.attach(to: run.application.lifecycleEvents)
        }
        let chrome = chromeTrace.map { _ in ChromeTraceWriter() }
        chrome?.attach(to: run.application.lifecycleEvents)
        if let screenshots {
            let folder = URL(fileURLWithPath: screenshots, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                ScenarioCommandSupport.printError("\(screenshots): error: cannot make the screenshots folder: \(error.localizedDescription)")
                throw ExitCode(2)
            }
            run.screenshotHandler = { name, window in
                try Screenshot.save(window, to: folder.appendingPathComponent(name))
            }
        }
        // SIGINT and SIGTERM stop the run between turns; the log and the trace are then closed whole.
        let interruption = InterruptSignals()
        let ok = ScenarioCommandSupport.finish(run, stopWhen: { interruption.received != nil })
        logWriter?.close()
        if let chrome, let chromeTrace {
            do {
                try chrome.finish(writingTo: URL(fileURLWithPath: chromeTrace), endTime: run.application.clock.now)
            } catch {
                ScenarioCommandSupport.printError("\(chromeTrace): error: cannot write the Chrome trace: \(error.localizedDescription)")
                throw ExitCode(2)
            }
        }
        if let signal = interruption.received {
            ScenarioCommandSupport.printError("\(file): interrupted by \(InterruptSignals.name(signal)); the log and trace hold every event up to here")
            throw ExitCode(128 + signal)
        }
        if !ok { throw ExitCode(3) }
    }
}
