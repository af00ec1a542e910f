import Foundation

/// The built-in accessories of a table cell, drawn as iOS draws them: the gray chevron of
/// `.disclosureIndicator`, the tint-coloured check of `.checkmark`, the ⓘ circle of `.detailButton`
/// (and both for `.detailDisclosureButton`).
final class TableCellAccessoryView: UIView {
    var type: UITableViewCell.AccessoryType = .none { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    override var intrinsicContentSize: CGSize {
        switch type {
        case .disclosureIndicator: return CGSize(width: 8, height: 13)
        case .checkmark: return CGSize(width: 14, height: 12)
        case .detailButton: return CGSize(width: 22, height: 22)
        case .detailDisclosureButton: return CGSize(width: 40, height: 22)
        case .none: return .zero
        }
    }

    override func draw(_ rect: CGRect) {
        let b = bounds
        switch type {
        case .disclosureIndicator:
            chevron(in: b)
        case .checkmark:
            let p = UIBezierPath()
            p.move(to: CGPoint(x: b.minX + 1, y: b.midY + 0.5))
            p.addLine(to: CGPoint(x: b.minX + b.width * 0.38, y: b.maxY - 1.5))
            p.addLine(to: CGPoint(x: b.maxX - 1, y: b.minY + 1))
            p.lineWidth = 2
            p.lineJoinStyle = .round
            UIColor.systemBlue.setStroke()
            p.stroke()
        case .detailButton:
            info(in: b)
        case .detailDisclosureButton:
            info(in: CGRect(x: b.minX, y: b.minY, width: 22, height: 22))
            chevron(in: CGRect(x: b.maxX - 8, y: b.midY - 6.5, width: 8, height: 13))
        case .none:
            break
        }
    }

    private func chevron(in r: CGRect) {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: r.minX + 1, y: r.minY + 1))
        p.addLine(to: CGPoint(x: r.maxX - 1.5, y: r.midY))
        p.addLine(to: CGPoint(x: r.minX + 1, y: r.maxY - 1))
        p.lineWidth = 2
        p.lineJoinStyle = .miter
        UIColor.system("chevron", 0xC4C4C7, 0x5A5A5F).setStroke()
        p.stroke()
    }

    private func info(in r: CGRect) {
        let circle = UIBezierPath(ovalIn: r.insetBy(dx: 1, dy: 1))
        circle.lineWidth = 1.5
        UIColor.systemBlue.setStroke()
        circle.stroke()
        UIColor.systemBlue.setFill()
        UIBezierPath(ovalIn: CGRect(x: r.midX - 1.25, y: r.minY + 5, width: 2.5, height: 2.5)).fill()
        UIBezierPath(rect: CGRect(x: r.midX - 1, y: r.minY + 9, width: 2, height: 8)).fill()
    }
}
