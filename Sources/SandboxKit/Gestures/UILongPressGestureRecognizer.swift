import Foundation

/// Recognizes a press held still (continuous: began once held `minimumPressDuration`, changed as the
/// finger then moves, ended at the lift). Before it begins, moving more than `allowableMovement` from
/// where the touch went down, or lifting, fails it. The duration is timed on the injected clock (a
/// main-queue item due at the deadline), so a scenario's `wait` and the slow-motion key time it too.
///
/// UIKit's defaults: 0.5 s, 10 points, one touch, no taps before the press.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTouchesRequired = 1
    /// Kept for code that sets it; a press after taps is not recognized here.
    open var numberOfTapsRequired = 0

    private var down: CGPoint = .zero
    /// Bumped whenever a pending deadline becomes stale.
    private var pressGeneration = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        pressGeneration += 1
        down = touch.locationInWindow
        guard numberOfTouches == numberOfTouchesRequired, numberOfTapsRequired == 0 else { state = .failed; return }
        guard let app = view?.window?.application else { return }
        let generation = pressGeneration
        app.mainQueue.enqueue(at: event.timestamp + minimumPressDuration) { [weak self] in
            guard let self, self.pressGeneration == generation, self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let touch = touches.first else { return }
        switch state {
        case .possible:
            if distance(touch.locationInWindow, down) > allowableMovement { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state.isActive { state = .ended } else if state == .possible { state = .failed }
    }

    open override func reset() {
        super.reset()
        pressGeneration += 1
    }
}
