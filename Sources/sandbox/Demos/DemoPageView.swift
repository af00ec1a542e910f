import Foundation
import SandboxKit

/// The content of the demos' pages (navigation, tab bar, modal): a colour, a heading, a line or two of
/// text and a column of buttons, so each page is distinct at a glance and its controls are easy to hit.
final class DemoPageView: UIView {
    let heading = UILabel()
    let detail = UILabel()
    private(set) var buttons: [UIButton] = []
    private let colour: UIColor

    init(colour: UIColor, title: String, detail text: String) {
        self.colour = colour
        super.init(frame: CGRect(x: 0, y: 0, width: DeskLayout.deviceSize.width, height: 800))
        backgroundColor = colour
        heading.text = title
        heading.font = .boldSystemFont(ofSize: 28)
        heading.textColor = .white
        addSubview(heading)
        detail.text = text
        detail.font = .systemFont(ofSize: 15)
        detail.textColor = .white
        detail.numberOfLines = 3
        addSubview(detail)
    }

    /// Adds a button under the others; `action` runs when it is tapped.
    @discardableResult
    func addButton(_ title: String, action: @escaping () -> Void) -> UIButton {
        let b = UIButton(type: .system, primaryAction: UIAction(title: title) { _ in action() })
        b.titleLabel?.font = .boldSystemFont(ofSize: 16)
        b.setTitleColor(colour, for: .normal)
        b.backgroundColor = .white
        b.layer.cornerRadius = 10
        addSubview(b)
        buttons.append(b)
        setNeedsLayout()
        return b
    }

    /// Fills `controller`'s view, following its size.
    func install(in controller: UIViewController) {
        frame = controller.view.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(self)
    }

    override func layoutSubviews() {
        let w = bounds.width - 40
        heading.frame = CGRect(x: 20, y: 24, width: w, height: 36)
        detail.frame = CGRect(x: 20, y: 64, width: w, height: 60)
        for (i, b) in buttons.enumerated() {
            b.frame = CGRect(x: 20, y: 136 + CGFloat(i) * 56, width: w, height: 44)
        }
    }
}
