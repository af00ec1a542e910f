import Dispatch
import Foundation
import SandboxKit

/// `DispatchQueue` as a scenario sees it (the rewrite's prelude makes the name mean this type): work
/// queued on `main` runs on the device's main queue, in order, in the main-queue phase of a turn, on the
/// virtual clock. There is one thread of scenario code, so `global()` queues are the main queue too
/// (their work runs in a later turn, never at the same time as other scenario code).
///
/// The work is main-actor code, as Swift 6 treats the closure of iOS's `DispatchQueue.main.async`; a
/// `global()` queue's work is main-actor code here too (on iOS it is a `@Sendable` nonisolated closure).
public struct DeviceDispatchQueue: Sendable {
    public let label: String

    public static let main = DeviceDispatchQueue(label: "com.apple.main-thread")
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DeviceDispatchQueue {
        DeviceDispatchQueue(label: "global")
    }

    public init(label: String, qos: DispatchQoS = .unspecified, attributes: DispatchQueue.Attributes = [],
                autoreleaseFrequency: DispatchQueue.AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil) {
        self.label = label
    }

    public func async(group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                      execute work: @escaping @MainActor () -> Void) {
        ScenarioDevice.borrow { device in
            let app = device.application
            app.mainQueue.enqueue(at: app.clock.now) { work() }
        }
    }

    public func asyncAfter(deadline: DeviceDispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                           execute work: @escaping @MainActor () -> Void) {
        ScenarioDevice.borrow { device in
            let app = device.application
            app.mainQueue.enqueue(at: max(deadline.seconds, app.clock.now)) { work() }
        }
    }

    /// Runs `work` now (there is one thread of scenario code, so nothing can be waited for).
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }
}

/// `DispatchTime` on the device's virtual clock: `.now() + 0.5`, `.now() + .milliseconds(300)`.
public struct DeviceDispatchTime: Comparable, Sendable {
    public let seconds: TimeInterval

    public init(seconds: TimeInterval) { self.seconds = seconds }

    public static func now() -> DeviceDispatchTime {
        DeviceDispatchTime(seconds: ScenarioDevice.borrow { $0.application.clock.now })
    }
    public static var distantFuture: DeviceDispatchTime { DeviceDispatchTime(seconds: .infinity) }

    public static func + (t: DeviceDispatchTime, s: Double) -> DeviceDispatchTime { DeviceDispatchTime(seconds: t.seconds + s) }
    public static func - (t: DeviceDispatchTime, s: Double) -> DeviceDispatchTime { DeviceDispatchTime(seconds: t.seconds - s) }
    public static func + (t: DeviceDispatchTime, i: DispatchTimeInterval) -> DeviceDispatchTime {
        DeviceDispatchTime(seconds: t.seconds + i.seconds)
    }
    public static func < (a: DeviceDispatchTime, b: DeviceDispatchTime) -> Bool { a.seconds < b.seconds }
}

extension DispatchTimeInterval {
    var seconds: TimeInterval {
        switch self {
        case .seconds(let s): return TimeInterval(s)
        case .milliseconds(let ms): return TimeInterval(ms) / 1e3
        case .microseconds(let us): return TimeInterval(us) / 1e6
        case .nanoseconds(let ns): return TimeInterval(ns) / 1e9
        case .never: return .infinity
        @unknown default: return 0
        }
    }
}
