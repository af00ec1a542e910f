import Foundation

/// The control at the leading edge of a row in editing mode: UIKit's red circle with a white minus
/// (delete) or green circle with a white plus (insert), 22 points across, centred in its frame.
final class TableCellEditingControl: UIControl {
    var style: UITableViewCell.EditingStyle = .delete { didSet { if style != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
    }

    override func draw(_ rect: CGRect) {
        let d: CGFloat = 22
        let circle = CGRect(x: ((bounds.width - d) / 2).rounded(), y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
        (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setFill()
        let bar: CGFloat = 12, thickness: CGFloat = 2
        UIBezierPath(rect: CGRect(x: circle.midX - bar / 2, y: circle.midY - thickness / 2, width: bar, height: thickness)).fill()
        if style == .insert {
            UIBezierPath(rect: CGRect(x: circle.midX - thickness / 2, y: circle.midY - bar / 2, width: thickness, height: bar)).fill()
        }
    }
}
