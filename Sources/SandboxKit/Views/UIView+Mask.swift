import Foundation

/// A view whose alpha channel masks this one. The sandbox keeps the view an app sets and reads it back,
/// but draws this view unmasked; setting one is reported once as not simulated (`layer.mask` with a
/// shape layer is simulated).
extension UIView {
    private static let maskStorage = ExtensionStorage<UIView?>("UIView.mask", default: nil)

    public var mask: UIView? {
        get { Self.maskStorage.get(self) }
        set {
            Self.maskStorage.set(self, newValue)
            if newValue != nil { NotSimulated.record("UIView.mask (drawn unmasked)") }
        }
    }
}
