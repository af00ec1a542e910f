import Foundation

/// The bar at the top of a navigation controller: the top item's title (or title view) in the middle,
/// its left bar button items (after the back button, or instead of it unless the item's
/// `leftItemsSupplementBackButton`) and its right bar button items (the first rightmost), and, when there
/// is an item below it, a back button titled after that item. Tapping the back button pops (the
/// navigation controller sets `onBack`); tapping a bar button item performs its action.
///
/// Spacing as UIKit's on a phone: the content 16 points from the edges and 8 apart (each item's view
/// takes 4 of that on each side, so the tappable area is a little wider than the ink).
/// The navigation controller puts the bar below the status bar, 44 points high (UIKit's bar height on
/// a phone in portrait), its background reaching up behind the status bar to the screen's edge. It is
/// translucent by default, so pages fill the screen under it; an opaque bar (`isTranslucent = false`)
/// has pages start below it unless they set `extendedLayoutIncludesOpaqueBars`.
/// With `prefersLargeTitles`, unless the top item's `largeTitleDisplayMode` is `.never`, the bar is 52
/// points taller and shows the title large (34-point bold, at the leading margin) under the row of
/// items, as an iPhone does before the page is scrolled; the bar does not collapse as content scrolls.
/// On an iPad the row is 50 points; on an iPhone in landscape (a compact height) it is 32 (`rowHeight`).
open class UINavigationBar: UIView {
    public static let height: CGFloat = 44
    /// The row on an iPad, and on an iPhone in landscape.
    public static let padHeight: CGFloat = 50
    public static let compactHeight: CGFloat = 32

    /// The row of items' height on `screen`: 50 points on an iPad, 32 on an iPhone in landscape, else 44.
    static func rowHeight(on screen: UIScreen) -> CGFloat {
        if screen.device.idiom == .pad { return padHeight }
        return screen.bounds.width > screen.bounds.height ? compactHeight : height
    }

    /// The row of items' height where this bar is shown.
    var rowHeight: CGFloat { Self.rowHeight(on: owningApplication.screen) }
    /// What a large title adds to the bar (iOS's 96-point bar).
    public static let largeTitleHeight: CGFloat = 52

