import Foundation
import SandboxKit

/// Writes the JSON Lines event log (docs/event-log.md): one event a line, written as it happens, so a
/// killed sandbox leaves every complete line valid.
final class EventLogRecorder {
    let path: String
    private let handle: FileHandle

    /// Creates (or truncates) the file; throws with the path and the reason when it cannot.
    init(path: String) throws {
        self.path = path
        guard FileManager.default.createFile(atPath: path, contents: nil) else {
            throw RecordingError(path: path, reason: String(cString: strerror(errno)))
        }
        guard let h = FileHandle(forWritingAtPath: path) else {
            throw RecordingError(path: path, reason: "cannot open the file for writing")
        }
        handle = h
    }

    private var isOpen = true

    deinit { close() }

    func record(_ event: LifecycleEvent) {
        guard isOpen else { return }
        // FileHandle writes go straight to the file descriptor: each line is in the file when this returns.
        handle.write(Data((event.jsonLine + "\n").utf8))
    }

    /// Ends the log: what was written is synced to the disk and the file closed; later events are not
    /// recorded. Called when the sandbox quits (Esc, the window's close button, SIGINT, SIGTERM).
    func close() {
        guard isOpen else { return }
        isOpen = false
        try? handle.synchronize()
        try? handle.close()
    }
}

struct RecordingError: Error, CustomStringConvertible {
    let path: String
    let reason: String
    var description: String { "\(path): \(reason)" }
}
