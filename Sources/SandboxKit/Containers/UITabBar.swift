import Foundation

/// The bar at the bottom of a tab bar controller: one item per child, side by side in equal widths, each
/// an icon (when its item has an image) above its title; the selected one in the tint colour, the others
/// grey (icons are drawn as templates: their shape in that colour). A tap on an item calls `onSelect` with its index.
///
/// An item's `badgeValue` shows as a capsule 18 points high (at least as wide), its text white in 13
/// points, in `badgeColor` (system red), its left edge 6 points right of the icon's centre and its top 2
/// points below the bar's top (where UIKit's compact items put it); an empty string shows a plain dot.
/// A disabled item is drawn in grey and ignores taps.
///
/// The items take the top 49 points; the tab bar controller makes the bar taller by the safe area's
/// bottom (83 points on a Face ID iPhone), the bar's background covering the home indicator's area.
open class UITabBar: UIView {
    /// The items' height (UIKit's compact tab bar, without the home-indicator area).
    public static let height: CGFloat = 49
    /// Whether pages reach under the bar (true, as in UIKit since iOS 7).
    open var isTranslucent = true {
        didSet {
            let value = isTranslucent
            appearancePropertySet("isTranslucent") { ($0 as? UITabBar)?.isTranslucent = value }
        }
    }
    /// The bar's background colour (UIKit's default bar: a light grey).
    open var barTintColor: UIColor? {
        didSet {
            // Through the layer: the bar's own colour is not the app's `backgroundColor` (a proxy's wins).
            applyAppearance()
            let value = barTintColor
            appearancePropertySet("barTintColor") { ($0 as? UITabBar)?.barTintColor = value }
        }
    }

    public private(set) var items: [UITabBarItem] = []
    public private(set) var selectedIndex: Int?
    /// The item views, for tests and demos: each holds an image view and a label.
    public private(set) var itemViews: [UIView] = []

    open override func tintColorDidChange() { restyle() }
    open var unselectedItemTintColor: UIColor = .systemGray {
        didSet {
            restyle()
            let value = unselectedItemTintColor
            appearancePropertySet("unselectedItemTintColor") { ($0 as? UITabBar)?.unselectedItemTintColor = value }
        }
    }

    var onSelect: ((Int) -> Void)?
    /// The hairline along the bar's top edge.
    let separator = UIView()

    // The bar's looks (UITabBar+Appearance.swift); each set one is a copy.
    open var standardAppearance = UITabBarAppearance() {
        didSet { standardAppearance = standardAppearance.copy(); usesAppearances = true; applyAppearance() }
    }
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet {
            if let s = scrollEdgeAppearance, s !== oldValue { scrollEdgeAppearance = s.copy() }
            usesAppearances = true
            applyAppearance()
        }
    }
    var usesAppearances = false
    private var labels: [UILabel] = []
    private var icons: [TabBarIconView] = []
    /// Each item's badge (hidden when it has no `badgeValue`).
    public private(set) var badges: [UILabel] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .barBackground
        separator.frame = CGRect(x: 0, y: 0, width: frame.width, height: 1 / max(UIApplication.current.screen.scale, 1))
        separator.backgroundColor = .barHairline
        separator.autoresizingMask = [.flexibleWidth]
        addSubview(separator)
        addGestureRecognizer(UITapGestureRecognizer(target: self) { [weak self] g in self?.tapped(g) })
    }

    func setItems(_ items: [UITabBarItem], selectedIndex: Int?) {
        self.items = items
        self.selectedIndex = selectedIndex
        for v in itemViews { v.removeFromSuperview() }
        itemViews = []; labels = []; icons = []; badges = []
        for item in items {
            let cell = UIView()
            cell.isUserInteractionEnabled = false
            let icon = TabBarIconView()
            let label = UILabel()
            label.font = .systemFont(ofSize: 10, weight: .medium)
            label.textAlignment = .center
            label.text = item.title
            let badge = UILabel()
            badge.font = .systemFont(ofSize: 13)
            badge.textAlignment = .center
            badge.textColor = .white
            badge.backgroundColor = item.badgeColor ?? .systemRed
            badge.text = item.badgeValue
            badge.isHidden = item.badgeValue == nil
            badge.layer.cornerRadius = 9
            cell.addSubview(icon)
            cell.addSubview(label)
            cell.addSubview(badge)
            addSubview(cell)
            itemViews.append(cell); labels.append(label); icons.append(icon); badges.append(badge)
        }
        restyle()
        setNeedsLayout()
    }

    func restyle() {
        let items = shownAppearance?.stackedLayoutAppearance
        for (i, item) in self.items.enumerated() where i < labels.count {
            let selected = i == selectedIndex
            let look = (item.scrollEdgeAppearance ?? item.standardAppearance)?.stackedLayoutAppearance ?? items
            let state = !item.isEnabled ? look?.disabled : selected ? look?.selected : look?.normal
            let color: UIColor = !item.isEnabled ? .systemGray3 : selected ? tintColor : unselectedItemTintColor
            labels[i].textColor = state?.titleTextAttributes[.foregroundColor] as? UIColor ?? state?.iconColor ?? color
            if let font = state?.titleTextAttributes[.font] as? UIFont { labels[i].font = font }
            icons[i].show(selected ? (item.selectedImage ?? item.image) : item.image, tint: state?.iconColor ?? color)
        }
    }

    func select(_ index: Int?) {
        selectedIndex = index
        restyle()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !items.isEmpty else { return }
        let w = bounds.width / CGFloat(items.count)
        let rowHeight = min(bounds.height, Self.height)
        for (i, cell) in itemViews.enumerated() {
            cell.frame = CGRect(x: (CGFloat(i) * w).rounded(), y: 0, width: (CGFloat(i + 1) * w).rounded() - (CGFloat(i) * w).rounded(), height: rowHeight)
            let hasIcon = !icons[i].isHidden
            // The icon (UIKit's are 25×25 points) above a 12-point line of title, as UIKit's compact items.
            let size = items[i].image?.size ?? CGSize(width: 25, height: 25)
            icons[i].frame = CGRect(x: ((cell.bounds.width - size.width) / 2).rounded(), y: 6, width: size.width, height: size.height)
            let labelY: CGFloat = hasIcon ? 33 : ((rowHeight - 14) / 2).rounded()
            labels[i].frame = CGRect(x: 2, y: labelY, width: cell.bounds.width - 4, height: 14)
            let badge = badges[i]
            let text = badge.text ?? ""
            let badgeSize = text.isEmpty ? CGSize(width: 10, height: 10)
                : CGSize(width: max(18, badge.sizeThatFits(.zero).width.rounded(.up) + 10), height: 18)
            let anchorX = hasIcon ? icons[i].frame.midX + 6
                : min(cell.bounds.width - badgeSize.width, labels[i].frame.midX + labels[i].sizeThatFits(.zero).width / 2)
            badge.layer.cornerRadius = badgeSize.height / 2
            badge.frame = CGRect(x: anchorX.rounded(), y: 2, width: badgeSize.width, height: badgeSize.height)
        }
    }

    private func tapped(_ g: UIGestureRecognizer) {
        guard g.state == .ended, !items.isEmpty else { return }
        let x = g.location(in: self).x
        let index = Int(x / (bounds.width / CGFloat(items.count)))
        if items.indices.contains(index), items[index].isEnabled {
            onSelect?(index)
            delegate?.tabBar(self, didSelect: items[index])
        }
    }
}
