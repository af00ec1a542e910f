import Foundation

/// The rounded card of a `UIAlertController`: its title and message, then a button per action
/// separated by hairlines, in iOS's look (a translucent light grey card, system-blue titles, bold for the
/// preferred or cancel action, red for a destructive one).
final class AlertCardView: UIView {
    private let onSelect: (UIAlertAction) -> Void

    init(title: String?, message: String?, textFields: [UITextField] = [], actions: [UIAlertAction], preferred: UIAlertAction?, sideBySide: Bool,
         width: CGFloat, onSelect: @escaping (UIAlertAction) -> Void) {
        self.onSelect = onSelect
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        backgroundColor = .alertCard
        layer.cornerRadius = 14
        clipsToBounds = true
        var y: CGFloat = 0
        if title != nil || message != nil {
            y = 19
            for (text, font) in [(title, UIFont.systemFont(ofSize: 17, weight: .semibold)), (message, UIFont.systemFont(ofSize: 13))] {
                guard let text, !text.isEmpty else { continue }
                let label = UILabel()
                label.text = text
                label.font = font
                label.textAlignment = .center
                label.numberOfLines = 0
                let size = label.sizeThatFits(CGSize(width: width - 32, height: 0))
                label.frame = CGRect(x: 16, y: y, width: width - 32, height: size.height)
                addSubview(label)
                y = label.frame.maxY + 4
            }
            y += 15
        }
        // Each text field in a white box with a hairline border, as iOS stacks them under the message.
        for (i, field) in textFields.enumerated() {
            let box = AlertTextFieldBox(frame: CGRect(x: 16, y: y - (i == 0 ? 4 : 0), width: width - 32, height: 26))
            field.frame = box.bounds.insetBy(dx: 4, dy: 2)
            box.addSubview(field)
            addSubview(box)
            y = box.frame.maxY + (i == textFields.count - 1 ? 15 : 0)
        }
        let buttonHeight: CGFloat = 44
        let columns = sideBySide ? actions.count : 1
        let buttonWidth = width / CGFloat(max(columns, 1))
        for (i, action) in actions.enumerated() {
            let column = sideBySide ? i : 0
            let row = sideBySide ? 0 : i
            let frame = CGRect(x: CGFloat(column) * buttonWidth, y: y + CGFloat(row) * buttonHeight, width: buttonWidth, height: buttonHeight)
            let hairline = UIView(frame: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 0.5))
            hairline.backgroundColor = .separator
            addSubview(hairline)
            if column > 0 {
                let divider = UIView(frame: CGRect(x: frame.minX, y: frame.minY, width: 0.5, height: frame.height))
                divider.backgroundColor = .separator
                addSubview(divider)
            }
            let button = UIButton(type: .system)
            button.frame = frame
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(action.style == .destructive ? .systemRed : .systemBlue, for: .normal)
            let bold = action === preferred || (preferred == nil && action.style == .cancel)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: bold ? .semibold : .regular)
            button.isEnabled = action.isEnabled
            button.addAction(UIAction { [weak self] _ in self?.onSelect(action) }, for: .touchUpInside)
            addSubview(button)
        }
        let rows = sideBySide ? (actions.isEmpty ? 0 : 1) : actions.count
        frame.size.height = y + CGFloat(rows) * buttonHeight
    }
}

/// A text field's box in an alert: white (dark grey in the dark) with a hairline border in the separator's
/// colour, set again when the appearance changes (a layer's colour does not follow by itself).
private final class AlertTextFieldBox: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .alertTextFieldBackground
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }

    override func appearanceDidChange() {
        layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
    }
}
