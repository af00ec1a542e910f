import Foundation

// Which of a tab bar's looks shows, by the rule of UINavigationBar+Appearance.swift: content starts at
// its scroll edge (here, always), so the scroll-edge appearance shows, else the standard one with a
// transparent background; the items take the look's stacked-layout colours. A bar whose app never set
// an appearance keeps its `barTintColor` look.
extension UITabBar {
    var shownAppearance: UITabBarAppearance? {
        guard usesAppearances else { return nil }
        if let edge = scrollEdgeAppearance { return edge }
        let standard: UITabBarAppearance = standardAppearance.copy()
        standard.configureWithTransparentBackground()
        return standard
    }

    func applyAppearance() {
        if let look = shownAppearance {
            layer.backgroundColor = look.resolvedBackgroundColor.cgColor
            separator.backgroundColor = look.shadowColor ?? .clear
        } else {
            layer.backgroundColor = (barTintColor ?? UIBarAppearance.standardBackground).cgColor
            separator.backgroundColor = UIBarAppearance.standardShadow
        }
        restyle()
    }
}
