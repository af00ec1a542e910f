import Foundation

/// A view whose look follows the animation clock without being an animation the app waits for: a
/// spinning activity indicator, which iOS spins in the render server while the app is idle. Such views
/// are told the time each turn and keep the window drawing (`hasWork`), but they do not keep a scenario
/// from settling (`isSettled` ignores them), so a screen left with a spinner spinning still ends.
@MainActor
protocol ClockDrivenView: AnyObject {
    /// The animation clock's time this turn; the view redraws if its look changed.
    func clockDidTick(_ time: TimeInterval)
}

extension UIApplication {
    func startClockDriven(_ view: ClockDrivenView) {
        clockDrivenViews[ObjectIdentifier(view)] = view
        setNeedsFrame()
    }

    func stopClockDriven(_ view: ClockDrivenView) {
        clockDrivenViews[ObjectIdentifier(view)] = nil
    }

    func tickClockDrivenViews() {
        guard !clockDrivenViews.isEmpty else { return }
        let time = animationClock.time
        for (id, view) in clockDrivenViews {
            // a view whose window went away without telling it (the window was dropped) stops here
            if let v = view as? UIView, v.window?.application !== self { clockDrivenViews[id] = nil; continue }
            view.clockDidTick(time)
        }
    }
}
