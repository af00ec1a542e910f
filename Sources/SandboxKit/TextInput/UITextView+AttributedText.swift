import Foundation

// Styled text in a text view: `attributedText` sets `text` to its string and the view's font, colour
// and alignment to its first character's, so the text shows in that style. Text views draw one style:
// styled text with several (several fonts or colours) is drawn in the first, and says so once.
extension UITextView {
    public var attributedText: NSAttributedString! {
        get {
            NSAttributedString(string: text ?? "", attributes: [.font: font ?? UIFont.systemFont(ofSize: 12),
                                                                 .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            guard let newValue, newValue.length > 0 else { text = newValue?.string ?? ""; return }
            let first = newValue.attributes(at: 0, effectiveRange: nil)
            if let f = first[.font] as? UIFont { font = f }
            if let c = first[.foregroundColor] as? UIColor { textColor = c }
            if let p = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
            var range = NSRange(location: 0, length: 0)
            _ = newValue.attributes(at: 0, effectiveRange: &range)
            if range.length < newValue.length {
                NotSimulated.record("UITextView.attributedText with several styles (drawn in the first one's)")
            }
            text = newValue.string
        }
    }
}
