import Foundation

/// What an image view's frame animation has: its frames, how long a cycle lasts, how many cycles, and
/// the frame shown now.
struct ImageViewAnimation {
    var images: [UIImage]?
    var highlightedImages: [UIImage]?
    var duration: TimeInterval = 0
    var repeatCount = 0
    var isAnimating = false
    var startTime: TimeInterval?
    var frame: Int?
}

/// Flip-book animation: `startAnimating()` shows `animationImages` one after another on the animation
/// clock, a cycle lasting `animationDuration` (1/30 s a frame when 0, as UIKit), `animationRepeatCount`
/// times (0: until `stopAnimating()`), then shows `image` again. The frames are drawn with the view's
/// content mode; as with the activity indicator, a running animation keeps the window drawing but does not
/// keep a scenario from settling.
extension UIImageView: ClockDrivenView {
    public var animationImages: [UIImage]? {
        get { animation.images }
        set {
            animation.images = newValue
            if newValue?.isEmpty ?? true { stopAnimating() }
        }
    }

    public var highlightedAnimationImages: [UIImage]? {
        get { animation.highlightedImages }
        set { animation.highlightedImages = newValue }
    }

    public var animationDuration: TimeInterval {
        get { animation.duration }
        set { animation.duration = newValue.isFinite ? max(0, newValue) : 0 }
    }

    public var animationRepeatCount: Int {
        get { animation.repeatCount }
        set { animation.repeatCount = max(0, newValue) }
    }

    public var isAnimating: Bool { animation.isAnimating }

    public func startAnimating() {
        guard let images = animation.images, !images.isEmpty else { return }
        animation.isAnimating = true
        animation.startTime = nil
        animation.frame = 0
        setNeedsDisplay()
        window?.application?.startClockDriven(self)
    }

    public func stopAnimating() {
        guard animation.isAnimating else { return }
        animation.isAnimating = false
        animation.frame = nil
        animation.startTime = nil
        window?.application?.stopClockDriven(self)
        setNeedsDisplay()
    }

    /// The frame drawn instead of `image` while animating.
    var animationFrame: UIImage? {
        guard animation.isAnimating, let images = animation.images, let i = animation.frame,
              images.indices.contains(i) else { return nil }
        return images[i]
    }

    func animationWindowWillChange(to newWindow: UIWindow?) {
        window?.application?.stopClockDriven(self)
        if animation.isAnimating, let app = newWindow?.application { app.startClockDriven(self) }
    }

    func clockDidTick(_ time: TimeInterval) {
        guard animation.isAnimating, let count = animation.images?.count, count > 0 else { return }
        let start = animation.startTime ?? time
        animation.startTime = start
        let cycle = animation.duration > 0 ? animation.duration : Double(count) / 30
        let elapsed = time - start
        if animation.repeatCount > 0, elapsed >= cycle * Double(animation.repeatCount) {
            stopAnimating()
            return
        }
        let frame = min(count - 1, Int((elapsed.truncatingRemainder(dividingBy: cycle) / cycle * Double(count) + 1e-9).rounded(.down)))
        if frame != animation.frame {
            animation.frame = frame
            setNeedsDisplay()
        }
    }
}
