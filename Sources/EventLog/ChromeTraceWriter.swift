import Foundation
import SandboxKit

/// Writes a run as a Chrome trace-event file (the JSON object format that chrome://tracing and Perfetto
/// open): one track (thread) per controller, with `appearing`, `appeared` and `disappearing` spans from
/// the appearance state each event leaves the controller in, and an instant for every event. Messages
/// without a controller (`print`, warnings) go on a `scenario` track. The file is written whole by
/// `finish`, so it is always one valid JSON document (or, when the disk fills, an error says it is not).
public final class ChromeTraceWriter {
    private var trackIDs: [String: Int] = [:]
    private var trackOrder: [String] = []
    private var openSpans: [String: (state: AppearanceState, start: TimeInterval)] = [:]
    private var items: [[String: Any]] = []
    private var subscription: LifecycleSubscription?
    private var lastTime: TimeInterval = 0

    public init() {}

    @MainActor public func attach(to stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] event in self?.record(event) }
    }

    /// Stops listening to the stream given to `attach(to:)` (before `finish(writingTo:endTime:)`).
    @MainActor public func detach() {
        subscription?.cancel()
        subscription = nil
    }

    private func track(_ name: String) -> Int {
        if let id = trackIDs[name] { return id }
        let id = trackIDs.count + 1
        trackIDs[name] = id
        trackOrder.append(name)
        return id
    }

    private static func micros(_ t: TimeInterval) -> Int { Int((t * 1_000_000).rounded()) }

    public func record(_ event: LifecycleEvent) {
        lastTime = max(lastTime, event.time)
        let tid = event.controller.map(track) ?? 0
        var args: [String: Any] = ["seq": event.seq, "frame": event.frame]
        for a in event.args {
            switch a.value {
            case .bool(let b): args[a.name] = b
            case .number(let n): args[a.name] = n
            case .controller(let c): args[a.name] = c ?? NSNull()
            case .string(let s): args[a.name] = s
            }
        }
        if let cause = event.cause { args["cause"] = cause.description }
        if let message = event.message { args["message"] = message }
        if let line = event.line { args["line"] = line }
        let name = event.traceLine ?? event.method.rawValue
        items.append(["ph": "i", "s": "t", "pid": 1, "tid": tid, "ts": Self.micros(event.time), "name": name,
                      "cat": event.method.isMessage ? "message" : "callback", "args": args])
        guard let controller = event.controller, let state = event.state else { return }
        let open = openSpans[controller]
        guard open?.state != state else { return }
        if let open { closeSpan(controller, open, at: event.time) }
        openSpans[controller] = state == .disappeared ? nil : (state, event.time)
    }

    private func closeSpan(_ controller: String, _ span: (state: AppearanceState, start: TimeInterval), at end: TimeInterval) {
        items.append(["ph": "X", "pid": 1, "tid": track(controller), "ts": Self.micros(span.start),
                      "dur": max(0, Self.micros(end) - Self.micros(span.start)), "name": span.state.rawValue, "cat": "appearance"])
    }

    /// The whole trace as JSON; spans still open end at `endTime` (the end of the run).
    public func json(endTime: TimeInterval? = nil) throws -> Data {
        let end = max(endTime ?? lastTime, lastTime)
        var all = items
        for (controller, span) in openSpans.sorted(by: { $0.key < $1.key }) {
            all.append(["ph": "X", "pid": 1, "tid": track(controller), "ts": Self.micros(span.start),
                        "dur": max(0, Self.micros(end) - Self.micros(span.start)), "name": span.state.rawValue, "cat": "appearance"])
        }
        var meta: [[String: Any]] = [
            ["ph": "M", "pid": 1, "tid": 0, "name": "process_name", "args": ["name": "scenario"]],
            ["ph": "M", "pid": 1, "tid": 0, "name": "thread_name", "args": ["name": "scenario"]],
        ]
        for (i, name) in trackOrder.enumerated() {
            meta.append(["ph": "M", "pid": 1, "tid": i + 1, "name": "thread_name", "args": ["name": name]])
            meta.append(["ph": "M", "pid": 1, "tid": i + 1, "name": "thread_sort_index", "args": ["sort_index": i + 1]])
        }
        let document: [String: Any] = ["displayTimeUnit": "ms", "traceEvents": meta + all]
        return try JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])
    }

    /// Writes the trace into `file` (opened when the trace started, so a path that cannot be written
    /// failed then), then syncs and closes it; `detach()` first when attached to a stream. Throws the `OutputFileError` of a
    /// failed write or close: the file then holds a truncated document, and the error says so.
    public func finish(writingTo file: OutputFile, endTime: TimeInterval? = nil) throws {
        try file.write(json(endTime: endTime))
        try file.close()
    }

    /// Opens the Chrome trace's file (`OutputFile`: in place, locked, devices refused).
    public static func openFile(_ path: String) throws -> OutputFile {
        try OutputFile(path: path, what: "the Chrome trace")
    }
}
