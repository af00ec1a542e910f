import Foundation

/// A timer in step with the display: once added to a run loop it sends its selector to its target every
/// frame of the animation clock (virtual in scenarios and tests, so the calls come at the same frames on
/// every run), with `timestamp` the frame's time and `duration` the time between frames, until
/// `invalidate()`. `isPaused` skips frames. As in UIKit the link keeps its target until invalidated.
/// A running link keeps the window drawing but does not keep a scenario from settling.
@MainActor
public final class CADisplayLink: ClockDrivenView {
    private var target: AnyObject?
    private let selector: Selector
    private weak var application: UIApplication?
    public private(set) var timestamp: CFTimeInterval = 0
    public private(set) var duration: CFTimeInterval = 0
    public private(set) var targetTimestamp: CFTimeInterval = 0
    public var isPaused = false
    /// Frames per second the app asks for (0: the display's rate). Frames are skipped to come close to it.
    public var preferredFramesPerSecond = 0
    private var lastFired: CFTimeInterval?

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
    }

    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil else { return }
        let app = UIApplication.current
        application = app
        app.startClockDriven(self)
    }

    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        application?.stopClockDriven(self)
        application = nil
    }

    public func invalidate() {
        application?.stopClockDriven(self)
        application = nil
        target = nil
    }

    func clockDidTick(_ time: TimeInterval) {
        guard let target, !isPaused else { return }
        let frame = application?.animationClock.frameDuration ?? 1.0 / 60
        if preferredFramesPerSecond > 0, let last = lastFired,
           time - last + frame / 2 < 1 / Double(preferredFramesPerSecond) { return }
        duration = frame
        timestamp = time
        targetTimestamp = time + frame
        lastFired = time
        _ = selector.send(to: target, arguments: [self])
    }
}
