import Foundation

/// UIKit's button: a title per control state, highlighted while pressed with the finger inside, and
/// `touchUpInside` plus `primaryActionTriggered` when tapped.
///
/// Titles and title colours per state fall back to the `.normal` value when the exact state has none
/// (so `[.selected, .highlighted]` falls back to normal, not to selected: UIKit's well-known rule).
/// Default colours: a `.system` button draws its title in the tint colour (system blue), at 20% alpha
/// while highlighted and in grey when disabled; a `.custom` button draws white in every state. The
/// title is 15 pt regular, centred; `sizeThatFits` is the title's size plus 6 pt above and below
/// (UIKit's "Button" is 30 pt high). An image (`setImage(_:for:)`, per state with the same fallback) sits
/// left of the title, the two centred together; a `.system` button draws it as a template in the title's
/// colour (the tint), a `.custom` button as it is, unless the image's rendering mode says otherwise.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public private(set) var buttonType: ButtonType = .custom
    /// The label showing the current title (UIKit declares it optional; it always exists here).
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the current image (UIKit declares it optional; it always exists here).
    public let imageView: UIImageView? = UIImageView()

    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    static let verticalPadding: CGFloat = 6

    public override init(frame: CGRect) {
        super.init(frame: frame)
        if let label = titleLabel {
            label.font = .systemFont(ofSize: 15)
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingMiddle
            addSubview(label)
        }
        if let imageView { imageView.isHidden = true; addSubview(imageView) }
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

    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[state.rawValue] = image
        updateTitle()
    }

    open func image(for state: UIControl.State) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    public var currentImage: UIImage? { image(for: state) }
    public var currentTitle: String? { title(for: state) }
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }

    private func defaultTitleColor(for state: UIControl.State) -> UIColor {
        guard buttonType != .custom else { return .white }
        if state.contains(.disabled) { return UIColor(rgb: 0x3C3C43, alpha: 0.3) }
        if state.contains(.highlighted) { return tintColor.withAlphaComponent(0.2) }
        return tintColor
    }

    open override func tintColorDidChange() { updateTitle() }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        updateTitle()
    }

    private func updateTitle() {
        guard let label = titleLabel else { return }
        label.text = currentTitle
        label.textColor = currentTitleColor
        if let imageView {
            var image = currentImage
            let template = image.map { $0.renderingMode == .alwaysTemplate || ($0.renderingMode == .automatic && buttonType != .custom) }
            if let i = image, template == true { image = i.withTintColor(currentTitleColor) }
            imageView.image = image
            imageView.isHidden = image == nil
        }
        setNeedsLayout()
        // the title is the button's intrinsic size: constraints that hug it follow
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = titleLabel else { return }
        let fit = (label.text ?? "").isEmpty ? .zero : label.sizeThatFits(CGSize(width: 0, height: 0))
        let imageSize = imageView?.image?.size ?? .zero
        let w = min(fit.width, max(0, bounds.width - imageSize.width)), h = min(fit.height, bounds.height)
        let x = bounds.minX + ((bounds.width - w - imageSize.width) / 2).rounded()
        imageView?.frame = CGRect(x: x, y: bounds.minY + ((bounds.height - imageSize.height) / 2).rounded(),
                                  width: imageSize.width, height: imageSize.height)
        label.frame = CGRect(x: x + imageSize.width, y: bounds.minY + ((bounds.height - h) / 2).rounded(), width: w, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let text = titleLabel?.text ?? ""
        let fit = text.isEmpty && currentImage != nil ? .zero : titleLabel?.sizeThatFits(CGSize(width: 0, height: 0)) ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: fit.width + image.width, height: max(fit.height + 2 * Self.verticalPadding, image.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
