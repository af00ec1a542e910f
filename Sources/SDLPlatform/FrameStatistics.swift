import Foundation

/// Frame rate and cost as the desktop window measures them with the wall clock (the host is not model
/// code; the model's time comes from its injected clock).
public struct FrameStatistics: Equatable {
    /// Turns per second over the last second with frames (0 when idle).
    public var framesPerSecond: Double = 0
    /// Wall time of the last turn's work: run loop turns, upload and render, in seconds.
    public var lastFrameTime: TimeInterval = 0
    /// Turns run since the window opened.
    public var frameCount = 0
    /// Pixels the last turn uploaded to a texture or read into the window surface (the damaged area).
    public var lastUploadedPixels = 0

    public init() {}
}
