import Foundation

/// A bar of items along the bottom of the screen, as a navigation controller shows its top controller's
/// `toolbarItems` (`isToolbarHidden = false`), or placed by an app itself. 44 points high; its items sit
/// in a row with 8 points at each end, a flexible space sharing out what is left between the others, a
/// fixed space its width; a tap on an item performs it. The background reaches down past the bar under
/// the home indicator (`backgroundExtension`), as iOS draws it.
@MainActor
open class UIToolbar: UIView {
    public static let height: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { itemsDidChange() } }
    open var barStyle: UIBarStyle = .default
    open var isTranslucent = true
    /// The bar's background colour (UIKit's default bar: a light grey).
    open var barTintColor: UIColor? {
        get { background.backgroundColor }
        set { tint = newValue; applyAppearance() }
    }
    private var tint: UIColor?
    /// The bar's looks, by the navigation bar's rule (UINavigationBar+Appearance.swift): the
    /// scroll-edge one shows, else the standard one made transparent; none set keeps `barTintColor`.
    open var standardAppearance = UIToolbarAppearance() {
        didSet { standardAppearance = standardAppearance.copy(); usesAppearances = true; applyAppearance() }
    }
    open var scrollEdgeAppearance: UIToolbarAppearance? {
        didSet {
            if let s = scrollEdgeAppearance, s !== oldValue { scrollEdgeAppearance = s.copy() }
            usesAppearances = true
            applyAppearance()
        }
    }
    open var compactAppearance: UIToolbarAppearance?
    private var usesAppearances = false

    private func applyAppearance() {
        guard usesAppearances else {
            background.backgroundColor = tint ?? UIBarAppearance.standardBackground
            return
        }
        let look: UIToolbarAppearance
        if let edge = scrollEdgeAppearance {
            look = edge
        } else {
            look = standardAppearance.copy()
            look.configureWithTransparentBackground()
        }
        background.backgroundColor = look.resolvedBackgroundColor
        hairline.backgroundColor = look.shadowColor ?? .clear
    }
    open weak var delegate: UIToolbarDelegate?

    /// Where a nil-targeted item's action starts up the responder chain.
    weak var responder: UIResponder?
    /// How far the background reaches below the bar (the safe area under a navigation controller's toolbar).
    var backgroundExtension: CGFloat = 0 { didSet { if backgroundExtension != oldValue { setNeedsLayout() } } }

    private let background = UIView()
    private let hairline = UIView()
    private var itemViews: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        background.backgroundColor = .barBackground
        hairline.backgroundColor = .system("toolbarHairline", 0x000000, 0xFFFFFF, alpha: 0.3, darkAlpha: 0.15)
        addSubview(background)
        addSubview(hairline)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private func itemsDidChange() {
        for v in itemViews { v.removeFromSuperview() }
        itemViews = (items ?? []).map { item in
            if let custom = item.customView { return custom }
            let v = BarButtonItemView(item: item)
            v.responder = responder
            v.isHidden = item.isSpace
            return v
        }
        for v in itemViews { addSubview(v) }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height + backgroundExtension)
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 1 / max(window?.application?.screen.scale ?? 1, 1))
        let items = self.items ?? []
        let sizes = zip(items, itemViews).map { item, view -> CGFloat in
            if item.systemItem == .flexibleSpace { return 0 }
            if item.systemItem == .fixedSpace { return item.width }
            return view.sizeThatFits(bounds.size).width
        }
        let flexible = items.filter { $0.systemItem == .flexibleSpace }.count
        let margin: CGFloat = 8
        let free = max(bounds.width - 2 * margin - sizes.reduce(0, +), 0)
        // With no flexible space UIKit spreads the items evenly; here the gaps share what is left.
        let gaps = flexible > 0 ? 0 : CGFloat(max(items.count - 1, 1))
        var x = margin
        for ((item, view), width) in zip(zip(items, itemViews), sizes) {
            let w = item.systemItem == .flexibleSpace ? free / CGFloat(flexible) : width
            let height = item.customView != nil ? min(view.sizeThatFits(bounds.size).height, bounds.height) : bounds.height
            view.frame = CGRect(x: x, y: (bounds.height - height) / 2, width: w, height: height)
            x += w + (gaps > 0 ? free / gaps : 0)
        }
    }
}
