import Foundation

// Styled text and placeholder on a text field: a field draws one style, its first character's (the
// text's font and colour, the placeholder's colour); styled text with several styles is drawn in the
// first and says so once.
extension UITextField {
    public var attributedText: NSAttributedString? {
        get {
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font ?? UIFont.systemFont(ofSize: 17),
                                                                 .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            if let first = Self.firstStyle(of: newValue, what: "UITextField.attributedText") {
                if let f = first[.font] as? UIFont { font = f }
                if let c = first[.foregroundColor] as? UIColor { textColor = c }
            }
            text = newValue?.string
        }
    }

    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0, attributes: [.foregroundColor: placeholderColor ?? UIColor.placeholderText]) } }
        set {
            placeholderColor = Self.firstStyle(of: newValue, what: "UITextField.attributedPlaceholder")?[.foregroundColor] as? UIColor
            placeholder = newValue?.string
        }
    }

    /// The attributes of the first character, reporting once when later runs differ.
    private static func firstStyle(of string: NSAttributedString?, what: String) -> [NSAttributedString.Key: Any]? {
        guard let string, string.length > 0 else { return nil }
        var range = NSRange(location: 0, length: 0)
        let first = string.attributes(at: 0, effectiveRange: &range)
        if range.length < string.length { NotSimulated.record("\(what) with several styles (drawn in the first one's)") }
        return first
    }
}
