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

    /// A finger on a screen without 3D Touch, as every iPhone since the 11 is: no force (both 0, as
    /// UIKit reports them there), a direct touch, and the contact size of a fingertip.
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }
    public var type: TouchType { .direct }
    public var majorRadius: CGFloat { 20 }
    public var majorRadiusTolerance: CGFloat { 5 }
    /// A pencil's angles; a finger's altitude is straight up (π/2).
    public var altitudeAngle: CGFloat { .pi / 2 }
    public func azimuthAngle(in view: UIView?) -> CGFloat { 0 }
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
    public var gestureRecognizers: [UIGestureRecognizer]? { view?.gestureRecognizers }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        public static let stylus = TouchType.pencil
    }
}
