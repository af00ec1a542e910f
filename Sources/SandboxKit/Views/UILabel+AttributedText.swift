import Foundation

// Styled text on a label: `attributedText` sets `text` to its string and the label's font, colour and
// alignment to those of its first character (as UIKit's label reports them), so the lines are laid out
// as before; each line is then drawn run by run, every run in its own `.font` and `.foregroundColor`
// (the label's where a run has none). The lines wrap as measured in the first character's font.
extension UILabel {
    public var attributedText: NSAttributedString? {
        get {
            if let styledText { return styledText }
            guard let text else { return nil }
            return NSAttributedString(string: text, attributes: [.font: font as Any, .foregroundColor: textColor])
        }
        set {
            guard let newValue else {
                styledText = nil
                text = nil
                return
            }
            // UIKit keeps a copy; Linux Foundation traps copying runs whose values are Swift structs
            // (a UIFont), so the label keeps the string it is given
            let copy = newValue
            styledText = copy
            copy.reportUndrawnAttributes()
            if copy.length > 0 {
                let first = copy.attributes(at: 0, effectiveRange: nil)
                if let f = first[.font] as? UIFont { font = f }
                if let c = first[.foregroundColor] as? UIColor { textColor = c }
                if let p = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = p.alignment }
            }
            text = copy.string
            setNeedsDisplay()
        }
    }

    /// One piece of a line drawn in one style.
    struct StyledRun {
        var text: String
        var font: UIFont
        var color: UIColor
    }

    /// The runs of each line of `layout`, or nil when the label is not styled with more than one style.
    /// Lines are matched to the string character by character: a break's spaces and newlines are
    /// skipped, and characters the layout added (a truncation's ellipsis) take the style before them.
    func styledRuns(of layout: TextLayout, drawnFont: UIFont, color: UIColor) -> [[StyledRun]]? {
        guard let styled = styledText, styled.length > 0 else { return nil }
        var styles: [(font: UIFont, color: UIColor)] = []
        var distinct = false
        let full = styled.string
        styled.enumerateAttributes(in: NSRange(location: 0, length: styled.length)) { attributes, range, _ in
            guard let r = Range(range, in: full) else { return }
            let f = (attributes[.font] as? UIFont).map { $0.pointSize == font.pointSize ? scaled($0, like: drawnFont) : $0 } ?? drawnFont
            let c = attributes[.foregroundColor] as? UIColor ?? color
            if let last = styles.last, last.font != f || last.color != c { distinct = true }
            styles += Array(repeating: (f, c), count: full[r].count)
        }
        guard distinct else { return nil }
        let characters = Array(full)
        var cursor = 0
        return layout.lines.map { line in
            var runs: [StyledRun] = []
            var style = styles[min(cursor, styles.count - 1)]
            var matching = true
            for ch in line.text {
                if matching {
                    // skip what the wrap dropped between lines
                    while cursor < characters.count, characters[cursor] != ch, characters[cursor].isWhitespace || characters[cursor].isNewline {
                        cursor += 1
                    }
                    if cursor < characters.count, characters[cursor] == ch {
                        style = styles[min(cursor, styles.count - 1)]
                        cursor += 1
                    } else {
                        matching = false
                    }
                }
                if let last = runs.last, last.font == style.font, last.color == style.color {
                    runs[runs.count - 1].text.append(ch)
                } else {
                    runs.append(StyledRun(text: String(ch), font: style.font, color: style.color))
                }
            }
            return runs
        }
    }

    /// `font` at the drawn font's size, when the label shrinks its text to fit.
    private func scaled(_ f: UIFont, like drawn: UIFont) -> UIFont {
        var copy = f
        copy.pointSize = drawn.pointSize
        return copy
    }
}
