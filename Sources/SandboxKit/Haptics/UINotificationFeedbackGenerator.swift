import Foundation

/// UIKit's notification haptic (success, warning or error after a task). It does nothing here, as on the
/// iOS Simulator, so code that calls it runs unchanged.
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the haptic signals (UIKit's raw values).
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the haptic for `notificationType` (nothing happens here).
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
