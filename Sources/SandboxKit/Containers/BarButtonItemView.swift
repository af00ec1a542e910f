import Foundation

/// How a navigation bar shows one bar button item: its title (17 points, semibold for `.done`) or its
/// image (templates in the tint colour) centred, dimmed while pressed with the finger inside, grey when
/// the item is disabled. A tap (touch up inside) performs the item's action (`UIBarButtonItem.perform`).
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    /// Where a nil-targeted action starts up the responder chain (the controller on top).
    weak var responder: UIResponder?

    /// Space on each side of the content inside the view (the tappable area is wider than the ink).
    static let inset: CGFloat = 4

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isEnabled = item.isEnabled
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.item.perform(from: self.responder ?? self)
        }, for: .touchUpInside)
    }

    /// The item's state, for its per-state title attributes.
    private var itemState: UIControl.State { !item.isEnabled ? .disabled : isHighlighted ? .highlighted : .normal }

    private var font: UIFont {
        item.titleTextAttributes(for: itemState)?[.font] as? UIFont
            ?? (item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17))
    }

    /// The content's size (the image's, else the title's) plus the inset on each side; a fixed width
    /// when the item has one.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var content = CGSize.zero
        if let image = item.image { content = image.size }
        else if let title = item.title { content = title.size(withAttributes: [.font: font]) }
        let width = item.width > 0 ? item.width : content.width.rounded(.up) + 2 * Self.inset
        return CGSize(width: width, height: UINavigationBar.height)
    }

    private var inkColor: UIColor {
        if !item.isEnabled { return UIColor(rgb: 0x3C3C43, alpha: 0.3) }
        let tint: UIColor = item.tintColor ?? tintColor
        return isHighlighted ? tint.withAlphaComponent(0.2) : tint
    }

    override func tintColorDidChange() { setNeedsDisplay() }

    override func draw(_ rect: CGRect) {
        let color = inkColor
        if let image = item.image {
            let r = CGRect(x: (bounds.midX - image.size.width / 2).rounded(), y: (bounds.midY - image.size.height / 2).rounded(),
                           width: image.size.width, height: image.size.height)
            if image.renderingMode == .alwaysOriginal { image.draw(in: r) }
            else { UIGraphicsGetCurrentContext()?.draw(image.tinted(color), in: r) }
        } else if let title = item.title {
            let size = title.size(withAttributes: [.font: font])
            let titleColor = item.titleTextAttributes(for: itemState)?[.foregroundColor] as? UIColor ?? color
            title.draw(at: CGPoint(x: (bounds.midX - size.width / 2).rounded(), y: (bounds.midY - size.height / 2).rounded()),
                       font: font, color: titleColor)
        }
    }
}
