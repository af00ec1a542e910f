import Foundation

/// Where the run loop gets the time. Injected: a real clock for the window, a virtual one for tests and
/// scenarios, so that no model code ever reads the wall clock.
public protocol Clock: AnyObject {
    /// Seconds since the clock started.
    var now: TimeInterval { get }
    /// Called once per turn before the animation tick; a virtual clock steps a frame here.
    func beginTurn()
}

/// A clock that advances exactly one frame (1/60 s unless told otherwise) per run-loop turn, so every run
/// is reproducible to the pixel.
public final class VirtualClock: Clock {
    public private(set) var now: TimeInterval = 0
    public var frameDuration: TimeInterval
    private var started = false

    public init(frameDuration: TimeInterval = 1.0 / 60) { self.frameDuration = frameDuration }

    public func beginTurn() {
        // Turn 0 runs at t = 0; every later turn is one frame later.
        if started { now += frameDuration } else { started = true }
    }
}

/// Monotonic wall time, for the window.
public final class RealClock: Clock {
    private let start = DispatchTime.now().uptimeNanoseconds
    public init() {}
    public var now: TimeInterval { TimeInterval(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    public func beginTurn() {}
}
