import Foundation

// Which of a navigation bar's looks shows, and showing it. Since iOS 15 a bar whose content is at its
// scroll edge (the content's top; content that does not scroll always is) shows its scroll-edge
// appearance, and without one the standard appearance with a transparent background. The sandbox's bar
// does not follow its content's scrolling and content starts at its top, so that is the look shown: the
// top item's scroll-edge appearance, else the bar's, else the standard one (the item's, else the bar's)
// made transparent. A bar whose app never set an appearance keeps its `barTintColor` look.
extension UINavigationBar {
    /// The look shown now, or nil for the `barTintColor` look.
    var shownAppearance: UINavigationBarAppearance? {
        let item = topItem
        guard usesAppearances || item?.standardAppearance != nil || item?.scrollEdgeAppearance != nil else { return nil }
        if let edge = item?.scrollEdgeAppearance ?? scrollEdgeAppearance { return edge }
        let standard: UINavigationBarAppearance = (item?.standardAppearance ?? standardAppearance).copy()
        standard.configureWithTransparentBackground()
        let source = item?.standardAppearance ?? standardAppearance
        standard.titleTextAttributes = source.titleTextAttributes
        standard.largeTitleTextAttributes = source.largeTitleTextAttributes
        return standard
    }

    func applyAppearance() {
        let look = shownAppearance
        if let look {
            barBackground.backgroundColor = look.resolvedBackgroundColor
            separator.backgroundColor = look.shadowColor ?? .clear
        } else {
            barBackground.backgroundColor = barTintOverride ?? UIBarAppearance.standardBackground
            separator.backgroundColor = UIBarAppearance.standardShadow
        }
        func attributes(_ fromLook: [NSAttributedString.Key: Any]?, _ fromBar: [NSAttributedString.Key: Any]?) -> [NSAttributedString.Key: Any] {
            if let fromLook, !fromLook.isEmpty { return fromLook }
            return fromBar ?? [:]
        }
        let title = attributes(look?.titleTextAttributes, titleTextAttributes)
        titleLabel.font = title[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textColor = title[.foregroundColor] as? UIColor ?? .label
        let large = attributes(look?.largeTitleTextAttributes, largeTitleTextAttributes)
        largeTitleLabel.font = large[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.textColor = large[.foregroundColor] as? UIColor ?? .label
        setNeedsLayout()
    }
}
