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

    @Argument(help: "The scenario (a Swift file).") var file: String
    @Option(help: "Write the event log here (JSON Lines, one event a line, flushed as it happens).") var log: String?
    @Option(name: .customLong("chrome-trace"), help: "Write a Chrome trace-event file here (opens in Perfetto or chrome://tracing).")
    var chromeTrace: String?
    @Option(help: "Save the scenario's screenshot(\"name.png\") images in this folder.") var screenshots: String?
    @OptionGroup var options: ScenarioProfileOption

    func run() throws {
        let run = try ScenarioCommandSupport.makeRun(file, profile: options.resolved())
        // Every output is opened in place and locked before anything runs, and emptied only once all of
        // them could be: one bad path never costs another file what an earlier run recorded in it.
        var chromeFile: OutputFile?
        var logWriter: JSONLinesWriter?
        do {
            chromeFile = try chromeTrace.map { try OutputFile(path: $0, what: "the Chrome trace", mode: .append) }
            logWriter = try log.map { try JSONLinesWriter(path: $0, mode: .append) }
            try chromeFile?.removeContents()
            try logWriter?.removeContents()
        } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(1)
        }
        logWriter?.attach(to: run.application.lifecycleEvents)
        var printFailure: String?
        run.printHandler = { line in
            guard printFailure == nil else { return }
            do { try StandardOutput.file.write(line + "\n") } catch {
                printFailure = "\(error); the scenario's print output from \"\(line.prefix(40))\" on was lost"
            }
        }
        let chrome = chromeTrace.map { _ in ChromeTraceWriter() }
        chrome?.attach(to: run.application.lifecycleEvents)
        if let screenshots {
            let folder = URL(fileURLWithPath: screenshots, isDirectory: true)
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                ScenarioCommandSupport.printError("\(screenshots): error: cannot make the screenshots folder: \(error.localizedDescription)")
                throw ExitCode(1)
            }
            run.screenshotHandler = { name, window in
                try Screenshot.save(window, to: folder.appendingPathComponent(name))
            }
        }
        // SIGINT and SIGTERM stop the run between turns; the log and the trace are then closed whole. A
        // log or output that can no longer be written stops it too: what follows would be lost.
        let interruption = InterruptSignals()
        let ok = ScenarioCommandSupport.finish(run, stopWhen: {
            interruption.received != nil || logWriter?.failure != nil || printFailure != nil
        })
        var failed = !ok
        if let logWriter {
            do { try logWriter.close() } catch {
                ScenarioCommandSupport.printError(logWriter.failureReport ?? "\(error)")
                failed = true
            }
        }
        if let printFailure {
            ScenarioCommandSupport.printError(printFailure)
            failed = true
        }
        if let chrome, let chromeFile {
            do {
                try chrome.finish(writingTo: chromeFile, endTime: run.application.clock.now)
            } catch {
                ScenarioCommandSupport.printError("\(error); the trace file is incomplete and not valid JSON")
                failed = true
            }
        }
        if let signal = interruption.received {
            ScenarioCommandSupport.printError("\(file): interrupted by \(InterruptSignals.name(signal)); the log and trace hold every event up to here")
            throw ExitCode(128 + signal)
        }
        if failed { throw ExitCode(1) }
    }
}
