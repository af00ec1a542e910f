import Foundation

/// UIKit's label: one or more lines of text in one font and colour, or styled (`attributedText`).
///
/// As in UIKit: not interactive by default; the text block is centred vertically in the bounds; lines
/// wrap at words when `numberOfLines` is not 1, and the last line that fits (in `numberOfLines` and in
/// the bounds' height) ends in "…" when text is left over (`lineBreakMode` `.byTruncatingTail`, the
/// default). `sizeThatFits` wraps at the given width (a width of 0 means unconstrained) and ignores the
/// height; a one-line label reports its whole text width.
open class UILabel: UIView {
    open var text: String? {
        didSet {
            // plain text replaces styled text, as in UIKit
            if text != styledText?.string { styledText = nil }
            if text != oldValue { textDidChange() }
        }
    }
    /// The styled text last set, while `text` is its string (UILabel+AttributedText.swift).
    var styledText: NSAttributedString?
    /// Implicitly unwrapped, as UIKit declares it (`label.font = UIFont(name:size:)` assigns an optional);
    /// nil gives back the default, the system font at 17 points.
    open var font: UIFont! {
        get { labelFont }
        set {
            let font = newValue ?? .systemFont(ofSize: 17)
            if font != labelFont {
                labelFont = font
                textDidChange()
            } else {
                labelFont.dynamicType = font.dynamicType  // the same size, now (or no longer) Dynamic Type
            }
        }
    }
    private var labelFont: UIFont = .systemFont(ofSize: 17)
    open var textColor: UIColor = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
    open var textAlignment: NSTextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
    /// 0 for as many lines as the text needs.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { textDidChange() } } }
    /// A disabled label draws its text greyed out.
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// Dynamic Type: set, a label whose font is a text style's (`preferredFont(forTextStyle:)`) or scaled by
    /// `UIFontMetrics` takes its new size when the text size changes (UIView+Traits.swift).
    open var adjustsFontForContentSizeCategory = false
    /// A one-line label whose text is wider than its bounds draws it smaller to fit, down to
    /// `minimumScaleFactor` times the font's size (0, the default, as UIKit: no smaller than the font).
    open var adjustsFontSizeToFitWidth = false { didSet { if adjustsFontSizeToFitWidth != oldValue { setNeedsDisplay() } } }
    open var minimumScaleFactor: CGFloat = 0 { didSet { if minimumScaleFactor != oldValue { setNeedsDisplay() } } }
    /// A shadow drawn under the text, `shadowOffset` away (nil: none, UIKit's default).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }
    /// Letter-spacing tightened before truncating: kept, not applied (the text draws at its spacing).
    open var allowsDefaultTighteningForTruncation = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    public convenience init(text: String) {
        self.init(frame: .zero)
        self.text = text
    }

    private func textDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The width a wrapping label's intrinsic height was last measured at. Auto Layout gives a label
    /// with `numberOfLines != 1` its width only in the layout pass; as UIKit's automatic
    /// `preferredMaxLayoutWidth` does, a new width measures the text again (in the same pass), so the
    /// label grows to the lines it wraps to instead of truncating to the one line measured at width 0.
    private var measuredWidth: CGFloat?

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard numberOfLines != 1, autoLayout != nil, measuredWidth != bounds.width else { return }
        let first = measuredWidth == nil
        measuredWidth = bounds.width
        if !first || bounds.width > 0 { invalidateIntrinsicContentSize() }
    }

    var fonts: FontRenderer { owningApplication.fonts }

    /// The lines the label shows within `width` and at most `lines` lines (0: no limit).
    func layout(width: CGFloat, lines: Int, font: UIFont? = nil) -> TextLayout {
        TextLayout(text: text ?? "", font: font ?? self.font, maxWidth: width, maximumNumberOfLines: lines,
                   lineBreakMode: lineBreakMode, fonts: fonts)
    }

    /// The font the text is drawn in: `font`, or for `adjustsFontSizeToFitWidth` on one line, that font
    /// made just small enough for the text to fit the width, no smaller than `minimumScaleFactor` allows.
    var drawnFont: UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, minimumScaleFactor < 1,
              bounds.width > 0 else { return font }
        let width = layout(width: .infinity, lines: 1).size.width
        guard width > bounds.width else { return font }
        var shrunk: UIFont = labelFont
        shrunk.pointSize = font.pointSize * max(minimumScaleFactor, bounds.width / width)
        return shrunk
    }

    /// The lines drawn in the current bounds: no more than `numberOfLines`, nor than fit the height.
    package var textLayout: TextLayout {
        let drawn = drawnFont
        let lineHeight = fonts.lineHeight(of: drawn)
        let fitting = lineHeight > 0 ? max(1, Int((bounds.height + 1e-6) / lineHeight)) : 1
        let limit = numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
        return layout(width: bounds.width, lines: limit, font: drawn)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let s = layout(width: numberOfLines == 1 ? .infinity : size.width, lines: numberOfLines).size
        return CGSize(width: s.width.rounded(.up), height: s.height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : bounds.width, height: 0))
    }

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the lines of `textLayout`, centred vertically in `rect` and aligned per line, in the text
    /// colour (at a third of its alpha when disabled, as UIKit greys disabled labels).
    open func drawText(in rect: CGRect) {
        let layout = textLayout
        guard !layout.lines.isEmpty else { return }
        let shown = isHighlighted ? highlightedTextColor ?? textColor : textColor
        let color = isEnabled ? shown : shown.withAlphaComponent(shown.color.alpha / 3)
        let scale = UIGraphicsGetCurrentContext()?.scale ?? 1
        let drawn = drawnFont
        let runs = styledRuns(of: layout, drawnFont: drawn, color: color)
        if let shadow = shadowColor {
            for (line, origin) in zip(layout.lines, layout.lineOrigins(in: rect, alignment: textAlignment, scale: scale)) {
                line.text.draw(at: CGPoint(x: origin.x + shadowOffset.width, y: origin.y + shadowOffset.height), font: drawn, color: shadow)
            }
        }
        for (i, (line, origin)) in zip(layout.lines, layout.lineOrigins(in: rect, alignment: textAlignment, scale: scale)).enumerated() {
            guard let lineRuns = runs?[i] else {
                line.text.draw(at: origin, font: drawn, color: color)
                continue
            }
            var x = origin.x
            for run in lineRuns {
                run.text.draw(at: CGPoint(x: x, y: origin.y), font: run.font, color: run.color)
                x += fonts.size(of: run.text, font: run.font).width
            }
        }
    }

    /// The rectangle the text occupies when drawn in `bounds`, centred vertically as `drawText` places it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let s = layout(width: bounds.width, lines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.minY + (bounds.height - s.height) / 2, width: s.width, height: s.height)
    }
}
