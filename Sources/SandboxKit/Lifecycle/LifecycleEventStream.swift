import Foundation

/// Something that hears every lifecycle event (the overlay, a log writer, the checker).
@MainActor
public protocol LifecycleObserver: AnyObject {
    func lifecycle(_ event: LifecycleEvent)
}

/// A subscription to the stream; `cancel()` (or `stream.unsubscribe`) stops delivery.
@MainActor
public final class LifecycleSubscription {
    let id: Int
    weak var stream: LifecycleEventStream?
    init(id: Int, stream: LifecycleEventStream) { self.id = id; self.stream = stream }
    public func cancel() { stream?.unsubscribe(self) }
}

/// The one lifecycle event stream of an application: the framework emits each callback at the moment it
/// makes it; many subscribers hear it. Subscribing or unsubscribing from inside a handler is safe: a new
/// subscriber hears the events after the current one, a removed one hears nothing more. An event emitted
/// from inside a handler (the checker's findings) is delivered after the current event has reached every
/// subscriber, so every subscriber sees the events in `seq` order.
@MainActor
public final class LifecycleEventStream {
    weak var application: UIApplication?
    /// The number of the last event emitted.
    public private(set) var lastSequence = 0

    /// Numbers the next event after `sequence` (never back): the sandbox window lists its own events
    /// and a device process's in one numbered list.
    package func continueNumbering(after sequence: Int) { lastSequence = max(lastSequence, sequence) }

    /// The scenario line running now; copied into each event's `line` (the scenario runtime sets it).
    public var currentLine: Int?

    private var subscribers: [(id: Int, handler: (LifecycleEvent) -> Void)] = []
    private var nextID = 0
    private var queue: [LifecycleEvent] = []
    private var delivering = false

    init(application: UIApplication?) { self.application = application }

    /// Calls `handler` with every event from now on.
    @discardableResult
    public func subscribe(_ handler: @escaping (LifecycleEvent) -> Void) -> LifecycleSubscription {
        nextID += 1
        subscribers.append((nextID, handler))
        return LifecycleSubscription(id: nextID, stream: self)
    }

    /// Tells `observer` every event from now on; held weakly (it stops hearing when it is freed).
    @discardableResult
    public func subscribe(_ observer: LifecycleObserver) -> LifecycleSubscription {
        var subscription: LifecycleSubscription?
        subscription = subscribe { [weak observer] event in
            if let observer { observer.lifecycle(event) } else { subscription?.cancel() }
        }
        return subscription!
    }

    public func unsubscribe(_ subscription: LifecycleSubscription) {
        subscribers.removeAll { $0.id == subscription.id }
    }

    /// Stamps `event` with its sequence number, frame, time and scenario line, and delivers it.
    public func emit(_ event: LifecycleEvent) {
        var e = event
        lastSequence += 1
        e.seq = lastSequence
        // Before the first turn, events belong to turn 0 (the one about to run).
        e.frame = max(application?.frameNumber ?? 0, 0)
        e.time = application?.clock.now ?? 0
        if e.line == nil { e.line = currentLine }
        queue.append(e)
        guard !delivering else { return }
        delivering = true
        defer { delivering = false }
        while !queue.isEmpty {
            let next = queue.removeFirst()
            for (id, handler) in subscribers where subscribers.contains(where: { $0.id == id }) {
                handler(next)
            }
        }
    }

    /// A `print(…)` of a scenario, so that it takes its place among the callbacks.
    public func emitPrint(_ text: String) {
        emit(LifecycleEvent(controller: nil, method: .print, message: text))
    }
}
