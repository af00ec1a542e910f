import Foundation
import SandboxKit

/// Writes a run as a Chrome trace-event file (the JSON object format that chrome://tracing and Perfetto
/// open): one track (thread) per controller, with `appearing`, `appeared` and `disappearing` spans from
/// the appearance state each event leaves the controller in, and an instant for every event. Messages
/// without a controller (`print`, warnings) go on a `scenario` track.
///
/// Items are encoded as they come. Given a file (`init(streamingTo:)`, the window's recordings), they go
/// to it in 64 KB writes, so a recording of a device that prints without end takes no more memory than a
/// short one and stopping it writes only the spans still open and the closing brackets; the file is one
/// valid JSON document once `finish` returns (a write that fails stops the trace, and `failure` and
/// `finish` say so). Without a file (`init()`), the items are kept encoded until `json` or `finish`.
public final class ChromeTraceWriter {
    private var trackIDs: [String: Int] = [:]
    private var openSpans: [String: (state: AppearanceState, start: TimeInterval)] = [:]
    private var subscription: LifecycleSubscription?
    private var lastTime: TimeInterval = 0
    /// The items encoded and not yet written (without a file: every item).
    private var pending: [UInt8] = []
    private let file: OutputFile?
    /// The first write that failed; nothing is written after it.
    public private(set) var failure: Error?
    /// Items encoded so far (instants, spans, track names).
    public private(set) var itemCount = 0

    private static let head = #"{"displayTimeUnit":"ms","traceEvents":["#
    private static let flushSize = 64 << 10

    /// The trace kept in memory, for `json(endTime:)` or `finish(writingTo:endTime:)`.
    public init() {
        file = nil
        addScenarioTrack()
    }

    /// The trace written into `file` as it is recorded (its head at once), finished by `finish(endTime:)`.
    public init(streamingTo file: OutputFile) {
        self.file = file
        addScenarioTrack()
        flush(force: true)
    }

