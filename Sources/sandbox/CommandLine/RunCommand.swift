import ArgumentParser
import Foundation
import EventLog
import SandboxKit
import Scenario

/// `sandbox run FILE.swift [--log F.jsonl] [--chrome-trace F.json] [--screenshots DIR] [--dump-views]`: runs headless
/// in a device process, printing the scenario's `print` output, and records what was asked for; after
/// a crash or timeout the log ends with an `ended` event saying why (exit 3).
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a scenario headless, recording an event log, a Chrome trace and screenshots.",
        discussion: CommandLineRules.discussion()
    )

    @Argument(help: "The scenario (a Swift file, or - for standard input).") var file: String
    @Option(help: "Write the event log here (JSON Lines, one event a line, flushed as it happens).") var log: String?
    @Option(name: .customLong("chrome-trace"), help: "Write a Chrome trace-event file here (opens in Perfetto or chrome://tracing).")
    var chromeTrace: String?
    @Option(help: "Save the scenario's screenshot(\"name.png\") images in this folder.") var screenshots: String?
    @Flag(name: .customLong("dump-views"), help: "Print the window's view tree (recursiveDescription-style) at each screenshot(...) and at the end.")
    var dumpViews = false
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var build: BuildOptions
    @OptionGroup var device: ScenarioDeviceOptions
    @OptionGroup var model: DeviceModelOption
    @Option(name: .customLong("data"), help: "Run with this folder as the app's data folder (Documents, Library, tmp), kept afterwards, as a relaunch keeps it; by default each run has a new, empty one.")
    var data: String?

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        // Every output is opened in place and locked before anything runs, and emptied only once all of
        // them could be: one bad path never costs another file what an earlier run recorded in it.
        var chromeFile: OutputFile?
        var logWriter: JSONLinesWriter?
        do {
            chromeFile = try chromeTrace.map { try OutputFile(path: $0, what: "the Chrome trace", mode: .append) }
            logWriter = try log.map { try JSONLinesWriter(path: $0, mode: .append) }
        } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        // Heard from the compile on: an interrupted compile leaves nothing running.
        let interruption = InterruptSignals()
        let run = try ScenarioCommandSupport.makeDeviceRun(file, profile: options.resolved(), options: device, model: model,
                                                           language: build.settings, target: build.target, drive: build.drive, data: data, interruption: interruption)
        do {
            try chromeFile?.removeContents()
            try logWriter?.removeContents()
        } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(1)
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
        // The view trees go to standard output between the scenario's prints, each under a `#` line that
        // says where it was taken, so the whole output can be a text snapshot.
        var dumpFailure: String?
        if dumpViews {
            run.dumpsViews = true
            run.onViews = { screenshot, text in
                let heading = screenshot.map { "# views at screenshot(\"\($0)\")" } ?? "# views at the end"
                do { try StandardOutput.file.write(heading + "\n" + text) } catch { dumpFailure = "\(error); a view tree was lost" }
            }
        }
        // Each event is written to the log as it arrives from the device, so the log holds every event
        // up to a crash, a timeout or an interruption (SIGINT and SIGTERM reach the device too).
        var printFailure: String?
        run.onEvent = { line, event in
            _ = logWriter?.write(line: line, seq: event.seq)
            chrome?.record(event)
            if event.method == .print, printFailure == nil {
                let text = event.message ?? ""
                do { try StandardOutput.file.write(text + "\n") } catch {
                    printFailure = "\(error); the scenario's print output from \"\(text.prefix(40))\" on was lost"
                }
            }
        }
        // A log or output that can no longer be written stops the run too: what follows would be lost.
        run.shouldStop = { interruption.received != nil || logWriter?.failure != nil || printFailure != nil }
        let ok = try ScenarioCommandSupport.finish(run)
        // A crash, a timeout or a run that never settled ends the log with why; an interrupted run's
        // log ends with its last event, as before (the command says it was interrupted).
        if interruption.received == nil, let ended = run.endedLine { _ = logWriter?.write(line: ended) }
        var lostOutput = false
        if let logWriter {
            do { try logWriter.close() } catch {
                ScenarioCommandSupport.printError(logWriter.failureReport ?? "\(error)")
                lostOutput = true
            }
        }
        if !run.skippedScreenshots.isEmpty {
            let names = run.skippedScreenshots.map { "\"\($0)\"" }.joined(separator: ", ")
            ScenarioCommandSupport.printError("\(file): note: screenshot(\(names)) not saved: give --screenshots DIR to save them")
        }
        for failure in run.screenshotFailures {
            ScenarioCommandSupport.printError("\(failure); the screenshot was not saved")
            lostOutput = true
        }
        if let failure = printFailure ?? dumpFailure {
            ScenarioCommandSupport.printError(failure)
            lostOutput = true
        }
        if let chrome, let chromeFile {
            do {
                try chrome.finish(writingTo: chromeFile, endTime: run.events.last?.time ?? 0)
            } catch {
                ScenarioCommandSupport.printError("\(error); the trace file is incomplete and not valid JSON")
                lostOutput = true
            }
        }
        if let signal = interruption.received {
            ScenarioCommandSupport.printError("\(file): interrupted by \(InterruptSignals.name(signal)); the log and trace hold every event up to here")
            throw ExitCode(128 + signal)
        }
        if lostOutput { throw ExitCode(1) }
        if !ok { throw ExitCode(ScenarioCommandSupport.crashed) }
    }
}
