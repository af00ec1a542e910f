import Foundation

/// Whether a view's tint is dimmed (iOS dims the tint of what is behind a presented alert). The sandbox
/// keeps the mode an app sets; dimming is not drawn, and `.dimmed` is reported once as not simulated.
extension UIView {
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic = 0
        case normal = 1
        case dimmed = 2
    }

    private static let tintAdjustmentStorage = ExtensionStorage<TintAdjustmentMode>("UIView.tintAdjustmentMode", default: .automatic)

    public var tintAdjustmentMode: TintAdjustmentMode {
        get { Self.tintAdjustmentStorage.get(self) }
        set {
            Self.tintAdjustmentStorage.set(self, newValue)
            if newValue == .dimmed { NotSimulated.record("UIView.tintAdjustmentMode .dimmed (the tint is not dimmed)") }
        }
    }
}
