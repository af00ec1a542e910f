import Foundation

/// Recognizes `numberOfTapsRequired` taps (discrete: possible → recognized).
///
/// A tap fails when the touch moves more than `allowableMovement` (10 pt) from where it went down. For
/// multiple taps, each next touch must go down within `maximumTapInterval` (0.35 s, on the injected
/// clock) of the last lift and within 45 pt of the first tap; otherwise the gesture fails, also when no
/// next touch comes in time (a main-queue item due at the deadline).
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    static let allowableMovement: CGFloat = 10
    static let maximumTapInterval: TimeInterval = 0.35
    static let maximumTapSeparation: CGFloat = 45

    private var tapsSoFar = 0
    private var firstDown: CGPoint?
    private var down: CGPoint = .zero
    private var lastLift: TimeInterval = 0
    /// Bumped whenever a pending timeout becomes stale.
    private var timeoutGeneration = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        timeoutGeneration += 1
        let p = touch.locationInWindow
        if tapsSoFar > 0 {
            let late = event.timestamp - lastLift > Self.maximumTapInterval
            if late || distance(p, firstDown ?? p) > Self.maximumTapSeparation { state = .failed; return }
        } else {
            firstDown = p
        }
        down = p
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, let touch = touches.first else { return }
        if distance(touch.locationInWindow, down) > Self.allowableMovement { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        tapsSoFar += 1
        lastLift = event.timestamp
        if tapsSoFar >= numberOfTapsRequired {
            state = .recognized
        } else {
            scheduleTimeout(after: event.timestamp)
        }
    }

    private func scheduleTimeout(after lift: TimeInterval) {
        guard let app = view?.window?.application else { return }
        let generation = timeoutGeneration
        app.mainQueue.enqueue(at: lift + Self.maximumTapInterval + 1e-6) { [weak self] in
            guard let self, self.timeoutGeneration == generation, self.state == .possible, self.tapsSoFar > 0 else { return }
            self.state = .failed
        }
    }

    open override func reset() {
        tapsSoFar = 0
        firstDown = nil
        timeoutGeneration += 1
    }
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
