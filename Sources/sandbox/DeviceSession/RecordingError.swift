/// Outputs of the window that could not be written (an event log on a full disk, a Chrome trace that
/// could not be saved): one line each, with what was lost, printed when the sandbox quits.
struct RecordingError: Error, CustomStringConvertible {
    let lines: [String]
    var description: String { lines.joined(separator: "\n") }
}
