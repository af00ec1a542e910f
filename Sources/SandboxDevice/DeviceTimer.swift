import Foundation
import SandboxKit

/// `Timer` as a scenario sees it (the rewrite's prelude makes the name mean this class): scheduled
/// timers fire on the device's main queue on the virtual clock, a repeating one every `timeInterval`
/// until invalidated. A timer with a selector calls the method with the timer, as on iOS.
/// Sendable, as Foundation's `Timer` is, with its block `@Sendable` as on iOS (so a block that touches
/// a controller's state is refused here as it is by Swift 6 on iOS). Its state is only touched on the
/// device's main-actor threads (`ScenarioDevice`), one at a time.
public final class DeviceTimer: @unchecked Sendable {
    public let timeInterval: TimeInterval
    public let repeats: Bool
    public var userInfo: Any?
    public private(set) var isValid = true
    public private(set) var fireDate: Date
    private let block: @MainActor (DeviceTimer) -> Void

    public convenience init(timeInterval: TimeInterval, repeats: Bool, block: @escaping @Sendable (DeviceTimer) -> Void) {
        self.init(interval: timeInterval, repeats: repeats, mainActorBlock: block)
    }

    private init(interval: TimeInterval, repeats: Bool, mainActorBlock: @escaping @MainActor (DeviceTimer) -> Void) {
        self.timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = mainActorBlock
        fireDate = Date(timeIntervalSinceReferenceDate: 0)
    }

    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @Sendable (DeviceTimer) -> Void) -> DeviceTimer {
        let timer = DeviceTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Main-actor (on iOS any thread may call it): the target is called on the main actor.
    @MainActor @discardableResult
    public static func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector,
                                      userInfo: Any?, repeats: Bool) -> DeviceTimer {
        let object = target as AnyObject
        let timer = DeviceTimer(interval: interval, repeats: repeats) { timer in
            selector.send(to: object, arguments: [timer])
        }
        timer.userInfo = userInfo
        timer.schedule()
        return timer
    }

    public func fire() {
        guard isValid else { return }
        ScenarioDevice.borrow { _ in block(self) }
        if !repeats { invalidate() }
    }

    public func invalidate() { isValid = false }

    private func schedule() {
        ScenarioDevice.borrow { device in
            let app = device.application
            let due = app.clock.now + timeInterval
            fireDate = Date(timeIntervalSinceReferenceDate: due)
            app.mainQueue.enqueue(at: due) { [self] in
                guard isValid else { return }
                block(self)
                if repeats { if isValid { schedule() } } else { invalidate() }
            }
        }
    }
}
