import Foundation

/// A row's action button, revealed by a swipe or by the editing mode's minus (the Delete button): the
/// action's colour, the row's height, its white 17-point title (or image) centred, at least 74 points
/// wide (15 points of room each side of a longer title).
final class TableCellActionButton: UIControl {
    var action: UIContextualAction? { didSet { backgroundColor = action?.backgroundColor; setNeedsDisplay() } }
    /// The width the action asks for; a button stretched wider (a full swipe) keeps its title in that
    /// width on the side of the row's content.
    var naturalWidth: CGFloat = 74 { didSet { if naturalWidth != oldValue { setNeedsDisplay() } } }
    var contentIsOnTheLeft = true { didSet { if contentIsOnTheLeft != oldValue { setNeedsDisplay() } } }
    private let font = UIFont.systemFont(ofSize: 17)

    /// The width the action asks for.
    static func width(of action: UIContextualAction, fonts: FontRenderer) -> CGFloat {
        if let title = action.title, !title.isEmpty {
            return max(74, (fonts.size(of: title, font: .systemFont(ofSize: 17)).width + 30).rounded(.up))
        }
        return 74
    }

    override func draw(_ rect: CGRect) {
        guard let action else { return }
        let scale = UIGraphicsGetCurrentContext()?.scale ?? 1
        let round = { (v: CGFloat) -> CGFloat in (v * scale).rounded() / scale }
        let w = min(bounds.width, naturalWidth)
        let left = contentIsOnTheLeft ? 0 : bounds.width - w
        if let title = action.title, !title.isEmpty {
            let size = owningApplication.fonts.size(of: title, font: font)
            title.draw(at: CGPoint(x: round(left + (w - size.width) / 2), y: round((bounds.height - size.height) / 2)), font: font, color: .white)
        } else if let image = action.image {
            let s = image.size
            image.withTintColor(.white).draw(in: CGRect(x: round(left + (w - s.width) / 2), y: round((bounds.height - s.height) / 2),
                                                        width: s.width, height: s.height))
        }
    }
}
