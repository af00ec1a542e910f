import Foundation
import EventLog
import SandboxKit

/// What the window writes of the device's lifecycle, the local application's events and a device
/// process's alike (`record`): the event log (JSON Lines; `--record`, R) and the Chrome trace
/// (`--chrome-trace`, T), each start to the next file of its series, and what could not be
/// written. A failed output is lost data, so it is said at once (`onFailure`, for the status line) and
/// again when the sandbox quits (`finish()` throws it, and the exit status says it).
@MainActor
final class SessionRecorder {
    /// The files R records the event log to: `--record`'s (else `sandbox-events.jsonl`), then the same
    /// name numbered, a new file each time.
    private var recordings: OutputSeries
    var recordPath: String {
        get { recordings.base }
        set { recordings = OutputSeries(base: newValue) }
    }
    /// The event log being recorded, if any.
    private(set) var recorder: JSONLinesWriter?
    /// The files T writes the Chrome trace to (`--chrome-trace`, else `sandbox-trace.json`, then numbered).
    private var chromeTraces: OutputSeries
    var chromeTracePath: String {
        get { chromeTraces.base }
        set { chromeTraces = OutputSeries(base: newValue) }
    }
    /// The Chrome trace being recorded: the writer and its file (opened, locked), written when it stops.
    private(set) var chromeTrace: (writer: ChromeTraceWriter, file: OutputFile, path: String)?
    /// What could not be written while the window ran (a log on a full disk), reported when it quits.
    private(set) var failures: [String] = []
    /// Told each failure as it happens, with what was lost.
    var onFailure: (String) -> Void = { _ in }
    /// Where the Chrome trace's spans still open end: the local application's clock, or (nil) the last
    /// event recorded, for a device process whose clock is its own.
    var endTime: () -> TimeInterval? = { nil }

    /// `recordPath` and `chromeTracePath` are the names the user gave, if any; nothing starts yet.
    init(deviceApp: UIApplication, recordPath: String?, chromeTracePath: String?) {
        endTime = { [unowned deviceApp] in deviceApp.clock.now }
        recordings = OutputSeries(base: recordPath ?? "sandbox-events.jsonl", isNamedByUser: recordPath != nil)
        chromeTraces = OutputSeries(base: chromeTracePath ?? "sandbox-trace.json", isNamedByUser: chromeTracePath != nil)
    }

    /// What the status line says of the outputs: the log being recorded (or that none is), the trace.
    var status: [String] {
        [recorder.map { "recording \($0.path)" } ?? "not recording"] + (chromeTrace.map { ["trace \($0.path)"] } ?? [])
    }

    /// Starts recording the event log to the series' next file.
    func startRecording() throws {
        let path = recordings.next { FileManager.default.fileExists(atPath: $0) }
        recorder = try JSONLinesWriter(path: path)
    }

    /// One event, into every output being recorded.
    func record(_ event: LifecycleEvent) {
        if let chromeTrace {
            chromeTrace.writer.record(event)
            if chromeTrace.writer.failure != nil { stopChromeTrace() }
        }
        guard let recorder else { return }
        recorder.write(event)
        // The file can no longer be written (a full disk): stop there, every complete line kept, and say so.
        if recorder.failure != nil { stopRecording() }
    }

    /// Stops recording: the log is synced and closed; a failure is reported with what it lost.
    func stopRecording() {
        guard let recorder else { return }
        self.recorder = nil
        do {
            try recorder.close()
        } catch {
            fail(recorder.failureReport ?? "\(error)")
        }
    }

    /// Starts a Chrome trace of the device's events from now, into the series' next file. The file is
    /// opened (and locked) now, so a path that cannot be written fails at once; the trace is written into
    /// it as events come (a flood recorded for minutes took gigabytes, and minutes to write at quit), and
    /// closed when it stops.
    func startChromeTrace() throws {
        let path = chromeTraces.next { FileManager.default.fileExists(atPath: $0) }
        let file = try ChromeTraceWriter.openFile(path)
        chromeTrace = (ChromeTraceWriter(streamingTo: file), file, path)
    }

    /// Writes the Chrome trace, when one is being recorded, and stops it; a trace that could not be
    /// written is reported.
    func stopChromeTrace() {
        do { try finishChromeTrace() } catch { fail("\(error)") }
    }

    /// The sandbox is quitting: closes the event log and writes the Chrome trace. Throws when any output
    /// failed while it ran or fails now, with what was lost, one line each.
    func finish() throws {
        stopRecording()
        do { try finishChromeTrace() } catch { failures.append("\(error)") }
        if !failures.isEmpty { throw RecordingError(lines: failures) }
    }

    private func finishChromeTrace() throws {
        guard let chromeTrace else { return }
        self.chromeTrace = nil
        do {
            try chromeTrace.writer.finish(endTime: endTime())
        } catch {
            throw OutputFileError(path: chromeTrace.path, what: "the Chrome trace",
                                  problem: "\((error as? OutputFileError)?.problem ?? "\(error)"); the file is incomplete")
        }
    }

    private func fail(_ line: String) {
        failures.append(line)
        onFailure(line)
    }
}
