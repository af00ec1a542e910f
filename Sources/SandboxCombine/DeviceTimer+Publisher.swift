import Foundation
import OpenCombine
import SandboxDevice

/// `Timer.publish(every:on:in:)`: a connectable publisher of the fire dates of a repeating timer on the
/// device's clock (`autoconnect()` starts it with the first subscriber, as on iOS).
extension DeviceTimer {
    public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
                               in mode: RunLoop.Mode, options: DeviceDispatchQueue.SchedulerOptions? = nil) -> TimerPublisher {
        TimerPublisher(interval: interval)
    }

    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        public let interval: TimeInterval
        private let subject = PassthroughSubject<Date, Never>()

        init(interval: TimeInterval) { self.interval = interval }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        public func connect() -> Cancellable {
            let subject = self.subject
            let timer = DeviceTimer.scheduledTimer(withTimeInterval: interval, repeats: true) { timer in
                subject.send(timer.fireDate)
            }
            return AnyCancellable { timer.invalidate() }
        }
    }
}
