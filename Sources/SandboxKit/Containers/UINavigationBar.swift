import Foundation

/// The bar at the top of a navigation controller: the top item's title in the middle and, when there is
/// an item below it, a back button titled after that item. Tapping the back button pops (the navigation
/// controller sets `onBack`).
///
/// The sandbox has no status bar, so the bar starts at the top of the screen and is 44 points high
/// (UIKit's compact bar height); it is opaque (like `isTranslucent = false`), so pages sit below it.
open class UINavigationBar: UIView {
    public static let height: CGFloat = 44

    /// The item on top (its title shows) and the one below it (its title goes on the back button).
    public private(set) var topItem: UINavigationItem?
    public private(set) var backItem: UINavigationItem?

    /// The title in the middle.
    public let titleLabel = UILabel()
    /// The back button ("‹ Previous"); hidden when there is nothing to go back to.
    public let backButton = UIButton(type: .system)

    var onBack: (() -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(rgb: 0xF9F9F9)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        addSubview(backButton)
        // A hairline: one pixel of the screen.
        let hairline = 1 / max(UIApplication.shared.screen.scale, 1)
        let separator = UIView(frame: CGRect(x: 0, y: frame.height - hairline, width: frame.width, height: hairline))
        separator.backgroundColor = UIColor(rgb: 0xB2B2B2)
        separator.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        addSubview(separator)
        update()
    }

    /// Shows `top` with `back` below it.
    func setItems(top: UINavigationItem?, back: UINavigationItem?) {
        topItem = top
        backItem = back
        update()
    }

    /// The back button's title for `item`: its back title, else its title, else "Back".
    static func backTitle(for item: UINavigationItem) -> String {
        item.backButtonTitle ?? item.title ?? "Back"
    }

    func update() {
        titleLabel.text = topItem?.title
        if let back = backItem, topItem?.hidesBackButton != true {
            backButton.setTitle("‹ " + Self.backTitle(for: back), for: .normal)
            backButton.isHidden = false
        } else {
            backButton.isHidden = true
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let h = bounds.height
        let back = backButton.sizeThatFits(.zero)
        let backWidth = backButton.isHidden ? 0 : min(back.width + 16, bounds.width / 3)
        backButton.frame = CGRect(x: 0, y: 0, width: backWidth, height: h)
        // The title is centred on the bar, narrowed if it would run into the back button.
        let fit = titleLabel.sizeThatFits(.zero)
        let inset = max(backWidth + 8, 16)
        let width = min(fit.width, bounds.width - 2 * inset)
        titleLabel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: 0, width: max(width, 0), height: h)
    }
}
