/// Keeps every event of a stream from the moment it is created: for tests, the overlay's history, and
/// `sandbox trace`. `traceLines` is the canonical trace (README, "Scenarios").
@MainActor
public final class LifecycleTraceRecorder {
    public private(set) var events: [LifecycleEvent] = []
    private var subscription: LifecycleSubscription?

    public init(_ stream: LifecycleEventStream) {
        subscription = stream.subscribe { [weak self] in self?.events.append($0) }
    }

    public var traceLines: [String] { events.compactMap(\.traceLine) }

    /// The trace lines from event number `seq` on (exclusive), to look at what one step did.
    public func traceLines(after seq: Int) -> [String] { events.filter { $0.seq > seq }.compactMap(\.traceLine) }

    public var lastSequence: Int { events.last?.seq ?? 0 }

    /// Forgets what was recorded so far.
    public func clear() { events.removeAll() }

    public func stop() { subscription?.cancel(); subscription = nil }
}
