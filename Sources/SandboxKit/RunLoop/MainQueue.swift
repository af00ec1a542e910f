import Foundation

/// Work queued for the main queue: UIKit's `DispatchQueue.main.async` and `asyncAfter`, run in phase 2 of
/// a turn. Items due at the same time run in the order they were queued; an item queued while the queue
/// drains runs in the next turn.
@MainActor
package final class MainQueue {
    private struct Item { let due: TimeInterval; let order: Int; let work: () -> Void }
    private var items: [Item] = []
    private var counter = 0

    public init() {}

    public var isEmpty: Bool { items.isEmpty }
    public var nextDueTime: TimeInterval? { items.map(\.due).min() }

    /// Queues `work` to run at the first turn whose time is at or after `due`; returns the item's number,
    /// which `cancel(_:)` takes.
    @discardableResult
    public func enqueue(at due: TimeInterval, _ work: @escaping () -> Void) -> Int {
        counter += 1
        items.append(Item(due: due, order: counter, work: work))
        return counter
    }

    /// Drops a queued item that has not run, so that it no longer keeps the application from settling
    /// (a cancelled `perform(_:with:afterDelay:)`).
    func cancel(_ number: Int) {
        items.removeAll { $0.order == number }
    }

    /// Runs every item due by `now` that was queued before this call.
    func drain(now: TimeInterval) {
        let ready = items.filter { $0.due <= now + 1e-9 }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        guard !ready.isEmpty else { return }
        let readyOrders = Set(ready.map(\.order))
        items.removeAll { readyOrders.contains($0.order) }
        for item in ready { item.work() }
    }
}
