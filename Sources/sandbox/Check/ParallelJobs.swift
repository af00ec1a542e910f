import Foundation

/// Runs `work` on each item on up to `threads` threads at once, and hands each result to `report` in the
/// items' order as soon as it and every result before it are known (so the output is the same whatever
/// finishes first). Returns the results in order.
enum ParallelJobs {
    static func run<Item: Sendable, Result>(_ items: [Item], threads: Int, work: @escaping @Sendable (Item) -> Result,
                                  report: (Result) -> Void) -> [Result] {
        let state = ParallelJobsState<Result>(count: items.count)
        for _ in 0..<min(max(1, threads), items.count) {
            Thread.detachNewThread {
                while let i = state.take() {
                    state.finish(i, work(items[i]))
                }
            }
        }
        var done: [Result] = []
        while done.count < items.count {
            let result = state.wait(for: done.count)
            report(result)
            done.append(result)
        }
        return done
    }
}

/// The shared state of one `ParallelJobs.run`: the next item to take and the results so far.
private final class ParallelJobsState<Result>: @unchecked Sendable {
    private let lock = NSCondition()
    private var next = 0
    private var results: [Result?]

    init(count: Int) { results = Array(repeating: nil, count: count) }

    /// The next item's index, nil when none is left.
    func take() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    func finish(_ i: Int, _ result: Result) {
        lock.lock()
        results[i] = result
        lock.broadcast()
        lock.unlock()
    }

    func wait(for i: Int) -> Result {
        lock.lock()
        defer { lock.unlock() }
        while results[i] == nil { lock.wait() }
        return results[i]!
    }
}
