import OpenCombine
import SandboxDevice

/// `DispatchQueue.main` as a Combine scheduler (`receive(on: DispatchQueue.main)`, `debounce`,
/// `delay`, `throttle`): its work runs on the device's main queue, its time is the device's clock, so a
/// headless run's debounce waits virtual time.
extension DeviceDispatchQueue: Scheduler {
    public struct SchedulerTimeType: Strideable, Hashable, Sendable {
        /// Seconds on the device's clock.
        public var seconds: Double

        public init(_ time: DeviceDispatchTime) { seconds = time.seconds }

        public func distance(to other: Self) -> Stride { Stride(seconds: other.seconds - seconds) }
        public func advanced(by n: Stride) -> Self { Self(DeviceDispatchTime(seconds: seconds + n.seconds)) }

        /// An interval in seconds, written as Combine's `DispatchQueue` stride is (`.milliseconds(300)`, `0.5`).
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, ExpressibleByFloatLiteral,
                              Hashable, Sendable {
            public var seconds: Double
            public init(seconds: Double) { self.seconds = seconds }
            public init(floatLiteral value: Double) { seconds = value }
            public init(integerLiteral value: Int) { seconds = Double(value) }
            public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }
            public var magnitude: Double { abs(seconds) }
            public static func seconds(_ s: Int) -> Self { Self(seconds: Double(s)) }
            public static func seconds(_ s: Double) -> Self { Self(seconds: s) }
            public static func milliseconds(_ ms: Int) -> Self { Self(seconds: Double(ms) / 1e3) }
            public static func microseconds(_ us: Int) -> Self { Self(seconds: Double(us) / 1e6) }
            public static func nanoseconds(_ ns: Int) -> Self { Self(seconds: Double(ns) / 1e9) }
            public static func < (a: Self, b: Self) -> Bool { a.seconds < b.seconds }
            public static func + (a: Self, b: Self) -> Self { Self(seconds: a.seconds + b.seconds) }
            public static func - (a: Self, b: Self) -> Self { Self(seconds: a.seconds - b.seconds) }
            public static func * (a: Self, b: Self) -> Self { Self(seconds: a.seconds * b.seconds) }
            public static func += (a: inout Self, b: Self) { a.seconds += b.seconds }
            public static func -= (a: inout Self, b: Self) { a.seconds -= b.seconds }
            public static func *= (a: inout Self, b: Self) { a.seconds *= b.seconds }
        }
    }

    public struct SchedulerOptions: Sendable {}

    public var now: SchedulerTimeType { SchedulerTimeType(DeviceDispatchTime.now()) }
    public var minimumTolerance: SchedulerTimeType.Stride { .zero }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        async { action() }
    }

    public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                         _ action: @escaping () -> Void) {
        asyncAfter(deadline: DeviceDispatchTime(seconds: date.seconds)) { action() }
    }

    public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
                         options: SchedulerOptions?, _ action: @escaping () -> Void) -> Cancellable {
        let repetition = Repetition(queue: self, interval: max(interval.seconds, 0.0001), action: action)
        repetition.schedule(at: date.seconds)
        return repetition
    }

    /// A repeating schedule: each run queues the next, until it is cancelled.
    final class Repetition: Cancellable, @unchecked Sendable {
        private let queue: DeviceDispatchQueue
        private let interval: Double
        private let action: () -> Void
        private var isCancelled = false

        init(queue: DeviceDispatchQueue, interval: Double, action: @escaping () -> Void) {
            self.queue = queue
            self.interval = interval
            self.action = action
        }

        func schedule(at time: Double) {
            queue.asyncAfter(deadline: DeviceDispatchTime(seconds: time)) { [self] in
                guard !isCancelled else { return }
                action()
                schedule(at: time + interval)
            }
        }

        func cancel() { isCancelled = true }
    }
}
