import Foundation

/// The edit menu (Cut, Copy, Paste and custom items) of iOS 3–15, deprecated for `UIEditMenuInteraction`.
/// The sandbox shows no edit menu: the items an app sets are kept and read back, and showing the menu is
/// reported once as not simulated (`isMenuVisible` stays false).
@MainActor
open class UIMenuController: NSObject {
    public static let shared = UIMenuController()
    open var menuItems: [UIMenuItem]?
    open var isMenuVisible: Bool { false }

    public static let willShowMenuNotification = NSNotification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didHideMenuNotification = NSNotification.Name("UIMenuControllerDidHideMenuNotification")

    open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
        NotSimulated.record("UIMenuController.showMenu(from:rect:) (the edit menu)")
    }

    open func hideMenu() {}
    open func update() {}
}

/// A custom item of the edit menu: its title and the action sent along the responder chain.
@MainActor
open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector

    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
    }
}
