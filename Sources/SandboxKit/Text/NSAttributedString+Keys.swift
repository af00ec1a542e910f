import Foundation

// The attributes UIKit draws besides font, colour and paragraph style. The sandbox's labels draw the
// three; text that carries one of these is reported once per key as not simulated (drawn without it).
extension NSAttributedString.Key {
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    public static let shadow = NSAttributedString.Key("NSShadow")
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    public static let expansion = NSAttributedString.Key("NSExpansion")
    public static let ligature = NSAttributedString.Key("NSLigature")
    public static let attachment = NSAttributedString.Key("NSAttachment")
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
}

extension NSAttributedString {
    static let drawnKeys: Set<NSAttributedString.Key> = [.font, .foregroundColor, .paragraphStyle]

    /// Reports each attribute of the text that is not drawn, once per key.
    @MainActor
    func reportUndrawnAttributes() {
        guard length > 0 else { return }
        var keys: Set<NSAttributedString.Key> = []
        enumerateAttributes(in: NSRange(location: 0, length: length)) { attributes, _, _ in
            keys.formUnion(attributes.keys)
        }
        for key in keys.subtracting(Self.drawnKeys).sorted(by: { $0.rawValue < $1.rawValue }) {
            NotSimulated.record("the text attribute \(key.rawValue) (drawn without it)")
        }
    }
}
