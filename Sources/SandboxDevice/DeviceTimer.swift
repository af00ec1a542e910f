import Foundation
import SandboxKit

/// `Timer` as a scenario sees it (the rewrite's prelude makes the name mean this class): scheduled
/// timers fire on the device's main queue on the virtual clock, a repeating one every `timeInterval`
/// until invalidated. A timer with a selector calls the method with the timer, as on iOS.
public final class DeviceTimer {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    public var userInfo: Any?
    public private(set) var isValid = true
    public private(set) var fireDate: Date
    private let block: (DeviceTimer) -> Void

    public init(timeInterval: TimeInterval, repeats: Bool, block: @escaping (DeviceTimer) -> Void) {
        self.timeInterval = max(timeInterval, 0.0001)
        self.repeats = repeats
        self.block = block
        fireDate = Date(timeIntervalSinceReferenceDate: 0)
    }

    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping (DeviceTimer) -> Void) -> DeviceTimer {
        let timer = DeviceTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    @discardableResult
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                      userInfo: Any?, repeats: Bool) -> DeviceTimer {
        let object = target as AnyObject
        let timer = DeviceTimer(timeInterval: interval, repeats: repeats) { timer in
            selector.send(to: object, arguments: [timer])
        }
        timer.userInfo = userInfo
        timer.schedule()
        return timer
    }

    /// Fires now (a repeating timer keeps its schedule), as `Timer.fire()`.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    public func invalidate() { isValid = false }

    private func schedule() {
        let app = ScenarioDevice.current.application
        let due = app.clock.now + timeInterval
        fireDate = Date(timeIntervalSinceReferenceDate: due)
        app.mainQueue.enqueue(at: due) { [self] in
            guard isValid else { return }
            block(self)
            if repeats { if isValid { schedule() } } else { invalidate() }
        }
    }
}
