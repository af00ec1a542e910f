import Foundation

/// A navigation bar's look (UIBarAppearance.swift has the background): the title's and the large
/// title's text attributes (`.font` and `.foregroundColor` are drawn). Custom back indicator images are
/// not simulated (setting one says so once).
@MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero

    override func copyDetails(from other: UIBarAppearance) {
        guard let other = other as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
    }

    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        NotSimulated.record("UINavigationBarAppearance.setBackIndicatorImage(_:transitionMaskImage:)")
    }
}

/// A toolbar's look: the background of UIBarAppearance.
@MainActor
open class UIToolbarAppearance: UIBarAppearance {}

/// A tab bar's look: the background of UIBarAppearance, and its items' colours in each layout
/// (`stackedLayoutAppearance` is the one a phone in portrait shows: its `normal` and `selected` states'
/// `iconColor` and title `.foregroundColor` colour the items).
@MainActor
open class UITabBarAppearance: UIBarAppearance {
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()
    open var selectionIndicatorTintColor: UIColor?

    override func copyDetails(from other: UIBarAppearance) {
        guard let other = other as? UITabBarAppearance else { return }
        stackedLayoutAppearance = other.stackedLayoutAppearance.copy()
        inlineLayoutAppearance = other.inlineLayoutAppearance.copy()
        compactInlineLayoutAppearance = other.compactInlineLayoutAppearance.copy()
        selectionIndicatorTintColor = other.selectionIndicatorTintColor
    }
}

/// The look of a tab bar's items in one layout, state by state.
@MainActor
open class UITabBarItemAppearance: NSObject {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    open var normal = UITabBarItemStateAppearance()
    open var selected = UITabBarItemStateAppearance()
    open var disabled = UITabBarItemStateAppearance()
    open var focused = UITabBarItemStateAppearance()

    public override init() {}
    public init(style: Style) {}

    open func configureWithDefault(for style: Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }

    open func copy() -> UITabBarItemAppearance {
        let c = UITabBarItemAppearance()
        c.normal = normal.copied()
        c.selected = selected.copied()
        c.disabled = disabled.copied()
        c.focused = focused.copied()
        return c
    }
}

/// One state of a tab bar item: its title's attributes, icon colour and badge colours.
@MainActor
open class UITabBarItemStateAppearance: NSObject {
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var iconColor: UIColor?
    open var badgeBackgroundColor: UIColor?
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    open var titlePositionAdjustment: UIOffset = .zero

    func copied() -> UITabBarItemStateAppearance {
        let c = UITabBarItemStateAppearance()
        c.titleTextAttributes = titleTextAttributes
        c.iconColor = iconColor
        c.badgeBackgroundColor = badgeBackgroundColor
        c.badgeTextAttributes = badgeTextAttributes
        c.titlePositionAdjustment = titlePositionAdjustment
        return c
    }
}
