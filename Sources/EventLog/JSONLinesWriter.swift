import Foundation
import SandboxKit

/// Writes event-log lines (docs/event-log.md): one JSON object a line, each written whole as the event
/// happens (one unbuffered `write(2)` per line, no buffer in between), so a process killed at any
/// moment leaves every complete line valid. The one writer of event-log lines: `sandbox run --log`,
/// the window's recording (R, `--record`), and a device process's event pipe to its host.
///
/// It writes to an `OutputFile`: a path opened in place, locked, refused when it is a device; or a
/// descriptor the caller owns (a pipe). A write that fails (a full disk, an I/O error, a closed pipe)
/// stops the log there with every complete line kept; `failure` then says so, and the command that owns
/// the log ends with that error.
public final class JSONLinesWriter {
    private let file: OutputFile
    private var subscription: LifecycleSubscription?
    public private(set) var linesWritten = 0
    /// The first write that failed; nothing is written after it.
    public private(set) var failure: OutputFileError?
    /// The `seq` of the first event the log could not hold, when the failed line was an event.
    public private(set) var firstLostSeq: Int?
    /// Lines written before this one were lost (events heard after the failure).
    public private(set) var linesLost = 0

    public var path: String { file.path }

    /// Empties a log opened to `append` (see `OutputFile.removeContents`).
    public func removeContents() throws { try file.removeContents() }

    /// Opens `path` (created, or truncated once locked; `append` keeps what is there). Throws an
    /// `OutputFileError` naming the path.
    public init(path: String, mode: OutputFile.Mode = .truncate) throws {
        file = try OutputFile(path: path, what: "the log", mode: mode)
    }

    public convenience init(url: URL) throws {
        try self.init(path: url.path)
    }

    /// Writes to `descriptor` (a pipe), which stays open: `close()` does not close it. `name` is what
    /// messages call it ("the event pipe").
    public init(descriptor: Int32, name: String) {
        file = OutputFile(descriptor: descriptor, path: name, what: "the log")
    }

    /// Writes every event of `stream` from now on, until `detach()`.
    @MainActor public func attach(to stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] event in self?.write(event) }
    }

    /// Stops listening to the stream given to `attach(to:)` (before `close()`).
    @MainActor public func detach() {
        subscription?.cancel()
        subscription = nil
    }

    /// Writes `event` as its line; false once the log has failed.
    @discardableResult
    public func write(_ event: LifecycleEvent) -> Bool {
        write(line: event.jsonLine, seq: event.seq)
    }

    /// Writes one already-encoded JSON object as a line (the event `seq` it holds, when it is one, so
    /// a failure can say from which event on the log lost what it heard); false once the log has failed.
    @discardableResult
    public func write(line: String, seq: Int? = nil) -> Bool {
        guard failure == nil else { linesLost += 1; return false }
        defer { if failure != nil, firstLostSeq == nil { firstLostSeq = seq } }
        do {
            try file.write(line + "\n")
            linesWritten += 1
            return true
        } catch {
            failure = error as? OutputFileError ?? OutputFileError(path: path, what: "the log", problem: "\(error)")
            linesLost += 1
            return false
        }
    }

    /// The failure and what it cost, as one line: `PATH: error: cannot write the log: no space left on
    /// the device; it holds the first 1204 lines, complete; events from seq 1205 on were lost`.
    public var failureReport: String? {
        guard let failure else { return nil }
        var text = "\(failure.description); it holds the first \(linesWritten) lines, complete"
        if let firstLostSeq { text += "; events from seq \(firstLostSeq) on were lost" }
        else { text += "; \(linesLost) later lines were lost" }
        return text
    }

    /// Syncs and closes the file (`detach()` first when attached to a stream). Throws when the sync or
    /// close fails (or a write failed before), with the report of what was lost.
    public func close() throws {
        do { try file.close() } catch let e as OutputFileError {
            if failure == nil { failure = e }
        }
        if let failure { throw failure }
    }
}
