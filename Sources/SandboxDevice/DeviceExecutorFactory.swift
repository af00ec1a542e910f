@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

/// The main and default executors of a device (`DeviceExecutor`): both queue their jobs on the device's
/// main queue, now or after a wait on the device's clock.
struct DeviceExecutorFactory: ExecutorFactory {
    static let main = DeviceMainExecutor()
    static let tasks = DeviceTaskExecutor()
    static var mainExecutor: any MainExecutor { main }
    static var defaultExecutor: any TaskExecutor { tasks }
}

/// What both executors do with a job: hand it to `DeviceExecutor`, at once or after its wait.
protocol DeviceQueueExecutor: SchedulingExecutor {}

extension DeviceQueueExecutor {
    func enqueue(_ job: consuming ExecutorJob) { DeviceExecutor.submit(UnownedJob(job)) }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C) {
        DeviceExecutor.submit(UnownedJob(job), after: DeviceExecutor.seconds(delay))
    }
    func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
        DeviceExecutor.submit(UnownedJob(job), after: DeviceExecutor.seconds(clock.now.duration(to: instant)))
    }
}

/// The main actor's executor. The device's run loop is the run loop, so the executor's own loop has
/// nothing to run.
final class DeviceMainExecutor: MainExecutor, DeviceQueueExecutor, @unchecked Sendable {
    func run() throws {}
    func runUntil(_ condition: () -> Bool) throws {}
    func stop() {}
}

/// The default (global) executor: `Task.detached` and nonisolated async code, interleaved on the device's
/// main queue.
final class DeviceTaskExecutor: TaskExecutor, DeviceQueueExecutor, @unchecked Sendable {}
