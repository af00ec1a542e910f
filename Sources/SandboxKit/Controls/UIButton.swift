import Foundation

/// UIKit's button: a title per control state, highlighted while pressed with the finger inside, and
/// `touchUpInside` plus `primaryActionTriggered` when tapped.
///
/// Titles and title colours per state fall back to the `.normal` value when the exact state has none
/// (so `[.selected, .highlighted]` falls back to normal, not to selected: UIKit's well-known rule).
/// Default colours: a `.system` button draws its title in the tint colour (system blue), at 20% alpha
/// while highlighted and in grey when disabled; a `.custom` button draws white in every state. The
/// title is 15 pt regular, centred; `sizeThatFits` is the title's size plus 6 pt above and below
/// (UIKit's "Button" is 30 pt high).
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    /// The label showing the current title (UIKit declares it optional; it always exists here).
    public let titleLabel: UILabel? = UILabel()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]

    static let verticalPadding: CGFloat = 6

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let label = titleLabel {
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            addSubview(label)
        }
        updateTitle()
    }

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateTitle()
    }

    /// UIKit's iOS 14 convenience: a button whose primary action (on `primaryActionTriggered`) is `action`,
    /// titled with the action's title.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Titles per state

    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        updateTitle()
    }

    open func title(for state: UIControl.State) -> String? {
        titles[state.rawValue] ?? titles[UIControl.State.normal.rawValue]
    }

    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[state.rawValue] = color
        updateTitle()
    }

    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state.rawValue] ?? titleColors[UIControl.State.normal.rawValue] ?? defaultTitleColor(for: state)
    }

    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return UIColor(rgb: 0x3C3C43, alpha: 0.3) }
        if state.contains(.highlighted) { return UIColor.tintColor.withAlphaComponent(0.2) }
        return .tintColor
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        updateTitle()
    }

    private func updateTitle() {
        guard let label = titleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        setNeedsLayout()
        // the title is the button's intrinsic size: constraints that hug it follow
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = titleLabel else { return }
        let fit = label.sizeThatFits(CGSize(width: 0, height: 0))
        let w = min(fit.width, bounds.width), h = min(fit.height, bounds.height)
        label.frame = CGRect(x: bounds.minX + ((bounds.width - w) / 2).rounded(), y: bounds.minY + ((bounds.height - h) / 2).rounded(),
                             width: w, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let fit = titleLabel?.sizeThatFits(CGSize(width: 0, height: 0)) ?? .zero
        return CGSize(width: fit.width, height: fit.height + 2 * Self.verticalPadding)
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
