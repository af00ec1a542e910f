import Foundation

/// UIKit's impact haptic (a tap you feel when something collides or snaps into place). It does nothing
/// here, as on the iOS Simulator, so code that calls it runs unchanged.
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's weight (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    /// Plays the impact (nothing happens here).
    open func impactOccurred() {}

    /// Plays the impact at `intensity` (0...1; nothing happens here).
    open func impactOccurred(intensity: CGFloat) {}
}
