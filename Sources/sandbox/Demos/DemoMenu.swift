import Foundation
import SandboxKit

/// The overlay's menu of demos: a row of the app's demos, a row of recipes (they wrap to the panel's
/// width), and under them the picked demo's one-line caption. The picked demo's button is highlighted.
final class DemoMenu: UIView {
    /// A demo's button was clicked.
    var onPick: ((SandboxDemo) -> Void)?
    /// Nil while `sandbox open` shows a scenario.
    var selected: SandboxDemo? = .defaultDemo {
        didSet { refresh() }
    }

    private let rowLabels = [UILabel(), UILabel()]
    private var buttons: [(demo: SandboxDemo, button: UIButton)] = []
    let caption = UILabel()
    static let accent = UIColor(rgb: 0x8AB4F8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (label, text) in zip(rowLabels, ["Demos", "Recipes"]) {
            label.text = text
            label.font = .boldSystemFont(ofSize: 13)
            label.textColor = UIColor(rgb: 0x9AA0A6)
            addSubview(label)
        }
        for demo in SandboxDemo.allCases {
            let b = UIButton(type: .system, primaryAction: UIAction(title: demo.title) { [unowned self] _ in
                self.onPick?(demo)
            })
            b.titleLabel?.font = .systemFont(ofSize: 13)
            b.setTitleColor(UIColor(white: 1, alpha: 0.5), for: .highlighted)
            b.layer.cornerRadius = 6
            b.layer.borderWidth = 1
            b.layer.borderColor = Self.accent.cgColor
            addSubview(b)
            buttons.append((demo, b))
        }
        caption.font = .systemFont(ofSize: 13)
        caption.textColor = UIColor(rgb: 0xE8EAED)
        addSubview(caption)
        refresh()
    }

    /// The button that picks `demo`.
    func button(for demo: SandboxDemo) -> UIButton? { buttons.first { $0.demo == demo }?.button }

    private func refresh() {
        for (demo, b) in buttons {
            let on = demo == selected
            b.backgroundColor = on ? Self.accent : UIColor(rgb: 0x2B2C30)
            b.setTitleColor(on ? UIColor(rgb: 0x202124) : Self.accent, for: .normal)
        }
        caption.text = selected?.caption
    }

    /// Places the rows in `width` points and returns the height they take, caption included.
    func layOut(width: CGFloat) -> CGFloat {
        let indent: CGFloat = 64
        var y: CGFloat = 0
        for (row, recipes) in [(0, false), (1, true)] {
            rowLabels[row].frame = CGRect(x: 0, y: y + 6, width: indent - 4, height: 18)
            var x = indent
            for (demo, b) in buttons where (demo.recipe != nil) == recipes {
                let w = (b.sizeThatFits(.zero).width + 16).rounded()
                if x > indent && x + w > width { x = indent; y += 34 }
                b.frame = CGRect(x: x, y: y, width: w, height: 28)
                x += w + 6
            }
            y += 34
        }
        caption.frame = CGRect(x: 0, y: y, width: width, height: 18)
        return y + 18
    }
}
