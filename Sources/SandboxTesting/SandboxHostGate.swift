import Foundation

/// Lets one thread at a time hold SandboxKit, so tests that run in parallel (Swift Testing runs tests
/// concurrently by default) wait for each other instead of corrupting each other's state.
///
/// Each `SandboxHost` has its own `UIApplication`, but SandboxKit keeps some state per process, not per
/// application, and none of it is locked: `UIApplication.shared` is the application created last (a
/// controller created with `init()` joins it), one Auto Layout engine serves every view hierarchy, and
/// `UIView.animate` keeps its open transaction in a static. Two applications driven from two threads at
/// once would race on all three. So a host enters this gate when it is created and leaves it when it is
/// freed: hosts on the same thread never wait (a test may keep a second host, and XCTest runs its tests
/// one after another on one thread), hosts on other threads wait until every host of the holding thread
/// is gone. Processes do not share any of it: `swift test --parallel` (XCTest's process per worker)
/// runs in parallel for real.
final class SandboxHostGate: @unchecked Sendable {
    static let shared = SandboxHostGate()

    private let condition = NSCondition()
    private var owner: pthread_t?
    private var holders = 0

    func enter() {
        condition.lock()
        defer { condition.unlock() }
        let me = pthread_self()
        while holders > 0, let owner, pthread_equal(owner, me) == 0 { condition.wait() }
        owner = me
        holders += 1
    }

    /// May be called from another thread than `enter` (an async test resumes where it can).
    func leave() {
        condition.lock()
        defer { condition.unlock() }
        holders -= 1
        if holders == 0 {
            owner = nil
            condition.broadcast()
        }
    }
}