    @MainActor public func attach(to stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] event in self?.record(event) }
    }

    /// Stops listening to the stream given to `attach(to:)` (before `finish(writingTo:endTime:)`).
    @MainActor public func detach() {
        subscription?.cancel()
        subscription = nil
    }

    private func addScenarioTrack() {
        add(#"{"args":{"name":"scenario"},"name":"process_name","ph":"M","pid":1,"tid":0}"#)
        add(#"{"args":{"name":"scenario"},"name":"thread_name","ph":"M","pid":1,"tid":0}"#)
    }

    /// A controller's track, named (and ordered) by items written before its first use.
    private func track(_ name: String) -> Int {
        if let id = trackIDs[name] { return id }
        let id = trackIDs.count + 1
        trackIDs[name] = id
        add(#"{"args":{"name":\#(LifecycleEvent.quote(name))},"name":"thread_name","ph":"M","pid":1,"tid":\#(id)}"#)
        add(#"{"args":{"sort_index":\#(id)},"name":"thread_sort_index","ph":"M","pid":1,"tid":\#(id)}"#)
        return id
    }

    private static func micros(_ t: TimeInterval) -> Int {
        let m = (t * 1_000_000).rounded()
        return m.isFinite ? Int(max(-9e18, min(9e18, m))) : 0
    }

    public func record(_ event: LifecycleEvent) {
        lastTime = max(lastTime, event.time)
        let tid = event.controller.map(track) ?? 0
        // Keys sorted, as a JSON encoder with sorted keys writes them; an argument named like a field
        // the trace adds gives way to it.
        var args: [String: String] = [:]
        for a in event.args { args[a.name] = LifecycleEvent.json(a.value) }
        args["seq"] = String(event.seq)
        args["frame"] = String(event.frame)
        if let cause = event.cause { args["cause"] = LifecycleEvent.quote(cause.description) }
        if let message = event.message { args["message"] = LifecycleEvent.quote(message) }
        if let line = event.line { args["line"] = String(line) }
        let argsText = args.sorted { $0.key < $1.key }.map { "\(LifecycleEvent.quote($0.key)):\($0.value)" }.joined(separator: ",")
        let name = LifecycleEvent.quote(event.traceLine ?? event.method.rawValue)
        let cat = event.method.isMessage ? "message" : "callback"
        add(#"{"args":{\#(argsText)},"cat":"\#(cat)","name":\#(name),"ph":"i","pid":1,"s":"t","tid":\#(tid),"ts":\#(Self.micros(event.time))}"#)
        if file != nil { flush(force: false) }
        guard let controller = event.controller, let state = event.state else { return }
        let open = openSpans[controller]
        guard open?.state != state else { return }
        if let open { closeSpan(controller, open, at: event.time) }
        openSpans[controller] = state == .disappeared ? nil : (state, event.time)
    }

    private func closeSpan(_ controller: String, _ span: (state: AppearanceState, start: TimeInterval), at end: TimeInterval) {
        let tid = track(controller), start = Self.micros(span.start)
        add(#"{"cat":"appearance","dur":\#(max(0, Self.micros(end) - start)),"name":"\#(span.state.rawValue)","ph":"X","pid":1,"tid":\#(tid),"ts":\#(start)}"#)
    }

    /// Each item after the first comes after a comma, so whatever has been written is a prefix of
    /// the document, however it ends.
    private func add(_ item: String) {
        if itemCount > 0 { pending.append(UInt8(ascii: ",")) }
        pending.append(contentsOf: item.utf8)
        itemCount += 1
    }

    /// Writes what is pending once there is enough of it (or now); a failure stops the writing.
    private func flush(force: Bool) {
        guard let file, failure == nil, force || pending.count >= Self.flushSize else { return }
        do {
            if file.bytesWritten == 0 { try file.write(Self.head) }
            try pending.withUnsafeBytes { try file.write($0) }
        } catch {
            failure = error
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// The spans still open, ended at `end`, and the closing brackets.
    private func closeDocument(endTime: TimeInterval?) -> [UInt8] {
        let end = max(endTime ?? lastTime, lastTime)
        for (controller, span) in openSpans.sorted(by: { $0.key < $1.key }) { closeSpan(controller, span, at: end) }
        openSpans = [:]
        defer { pending = [] }
        return pending + Array("]}".utf8)
    }

    /// The whole trace as JSON (a trace kept in memory); spans still open end at `endTime` (the end of
    /// the run).
    public func json(endTime: TimeInterval? = nil) throws -> Data {
        precondition(file == nil, "a streamed trace is in its file")
        let saved = (pending, openSpans, itemCount, trackIDs)
        defer { (pending, openSpans, itemCount, trackIDs) = saved }
        return Data(Array(Self.head.utf8) + closeDocument(endTime: endTime))
    }

    /// Writes the trace kept in memory into `file` (opened when the trace started, so a path that
    /// cannot be written failed then), then syncs and closes it; `detach()` first when attached to a
    /// stream. Throws the `OutputFileError` of a failed write or close: the file then holds a truncated
    /// document, and the error says so.
    public func finish(writingTo file: OutputFile, endTime: TimeInterval? = nil) throws {
        try file.write(json(endTime: endTime))
        try file.close()
    }

    /// Ends a streamed trace: writes the spans still open (ended at `endTime`) and the closing brackets,
    /// then syncs and closes its file. Throws the first write that failed, while recording or now.
    public func finish(endTime: TimeInterval? = nil) throws {
        guard let file else { preconditionFailure("finish(writingTo:) ends a trace kept in memory") }
        let tail = closeDocument(endTime: endTime)
        if failure == nil {
            do {
                if file.bytesWritten == 0 { try file.write(Self.head) }
                try tail.withUnsafeBytes { try file.write($0) }
            } catch {
                failure = error
            }
        }
        let closing = Result { try file.close() }
        if let failure { throw failure }
        try closing.get()
    }

    /// Opens the Chrome trace's file (`OutputFile`: in place, locked, devices refused).
    public static func openFile(_ path: String) throws -> OutputFile {
        try OutputFile(path: path, what: "the Chrome trace")
    }
}