    /// Large titles for items that do not say `.never` (`UINavigationItem.largeTitleDisplayMode`).
    open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { update(); onHeightChange?() } }
    }
    /// The large title, shown under the items' row.
    public let largeTitleLabel = UILabel()
    /// The navigation controller lays out again when the bar's height changes.
    var onHeightChange: (() -> Void)?

    /// The bar's style. Kept; the dark look of `.black` is not drawn yet (reported once as not simulated).
    open var barStyle: UIBarStyle = .default {
        didSet { if barStyle != .default { NotSimulated.record("UINavigationBar.barStyle (.black)") } }
    }
    /// Whether pages reach under the bar (true, as in UIKit since iOS 7).
    open var isTranslucent = true {
        didSet {
            if isTranslucent != oldValue { onHeightChange?() }
            let value = isTranslucent
            appearancePropertySet("isTranslucent") { ($0 as? UINavigationBar)?.isTranslucent = value }
        }
    }
    /// How far above the bar its background reaches (the status bar's height: the navigation controller
    /// sets it), so the bar and the status bar read as one surface, as on an iPhone.
    var backgroundExtension: CGFloat = 0 {
        didSet { if backgroundExtension != oldValue { setNeedsLayout() } }
    }
    /// The bar's background, the bar's height plus `backgroundExtension`.
    let barBackground = UIView()
    /// The hairline along the bar's bottom edge.
    let separator = UIView()

    // The bar's looks (UINavigationBar+Appearance.swift); each set one is a copy.
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { standardAppearance = standardAppearance.copy(); usesAppearances = true; applyAppearance() }
    }
    open var compactAppearance: UINavigationBarAppearance? { didSet { usesAppearances = true; applyAppearance() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet {
            if let s = scrollEdgeAppearance, s !== oldValue { scrollEdgeAppearance = s.copy() }
            usesAppearances = true
            applyAppearance()
        }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The title's attributes when no appearance sets them (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyAppearance()
            let value = titleTextAttributes
            appearancePropertySet("titleTextAttributes") { ($0 as? UINavigationBar)?.titleTextAttributes = value }
        }
    }
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet {
            applyAppearance()
            let value = largeTitleTextAttributes
            appearancePropertySet("largeTitleTextAttributes") { ($0 as? UINavigationBar)?.largeTitleTextAttributes = value }
        }
    }
    /// Whether an appearance was ever set on the bar or its items: until then the bar keeps its
    /// `barTintColor` look.
    var usesAppearances = false

    /// Whether the top item's title shows large.
    public var showsLargeTitle: Bool { prefersLargeTitles && topItem?.largeTitleDisplayMode != .never }

    /// The bar's height for its top item: the row (44 points on an iPhone in portrait), 52 more with a large title.
    public var barHeight: CGFloat { rowHeight + (showsLargeTitle ? Self.largeTitleHeight : 0) }

    /// The item on top (its title shows) and the one below it (its title goes on the back button).
    public private(set) var topItem: UINavigationItem?
    public private(set) var backItem: UINavigationItem?

    /// The title in the middle.
    public let titleLabel = UILabel()
    /// The back button ("‹ Previous"); hidden when there is nothing to go back to.
    public let backButton = UIButton(type: .system)

    var onBack: (() -> Void)?
    /// The views of the top item's bar button items (custom views as they are), left then right.
    public private(set) var leftItemViews: [UIView] = []
    public private(set) var rightItemViews: [UIView] = []
    private var shownTitleView: UIView?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        barBackground.backgroundColor = .barBackground
        barBackground.isUserInteractionEnabled = false
        barBackground.frame = bounds
        addSubview(barBackground)
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.isHidden = true
        addSubview(largeTitleLabel)
        backButton.titleLabel?.font = .systemFont(ofSize: 17)
        backButton.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
        addSubview(backButton)
        // A hairline: one pixel of the screen.
        let hairline = 1 / max(UIApplication.current.screen.scale, 1)
        separator.frame = CGRect(x: 0, y: frame.height - hairline, width: frame.width, height: hairline)
        separator.backgroundColor = .barHairline
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
        item.backBarButtonItem?.title ?? item.backButtonTitle ?? item.title ?? "Back"
    }

    func update() {
        let hadLargeTitle = !largeTitleLabel.isHidden
        titleLabel.text = topItem?.title
        largeTitleLabel.text = topItem?.title
        largeTitleLabel.isHidden = !showsLargeTitle
        let leftItems = topItem?.leftBarButtonItems ?? []
        let backAllowed = leftItems.isEmpty || topItem?.leftItemsSupplementBackButton == true
        if let back = backItem, topItem?.hidesBackButton != true, backAllowed {
            backButton.setTitle("‹ " + Self.backTitle(for: back), for: .normal)
            // VoiceOver and UI tests know it by the title alone, as UIKit's back button.
            backButton.accessibilityLabel = Self.backTitle(for: back)
            backButton.isHidden = false
        } else {
            backButton.isHidden = true
        }
        for v in leftItemViews + rightItemViews where v.superview === self { v.removeFromSuperview() }
        leftItemViews = leftItems.map(itemView)
        rightItemViews = (topItem?.rightBarButtonItems ?? []).map(itemView)
        for v in leftItemViews + rightItemViews { addSubview(v) }
        if shownTitleView !== topItem?.titleView {
            if shownTitleView?.superview === self { shownTitleView?.removeFromSuperview() }
            shownTitleView = topItem?.titleView
            if let v = shownTitleView { addSubview(v) }
        }
        titleLabel.isHidden = shownTitleView != nil || showsLargeTitle
        applyAppearance()
        setNeedsLayout()
        if hadLargeTitle != showsLargeTitle { onHeightChange?() }
    }

    private func itemView(_ item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        let v = BarButtonItemView(item: item)
        v.responder = topItem?.owner
        v.isHidden = item.isSpace
        return v
    }

    var barTintOverride: UIColor?
    /// The bar's background colour (UIKit's default bar: a light grey).
    open var barTintColor: UIColor? {
        get { barBackground.backgroundColor }
        set {
            barTintOverride = newValue
            barBackground.backgroundColor = newValue ?? .barBackground
            appearancePropertySet("barTintColor") { ($0 as? UINavigationBar)?.barTintColor = newValue }
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        barBackground.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width, height: bounds.height + backgroundExtension)
        // the row of items is the bar's top 44 points; a large title takes the rest
        let h = min(bounds.height, rowHeight)
        largeTitleLabel.frame = CGRect(x: 16, y: rowHeight, width: max(bounds.width - 32, 0), height: Self.largeTitleHeight - 11)
        let back = backButton.sizeThatFits(.zero)
        let backWidth = backButton.isHidden ? 0 : min(back.width + 16, bounds.width / 3)
        backButton.frame = CGRect(x: 0, y: 0, width: backWidth, height: h)
        // items: 16 points of margin, 8 between contents (a bar button item's view has 4 on each side)
        let edge: CGFloat = 16 - BarButtonItemView.inset
        var left = backWidth > 0 ? backWidth : edge
        for v in leftItemViews {
            let size = itemSize(v)
            v.frame = CGRect(x: left, y: ((h - size.height) / 2).rounded(), width: size.width, height: size.height)
            left = v.frame.maxX
        }
        var right = bounds.width - edge
        for v in rightItemViews {
            let size = itemSize(v)
            right -= size.width
            v.frame = CGRect(x: right, y: ((h - size.height) / 2).rounded(), width: size.width, height: size.height)
        }
        // The title (or title view) is centred on the bar, narrowed if it would run into the items.
        let inset = max(left + 8, bounds.width - right + 8, 16)
        let available = max(bounds.width - 2 * inset, 0)
        if let titleView = shownTitleView {
            let w = min(titleView.bounds.width, available), th = min(titleView.bounds.height, h)
            titleView.frame = CGRect(x: ((bounds.width - w) / 2).rounded(), y: ((h - th) / 2).rounded(), width: w, height: th)
        }
        let fit = titleLabel.sizeThatFits(.zero)
        let width = min(fit.width, available)
        titleLabel.frame = CGRect(x: ((bounds.width - width) / 2).rounded(), y: 0, width: width, height: h)
    }

    /// A bar button item's view fits its content; a custom view keeps its size (at most the bar's height).
    private func itemSize(_ v: UIView) -> CGSize {
        if let item = v as? BarButtonItemView {
            if item.item.systemItem == .flexibleSpace { return .zero }
            return item.sizeThatFits(.zero)
        }
        return CGSize(width: v.bounds.width, height: min(v.bounds.height, bounds.height))
    }
}
