import Foundation

/// The iPad pointer's effect on a button: kept and read back; the device draws no pointer effects, so
/// turning them on is reported once as not simulated.
extension UIButton {
    public typealias PointerStyleProvider = (UIButton, UIPointerEffect, UIPointerShape) -> UIPointerStyle?

    private static let pointerEnabledStorage = ExtensionStorage<Bool>("UIButton.isPointerInteractionEnabled", default: false)
    private static let pointerProviderStorage = ExtensionStorage<PointerStyleProvider?>("UIButton.pointerStyleProvider", default: nil)

    public var isPointerInteractionEnabled: Bool {
        get { Self.pointerEnabledStorage.get(self) }
        set {
            Self.pointerEnabledStorage.set(self, newValue)
            if newValue { NotSimulated.record("UIButton.isPointerInteractionEnabled (pointer effects)") }
        }
    }

    public var pointerStyleProvider: PointerStyleProvider? {
        get { Self.pointerProviderStorage.get(self) }
        set {
            Self.pointerProviderStorage.set(self, newValue)
            if newValue != nil { NotSimulated.record("UIButton.pointerStyleProvider (pointer effects)") }
        }
    }
}
