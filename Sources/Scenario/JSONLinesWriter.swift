import Foundation
import SandboxKit

/// Writes the event log (docs/event-log.md): one JSON object a line, each written to
/// the file as the event happens (an unbuffered write per event), so a killed process leaves every
/// complete line valid.
public final class JSONLinesWriter {
    private let handle: FileHandle
    private var subscription: LifecycleSubscription?
    public private(set) var linesWritten = 0

    /// Creates (or truncates) `url`; throws when it cannot be written.
    public init(url: URL) throws {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        handle = try FileHandle(forWritingTo: url)
    }

    /// Writes every event of `stream` from now on.
    public func attach(to stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] event in self?.write(event) }
    }

    public func write(_ event: LifecycleEvent) {
        write(line: event.jsonLine)
    }

    /// Writes one already-encoded JSON object as a line.
    public func write(line: String) {
        handle.write(Data((line + "\n").utf8))
        linesWritten += 1
    }

    public func close() {
        subscription?.cancel()
        subscription = nil
        try? handle.synchronize()
        try? handle.close()
    }
}
