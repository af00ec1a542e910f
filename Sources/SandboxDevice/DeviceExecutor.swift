@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency
import Foundation
import SandboxKit

/// Swift concurrency on the device: every task's work runs on the device's main queue, on its clock.
///
/// On iOS the main actor's executor is the main dispatch queue, which the main run loop drains, and
/// `Task.sleep` waits on the system's clock. The device has its own main queue (`MainQueue`, drained in
/// each turn) and, headless, a virtual clock; the main dispatch queue is never drained here, so without
/// this a `Task {}` never ran. Swift 6.2's executor factory (`_createExecutors`, the runtime's way for a
/// program to bring its own main and default executors) makes both the device's:
/// - main-actor jobs (`Task {}` from main-actor code, `await MainActor.run`, a resumed `@MainActor`
///   continuation) and the global executor's (`Task.detached`, nonisolated async functions) are queued
///   in order and run in the turn's main-queue phase, one at a time, so a run is as reproducible as the
///   rest of the device (on iOS `Task.detached` runs on another thread; here it is interleaved instead,
///   which no correct program can tell apart);
/// - `Task.sleep(nanoseconds:)`, `Task.sleep(for:)` and `Task.sleep(until:clock:)` wait on the device's
///   clock (both executors schedule): a second's sleep is a virtual second headless, a real one in a
///   window. The wait is what the task asked for, less the microseconds that passed before it reached
///   the executor: rounded to the millisecond, so a headless run wakes in the same frame every time.
/// So the application is not settled while a task can run or is sleeping (its wake-up is queued work).
/// A task waiting on something that never comes (a continuation never resumed) is not work, and a
/// headless run ends without it, as an app would sit forever.
///
/// Jobs queued from other threads (Foundation's networking callbacks) join at the next turn.
enum DeviceExecutor {
    /// Jobs run in one turn at most: a task that yields forever (`while true { await Task.yield() }`)
    /// spreads over turns and meets the settle limit instead of stopping the run loop.
    static let jobsPerTurn = 1_000

    private static let lock = NSLock()
    nonisolated(unsafe) private static var ready: [UnownedJob] = []
    nonisolated(unsafe) private static var foreignSleepers: [(delay: TimeInterval, job: UnownedJob)] = []
    /// A drain is queued on the main queue, or running: a new job joins it.
    nonisolated(unsafe) private static var drainPending = false
    nonisolated(unsafe) private static var deviceThreads: [pthread_t] = []

    /// Makes the device's executors Swift's (once, before the top level runs) and names the calling
    /// thread a device thread (the top level's).
    static func install() {
        registerDeviceThread()
        _createExecutors(factory: DeviceExecutorFactory.self)
    }

    /// The device's threads (the top level's and the run loop's), which hold the main actor when they run.
    static func registerDeviceThread() {
        lock.withLock { deviceThreads.append(pthread_self()) }
    }

    /// No job is waiting to run or to join (the device may end).
    static var isIdle: Bool { lock.withLock { ready.isEmpty && foreignSleepers.isEmpty && !drainPending } }

    /// Jobs that other threads queued since the last turn join the main queue (called before each turn).
    @MainActor static func admitForeignJobs(into app: UIApplication) {
        let (sleepers, needsDrain) = lock.withLock { () -> ([(delay: TimeInterval, job: UnownedJob)], Bool) in
            defer { foreignSleepers.removeAll() }
            let needsDrain = !ready.isEmpty && !drainPending
            if needsDrain { drainPending = true }
            return (foreignSleepers, needsDrain)
        }
        for sleeper in sleepers { app.mainQueue.enqueue(at: app.clock.now + sleeper.delay) { wake(sleeper.job) } }
        if needsDrain { app.mainQueue.enqueue(at: app.clock.now) { drain() } }
    }

    /// A job to run now (`delay` 0) or after `delay` seconds of the device's clock.
    static func submit(_ job: UnownedJob, after delay: TimeInterval = 0) {
        let onDevice = lock.withLock { deviceThreads.contains { pthread_equal($0, pthread_self()) != 0 } }
        if delay > 0 {
            let delay = (delay * 1000).rounded() / 1000
            guard onDevice else { return lock.withLock { foreignSleepers.append((delay, job)) } }
            ScenarioDevice.borrow { device in
                let app = device.application
                app.mainQueue.enqueue(at: app.clock.now + delay) { wake(job) }
            }
            return
        }
        let scheduleDrain = lock.withLock { () -> Bool in
            ready.append(job)
            guard onDevice, !drainPending else { return false }
            drainPending = true
            return true
        }
        if scheduleDrain {
            ScenarioDevice.borrow { device in
                let app = device.application
                app.mainQueue.enqueue(at: app.clock.now) { drain() }
            }
        }
    }

    /// A sleeper's time has come: it runs in this turn, with whatever it wakes.
    @MainActor private static func wake(_ job: UnownedJob) {
        let alreadyPending = lock.withLock { () -> Bool in
            ready.append(job)
            defer { drainPending = true }
            return drainPending
        }
        if !alreadyPending { drain() }
    }

    /// Runs the ready jobs in order, those they queue too, up to `jobsPerTurn`; the rest in the next turn.
    @MainActor private static func drain() {
        var count = 0
        while true {
            let next = lock.withLock { () -> UnownedJob? in
                guard !ready.isEmpty, count < jobsPerTurn else {
                    drainPending = !ready.isEmpty
                    return nil
                }
                return ready.removeFirst()
            }
            guard let job = next else { break }
            job.runSynchronously(on: DeviceExecutorFactory.main.asUnownedSerialExecutor())
            count += 1
        }
        if lock.withLock({ drainPending }) {
            let app = ScenarioDevice.current.application
            app.mainQueue.enqueue(at: app.clock.now) { drain() }
        }
    }

    /// A wait in seconds, from a clock's duration (`Swift.Duration` for the standard clocks; a clock with
    /// another duration type waits no time).
    static func seconds<D>(_ duration: D) -> TimeInterval {
        guard let duration = duration as? Duration else { return 0 }
        return Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
