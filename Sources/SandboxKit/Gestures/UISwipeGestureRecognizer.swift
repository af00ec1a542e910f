import Foundation

/// Recognizes a quick stroke in one of its permitted `direction`s (discrete: recognized while the
/// finger is still moving, as UIKit's is). The stroke must go `minimumDistance` along a permitted
/// direction within `maximumDuration` of the touch going down, while drifting across it less than half
/// as far; otherwise the gesture fails. Apple does not publish its thresholds: 50 points within 0.5 s
/// here, which a flick meets and a slow drag does not.
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// UIKit's default is `.right`.
    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1

    static let minimumDistance: CGFloat = 50
    static let maximumDuration: TimeInterval = 0.5

    private var down: CGPoint = .zero
    private var downTime: TimeInterval = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        down = touch.locationInWindow
        downTime = event.timestamp
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        let p = touch.locationInWindow
        let dx = p.x - down.x, dy = p.y - down.y
        if event.timestamp - downTime > Self.maximumDuration { state = .failed; return }
        let strokes: [(Direction, along: CGFloat, across: CGFloat)] = [
            (.right, dx, abs(dy)), (.left, -dx, abs(dy)), (.down, dy, abs(dx)), (.up, -dy, abs(dx)),
        ]
        for (d, along, across) in strokes where direction.contains(d) && along >= Self.minimumDistance && across * 2 < along {
            state = .ended
            return
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }
}
