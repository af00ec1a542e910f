import Foundation

/// A row's Delete button: red, the row's height, its white 17-point title centred, at least 74 points
/// wide (15 points of room each side of a longer title).
final class TableCellDeleteButton: UIControl {
    var title = "Delete" { didSet { if title != oldValue { setNeedsDisplay() } } }
    private let font = UIFont.systemFont(ofSize: 17)

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemRed
    }

    func width(forTitle title: String) -> CGFloat {
        max(74, (owningApplication.fonts.size(of: title, font: font).width + 30).rounded(.up))
    }

    override func draw(_ rect: CGRect) {
        let size = owningApplication.fonts.size(of: title, font: font)
        let scale = UIGraphicsGetCurrentContext()?.scale ?? 1
        let origin = CGPoint(x: (((bounds.width - size.width) / 2) * scale).rounded() / scale,
                             y: (((bounds.height - size.height) / 2) * scale).rounded() / scale)
        title.draw(at: origin, font: font, color: .white)
    }
}
