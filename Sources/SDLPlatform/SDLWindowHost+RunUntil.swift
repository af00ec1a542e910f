import Foundation

extension SDLWindowHost {
    /// Runs the window by hand (SDL events, the wake-ups a device process's threads send, frames) until
    /// `condition` holds or `timeout` seconds of wall clock pass; a device process runs on a real clock.
    /// For a screenshot that waits for a device process, and for tests.
    @discardableResult
    package func run(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            pumpEvents()
            runFrame()
            if condition() { return true }
            usleep(5_000)
        }
        return false
    }
}
