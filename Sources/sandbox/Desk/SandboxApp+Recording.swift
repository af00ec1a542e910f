import Foundation
import EventLog
import SandboxKit

/// The window's recordings (`SessionRecorder`) as its keys and the status line work them: each start
/// shows in the status line; a start that fails, and a stop that loses data, say why there.
extension SandboxApp {
    var recordPath: String {
        get { recording.recordPath }
        set { recording.recordPath = newValue }
    }
    var chromeTracePath: String {
        get { recording.chromeTracePath }
        set { recording.chromeTracePath = newValue }
    }
    /// The event log being recorded, if any.
    var recorder: JSONLinesWriter? { recording.recorder }
    /// The Chrome trace being recorded, if any.
    var chromeTrace: (writer: ChromeTraceWriter, file: OutputFile, path: String)? { recording.chromeTrace }

    /// Starts recording the event log to `path`, the first of a new series of recordings.
    func startRecording(to path: String) throws {
        recordPath = path
        try startRecording()
    }

    /// Starts recording the event log to the series' next file (`--record`, or R).
    func startRecording() throws {
        try recording.startRecording()
        updateStatus()
    }

    /// Starts a Chrome trace of the device's events from now, into the series' next file (`--chrome-trace`, or T).
    func startChromeTrace() throws {
        try recording.startChromeTrace()
        updateStatus()
    }

    /// R: stops the event log, or starts the next one.
    func toggleRecording() {
        if recorder != nil { recording.stopRecording() } else { start { try startRecording() } }
    }

    /// T: writes the Chrome trace, or starts the next one.
    func toggleChromeTrace() {
        if chromeTrace != nil { recording.stopChromeTrace() } else { start { try startChromeTrace() } }
    }

    /// A start the user asked for: why it failed shows in the status line, and a success clears that.
    private func start(_ output: () throws -> Void) {
        do { try output(); notice = nil } catch { notice = "\(error)" }
    }
}
