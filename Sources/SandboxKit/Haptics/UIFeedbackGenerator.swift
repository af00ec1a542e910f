import Foundation

/// The base of UIKit's haptic feedback generators. Haptics do nothing here, as on the iOS Simulator
/// (which has no Taptic Engine), so code that calls them runs unchanged.
@MainActor
open class UIFeedbackGenerator: NSObject {
    public override init() {}

    /// Readies the Taptic Engine on a device; does nothing here.
    open func prepare() {}
}
