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
///
/// With a `configuration` (iOS 15, UIButton+Configuration.swift) the configuration decides title,
/// subtitle, image, colours, background, corners and insets instead, resolved again at each state change.
open class UIButton: UIControl {
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        public static let roundedRect = ButtonType.system
    }

    public internal(set) var buttonType: ButtonType = .custom
    /// The button's menu: kept; a tap on a button that shows it as its primary action sends no actions
    /// (as in UIKit, where the menu opens instead). The menu itself is not shown (on a long press, or as
    /// the primary action): setting one reports that once.
    open var menu: UIMenu? { didSet { if menu != nil { NotSimulated.record("UIButton.menu") } } }
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false
    override func showsMenuInsteadOfActions() -> Bool {
        guard showsMenuAsPrimaryAction, menu != nil else { return false }
        return true
    }
    /// The pre-iOS 15 insets around the content, the image and the title: kept; not applied to the
    /// layout yet (reported once when set).
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { reportInsets(contentEdgeInsets, "contentEdgeInsets") } }
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { reportInsets(imageEdgeInsets, "imageEdgeInsets") } }
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { reportInsets(titleEdgeInsets, "titleEdgeInsets") } }
    private func reportInsets(_ insets: UIEdgeInsets, _ name: String) {
        if insets != .zero { NotSimulated.record("UIButton.\(name)") }
    }
    /// The per-state background images: kept and returned; not drawn yet (reported once when set).
    private var backgroundImages: [UInt: UIImage] = [:]
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
        if image != nil { NotSimulated.record("UIButton.setBackgroundImage(_:for:)") }
    }
    open func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state.rawValue] ?? backgroundImages[0] }
    /// The label showing the current title (UIKit declares it optional; it always exists here).
    public let titleLabel: UILabel? = UILabel()
    /// The view showing the current image (UIKit declares it optional; it always exists here).
    public let imageView: UIImageView? = UIImageView()

    /// Decides the button's content and look when set; the per-state titles, colours and images are then
    /// not consulted (as in UIKit).
    public var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    /// Runs before the configuration is applied whenever the state changes (and on
    /// `setNeedsUpdateConfiguration()`): it may set `configuration` for the new state.
    public var configurationUpdateHandler: ((UIButton) -> Void)? { didSet { setNeedsUpdateConfiguration() } }
    /// Whether a state change updates the configuration (UIKit's default: true).
    public var automaticallyUpdatesConfiguration = true
    /// The configured look's background and subtitle, made the first time a configuration is applied, so
    /// that a button without one keeps its two subviews.
    private var configuredParts: (background: UIView, subtitle: UILabel)?
    private var isUpdatingConfiguration = false

    private var titles: [UInt: String] = [:]
    /// Styled titles per state (UIButton+AttributedTitle.swift); one for the state wins over `titles`.
    var attributedTitles: [UInt: NSAttributedString] = [:] { didSet { updateTitle() } }
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

    /// iOS 15's: a system button with `configuration`, whose title (and image) come from `primaryAction`
    /// when the configuration has none.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        var configuration = configuration
        if let primaryAction {
            if configuration.title == nil { configuration.title = primaryAction.title }
            if configuration.image == nil { configuration.image = primaryAction.image }
            addAction(primaryAction, for: .primaryActionTriggered)
        }
        // An initialiser's assignment skips `didSet`.
        self.configuration = configuration
        setNeedsUpdateConfiguration()
    }

    override var sendsPrimaryActionOnTouchUpInside: Bool { true }

    // MARK: Configuration

    /// Asks for the configuration to be resolved for the current state: the update handler runs, then
    /// the configuration is applied (at once here; UIKit defers it to before the next layout).
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// Runs `configurationUpdateHandler` and applies the configuration. A handler that sets
    /// `configuration` does not run again for its own change.
    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
        updateTitle()
    }

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
    public var currentTitle: String? { title(for: state) ?? attributedTitle(for: state)?.string }
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
        if configuration != nil || configurationUpdateHandler != nil, automaticallyUpdatesConfiguration {
            updateConfiguration()
        } else {
            updateTitle()
        }
    }

    private func updateTitle() {
        guard let label = titleLabel else { return }
        if let configuration {
            apply(configuration, label: label)
            return
        }
        if let parts = configuredParts {
            parts.background.isHidden = true
            parts.subtitle.isHidden = true
            label.font = .systemFont(ofSize: 15)
        }
        label.text = currentTitle
        label.textColor = currentTitleColor
        if let styled = attributedTitle(for: state) { label.attributedText = styled }
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

    private func apply(_ c: Configuration, label: UILabel) {
        let parts = configuredParts ?? {
            let background = UIView(), subtitle = UILabel()
            background.isUserInteractionEnabled = false
            insertSubview(background, at: 0)
            subtitle.textAlignment = .center
            addSubview(subtitle)
            configuredParts = (background, subtitle)
            return (background, subtitle)
        }()
        let foreground = c.foregroundColor(for: state, tint: tintColor)
        label.text = c.title
        label.font = c.titleFont
        label.textColor = foreground
        parts.subtitle.text = c.subtitle
        parts.subtitle.font = c.subtitleFont
        parts.subtitle.textColor = foreground
        parts.subtitle.isHidden = c.subtitle == nil
        let fill = c.backgroundColor(for: state, tint: tintColor)
        parts.background.isHidden = fill == nil && c.background.strokeWidth == 0
        parts.background.backgroundColor = fill
        parts.background.layer.borderWidth = c.background.strokeWidth
        parts.background.layer.borderColor = c.background.strokeColor?.cgColor
        if let imageView {
            let image = c.image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withTintColor(foreground) }
            imageView.image = image
            imageView.isHidden = image == nil
        }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The configured content's parts, laid out from (0, 0): image, title and subtitle, and their box.
    private func configuredContent(_ c: Configuration) -> (image: CGRect, title: CGRect, subtitle: CGRect, size: CGSize) {
        let zero = CGSize(width: 0, height: 0)
        let title = (c.title ?? "").isEmpty ? .zero : titleLabel?.sizeThatFits(zero) ?? .zero
        let subtitle = (c.subtitle ?? "").isEmpty ? .zero : configuredParts?.subtitle.sizeThatFits(zero) ?? .zero
        let gap = title.height > 0 && subtitle.height > 0 ? c.titlePadding : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + gap + subtitle.height)
        let image = c.image?.size ?? .zero
        let padding = image.width > 0 && text.width > 0 ? c.imagePadding : 0
        let vertical = c.imagePlacement.contains(.top) || c.imagePlacement.contains(.bottom)
        let size = vertical
            ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
            : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        var imageRect = CGRect(origin: .zero, size: image), textOrigin = CGPoint.zero
        if vertical {
            imageRect.origin.x = ((size.width - image.width) / 2).rounded()
            textOrigin.x = ((size.width - text.width) / 2).rounded()
            if c.imagePlacement.contains(.bottom) { imageRect.origin.y = text.height + padding } else { textOrigin.y = image.height + padding }
        } else {
            imageRect.origin.y = ((size.height - image.height) / 2).rounded()
            textOrigin.y = ((size.height - text.height) / 2).rounded()
            if c.imagePlacement.contains(.trailing) { imageRect.origin.x = text.width + padding } else { textOrigin.x = image.width + padding }
        }
        let titleRect = CGRect(x: textOrigin.x + ((text.width - title.width) / 2).rounded(), y: textOrigin.y, width: title.width, height: title.height)
        let subtitleRect = CGRect(x: textOrigin.x + ((text.width - subtitle.width) / 2).rounded(), y: textOrigin.y + title.height + gap,
                                  width: subtitle.width, height: subtitle.height)
        return (imageRect, titleRect, subtitleRect, size)
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let label = titleLabel else { return }
        if let c = configuration {
            configuredParts?.background.frame = bounds
            configuredParts?.background.layer.cornerRadius = c.cornerRadius(height: bounds.height)
            let content = configuredContent(c)
            let insets = c.contentInsets
            let box = CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                             width: max(0, bounds.width - insets.leading - insets.trailing),
                             height: max(0, bounds.height - insets.top - insets.bottom))
            let origin = CGPoint(x: box.minX + ((box.width - content.size.width) / 2).rounded(),
                                 y: box.minY + ((box.height - content.size.height) / 2).rounded())
            imageView?.frame = content.image.offsetBy(dx: origin.x, dy: origin.y)
            label.frame = content.title.offsetBy(dx: origin.x, dy: origin.y)
            configuredParts?.subtitle.frame = content.subtitle.offsetBy(dx: origin.x, dy: origin.y)
            return
        }
        let fit = (label.text ?? "").isEmpty ? .zero : label.sizeThatFits(CGSize(width: 0, height: 0))
        let imageSize = imageView?.image?.size ?? .zero
        let w = min(fit.width, max(0, bounds.width - imageSize.width)), h = min(fit.height, bounds.height)
        let x = bounds.minX + ((bounds.width - w - imageSize.width) / 2).rounded()
        imageView?.frame = CGRect(x: x, y: bounds.minY + ((bounds.height - imageSize.height) / 2).rounded(),
                                  width: imageSize.width, height: imageSize.height)
        label.frame = CGRect(x: x + imageSize.width, y: bounds.minY + ((bounds.height - h) / 2).rounded(), width: w, height: h)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let c = configuration {
            let content = configuredContent(c).size, insets = c.contentInsets
            return CGSize(width: content.width + insets.leading + insets.trailing, height: content.height + insets.top + insets.bottom)
        }
        let text = titleLabel?.text ?? ""
        let fit = text.isEmpty && currentImage != nil ? .zero : titleLabel?.sizeThatFits(CGSize(width: 0, height: 0)) ?? .zero
        let image = currentImage?.size ?? .zero
        return CGSize(width: fit.width + image.width, height: max(fit.height + 2 * Self.verticalPadding, image.height))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
