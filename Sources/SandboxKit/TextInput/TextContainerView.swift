import Foundation

/// What a `UITextView` draws its text in (UIKit has a private view of its own for this): a subview as
/// large as the content, so that scrolling moves it like any content, drawing the wrapped lines, and the
/// insertion point while editing.
final class TextContainerView: UIView {
    private var textView: UITextView? { superview as? UITextView }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    override func draw(_ rect: CGRect) {
        guard let textView, let ctx = UIGraphicsGetCurrentContext() else { return }
        let inset = textView.textContainerInset, padding = textView.textContainer.lineFragmentPadding
        let layout = textView.lines(forWidth: bounds.width)
        let font = textView.drawnFont
        let color = textView.textColor ?? .label
        let left = inset.left + padding, right = bounds.width - inset.right - padding
        let round = { (v: CGFloat) -> CGFloat in (v * ctx.scale).rounded() / ctx.scale }
        func x(forWidth w: CGFloat) -> CGFloat {
            switch textView.textAlignment {
            case .center: return round(left + (right - left - w) / 2)
            case .right: return round(right - w)
            default: return round(left)
            }
        }
        for (i, line) in layout.lines.enumerated() where !line.text.isEmpty {
            line.text.draw(at: CGPoint(x: x(forWidth: line.width), y: round(inset.top + CGFloat(i) * layout.lineHeight)),
                           font: font, color: color)
        }
        guard textView.isEditingText else { return }
        let last = layout.lines.last
        let caretX = last.map { x(forWidth: $0.width) + $0.width } ?? x(forWidth: 0)
        let caretY = round(inset.top + CGFloat(max(0, layout.lines.count - 1)) * layout.lineHeight)
        textView.tintColor.setFill()
        UIBezierPath(roundedRect: CGRect(x: round(min(caretX, right)), y: caretY + 1, width: 2, height: max(0, layout.lineHeight - 2)),
                     cornerRadius: 1).fill()
    }
}
