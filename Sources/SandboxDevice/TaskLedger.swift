import Foundation

/// The scenario's own tasks that have begun and not yet returned, by the line that made them: the
/// rewrite marks the body of each `Task { … }` and `Task.detached { … }` (`__sandboxTaskBegan`,
/// `__sandboxTaskEnded`). A run ends once nothing can run or is due; a task still here then is suspended
/// on something that never came (a continuation never resumed, a stream never finished), which iOS would
/// leave waiting forever. The device reports each such line once at the end instead of losing it.
enum TaskLedger {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var running: [Int: Int] = [:]

    static func began(_ line: Int) {
        lock.withLock { running[line, default: 0] += 1 }
    }

    static func ended(_ line: Int) {
        lock.withLock {
            guard let n = running[line] else { return }
            running[line] = n > 1 ? n - 1 : nil
        }
    }

    /// The lines of tasks still suspended, with how many, in line order.
    static var suspended: [(line: Int, count: Int)] {
        lock.withLock { running.sorted { $0.key < $1.key }.map { (line: $0.key, count: $0.value) } }
    }
}

/// A task's body begins (`Task { … }` made at `line`).
public func __sandboxTaskBegan(_ line: Int) { TaskLedger.began(line) }
/// It returned or threw.
public func __sandboxTaskEnded(_ line: Int) { TaskLedger.ended(line) }
