import Foundation

/// UIKit's selection haptic (the tick of a picker's wheel). It does nothing here, as on the iOS
/// Simulator, so code that calls it runs unchanged.
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick (nothing happens here).
    open func selectionChanged() {}
}
