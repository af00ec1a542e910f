import Foundation

/// One finger (here, the mouse) on the screen.
@MainActor
public final class UITouch: NSObject {
    public enum Phase: Equatable, Sendable { case began, moved, stationary, ended, cancelled }

    public internal(set) var phase: Phase
    public internal(set) var timestamp: TimeInterval
    public internal(set) weak var view: UIView?
    public internal(set) weak var window: UIWindow?
    public internal(set) var tapCount = 1
    /// Where the touch is, in window coordinates.
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint

    public init(phase: Phase, location: CGPoint, timestamp: TimeInterval, view: UIView?, window: UIWindow?) {
        self.phase = phase
        self.locationInWindow = location
        self.previousLocationInWindow = location
        self.timestamp = timestamp
        self.view = view
        self.window = window
    }

    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return locationInWindow }
        return view.convert(locationInWindow, from: nil)
    }

    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: nil)
    }
}
