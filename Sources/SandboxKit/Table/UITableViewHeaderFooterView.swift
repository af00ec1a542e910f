import Foundation

/// A section header of a table: its title in `textLabel`, drawn as the table's style draws titles
/// (the plain style's sticky bar, the inset-grouped style's small gray caption above the section).
/// A registered class (`register(_:forHeaderFooterViewReuseIdentifier:)`) is made through its
/// `init(reuseIdentifier:)` and reused as sections leave and come (`prepareForReuse`).
open class UITableViewHeaderFooterView: UIView {
    public let reuseIdentifier: String?
    public let contentView = UIView()
    /// The title; optional, as UIKit declares it (`header.textLabel?.text = …`).
    open var textLabel: UILabel? { titleLabel }
    let titleLabel = UILabel()
    /// The table style this header shows in (set by the table).
    var tableStyle: UITableView.Style = .plain { didSet { if tableStyle != oldValue { styleDidChange() } } }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
        contentView.addSubview(titleLabel)
        styleDidChange()
    }

    /// How a table makes a registered class: through the class's own `init(reuseIdentifier:)`.
    public required convenience init(registeredWithReuseIdentifier identifier: String) {
        self.init(reuseIdentifier: identifier)
    }

    /// Called before the table hands out this view again; reset what the delegate set.
    open func prepareForReuse() {}

    public init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(frame: .zero)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    private func styleDidChange() {
        if tableStyle == .plain {
            backgroundColor = .systemGroupedBackground
            titleLabel.font = .systemFont(ofSize: 15, weight: .semibold)
            titleLabel.textColor = .label
        } else {
            backgroundColor = nil
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .groupedHeaderText
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        let h = titleLabel.sizeThatFits(.zero).height
        if tableStyle == .plain {
            titleLabel.frame = CGRect(x: 16, y: ((bounds.height - h) / 2).rounded(), width: max(bounds.width - 32, 0), height: h)
        } else {
            // a caption sitting 7 points above the section, lined up with the rows' text
            titleLabel.frame = CGRect(x: 32, y: bounds.height - 7 - h, width: max(bounds.width - 64, 0), height: h)
        }
    }
}
