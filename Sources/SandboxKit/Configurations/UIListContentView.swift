import Foundation

/// The view of a `UIListContentConfiguration`: an image view and two labels inside the configuration's
/// margins. The image (at most the configuration's maximum size, else its own size) sits before the
/// texts, centred vertically; the secondary text goes under the text, or at the trailing edge when the
/// configuration prefers them side by side. Its height fits its content, at least 44 points for a
/// cell's configuration (as a list row's), so `systemLayoutSizeFitting` and self-sizing rows get it.
@MainActor
open class UIListContentView: UIView, UIContentView {
    let imageView = UIImageView()
    let textLabel = UILabel()
    let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    public init?(coder: NSCoder) { return nil }

    open var configuration: UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else { return }
            listConfiguration = list
            apply()
        }
    }

    private func apply() {
        let c = listConfiguration
        style(textLabel, c.text, c.textProperties)
        style(secondaryTextLabel, c.secondaryText, c.secondaryTextProperties)
        if c.prefersSideBySideTextAndSecondaryText { secondaryTextLabel.textAlignment = .right }
        imageView.image = c.image
        imageView.isHidden = c.image == nil
        imageView.tintColor = c.imageProperties.tintColor
        imageView.layer.cornerRadius = c.imageProperties.cornerRadius
        imageView.clipsToBounds = c.imageProperties.cornerRadius > 0
        imageView.contentMode = .scaleAspectFit
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func style(_ label: UILabel, _ text: String?, _ p: UIListContentConfiguration.TextProperties) {
        label.text = text
        label.isHidden = (text ?? "").isEmpty
        label.font = p.font
        label.textColor = p.color
        label.textAlignment = p.textAlignment
        label.numberOfLines = p.numberOfLines
        label.lineBreakMode = p.lineBreakMode
        label.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = p.minimumScaleFactor
    }

    private var imageSize: CGSize {
        guard let image = listConfiguration.image else { return .zero }
        var s = image.size
        let m = listConfiguration.imageProperties.maximumSize
        if m.width > 0, s.width > m.width { s = CGSize(width: m.width, height: s.height * m.width / max(s.width, 1)) }
        if m.height > 0, s.height > m.height { s = CGSize(width: s.width * m.height / max(s.height, 1), height: m.height) }
        return s
    }

    /// Where the texts start and how wide they may be, for a view `width` wide.
    private func textColumn(width: CGFloat) -> (x: CGFloat, width: CGFloat) {
        let m = listConfiguration.directionalLayoutMargins
        var x = m.leading
        if listConfiguration.image != nil { x += imageSize.width + listConfiguration.imageToTextPadding }
        return (x, max(width - x - m.trailing, 0))
    }

    private func textHeights(width: CGFloat) -> (CGFloat, CGFloat) {
        let fit = CGSize(width: width, height: .greatestFiniteMagnitude)
        let t = textLabel.isHidden ? 0 : textLabel.sizeThatFits(fit).height
        let s = secondaryTextLabel.isHidden ? 0 : secondaryTextLabel.sizeThatFits(fit).height
        return (t, s)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : bounds.width
        let c = listConfiguration
        let column = textColumn(width: width)
        let (t, s) = textHeights(width: column.width)
        let texts = c.prefersSideBySideTextAndSecondaryText ? max(t, s)
            : t + s + (t > 0 && s > 0 ? c.textToSecondaryTextVerticalPadding : 0)
        var height = max(texts, imageSize.height) + c.directionalLayoutMargins.top + c.directionalLayoutMargins.bottom
        if c.kind == .cell || c.kind == .subtitle || c.kind == .value { height = max(height, 44) }
        return CGSize(width: width, height: height.rounded(.up))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(CGSize(width: bounds.width, height: 0)).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, c = listConfiguration
        let m = c.directionalLayoutMargins
        let image = imageSize
        imageView.frame = CGRect(x: m.leading, y: ((b.height - image.height) / 2).rounded(), width: image.width, height: image.height)
        let column = textColumn(width: b.width)
        if c.prefersSideBySideTextAndSecondaryText {
            let fit = CGSize(width: column.width, height: b.height)
            let sw = secondaryTextLabel.isHidden ? 0 : min(secondaryTextLabel.sizeThatFits(fit).width, column.width)
            let gap = sw > 0 ? c.textToSecondaryTextHorizontalPadding : 0
            let tw = max(column.width - sw - gap, 0)
            textLabel.frame = CGRect(x: column.x, y: m.top, width: tw, height: max(b.height - m.top - m.bottom, 0))
            secondaryTextLabel.frame = CGRect(x: column.x + column.width - sw, y: m.top, width: sw,
                                              height: max(b.height - m.top - m.bottom, 0))
        } else {
            let (t, s) = textHeights(width: column.width)
            let gap = t > 0 && s > 0 ? c.textToSecondaryTextVerticalPadding : 0
            let top = max(((b.height - t - s - gap) / 2).rounded(), 0)
            textLabel.frame = CGRect(x: column.x, y: top, width: column.width, height: t)
            secondaryTextLabel.frame = CGRect(x: column.x, y: top + t + gap, width: column.width, height: s)
        }
    }
}
