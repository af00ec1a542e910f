import Foundation

/// A button's title shadow colour per state, kept and read back (the shadow is not drawn: setting one is
/// reported once as not simulated), and the old image dimming switch.
extension UIButton {
    private static let shadowStorage = ExtensionStorage<[UInt: UIColor]>("UIButton.titleShadowColor", default: [:])
    private static let adjustsStorage = ExtensionStorage<Bool>("UIButton.adjustsImageWhenHighlighted", default: true)

    public func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        var all = Self.shadowStorage.get(self)
        all[state.rawValue] = color
        Self.shadowStorage.set(self, all)
        if color != nil { NotSimulated.record("UIButton.setTitleShadowColor(_:for:) (no title shadow drawn)") }
    }

    public func titleShadowColor(for state: UIControl.State) -> UIColor? {
        let all = Self.shadowStorage.get(self)
        return all[state.rawValue] ?? all[UIControl.State.normal.rawValue]
    }

    /// Whether the image darkens while pressed (deprecated in iOS 15 for configurations). Kept and read
    /// back; the sandbox dims a pressed button's content either way, so turning it off is reported once
    /// as not simulated.
    @available(*, deprecated, message: "use UIButton.Configuration's imageColorTransformer")
    public var adjustsImageWhenHighlighted: Bool {
        get { Self.adjustsStorage.get(self) }
        set {
            Self.adjustsStorage.set(self, newValue)
            if !newValue { NotSimulated.record("UIButton.adjustsImageWhenHighlighted = false") }
        }
    }
}
