import Foundation

/// What a navigation bar shows while its controller is on top (its title or title view, its left and
/// right bar button items), and what the next controller's back button says about it.
@MainActor
open class UINavigationItem: NSObject {
    weak var owner: UIViewController?
    private var ownTitle: String?

    public init(title: String) { ownTitle = title }

    init(owner: UIViewController) { self.owner = owner }

    /// The title shown in the middle of the bar; the controller's `title` unless set here.
    open var title: String? {
        get { ownTitle ?? owner?.title }
        set { ownTitle = newValue; changed() }
    }

    /// A view shown in the middle of the bar instead of the title.
    open var titleView: UIView? { didSet { changed() } }
    /// Kept; its search bar is not shown in the navigation bar yet (reported once when set).
    open var searchController: UISearchController? {
        didSet { if searchController != nil { NotSimulated.record("UINavigationItem.searchController (the bar is not shown)") } }
    }
    open var hidesSearchBarWhenScrolling = true

    /// The back button's title when this item is the one below the top; `title` when nil, "Back" when
    /// neither is set (UIKit's default).
    open var backButtonTitle: String? { didSet { changed() } }

    /// The back button's item when this item is the one below the top (its title wins over
    /// `backButtonTitle`, as in UIKit).
    open var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }

    /// Hides the back button while this item is on top.
    open var hidesBackButton = false { didSet { changed() } }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }

    /// The items at the left of the bar, the first leftmost; they replace the back button unless
    /// `leftItemsSupplementBackButton`.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { adopt(leftBarButtonItems); changed() } }
    /// The items at the right of the bar, the first rightmost.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { adopt(rightBarButtonItems); changed() } }
    open var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// Whether this item's title shows large when the bar `prefersLargeTitles`: `.automatic` and `.always`
    /// do, `.never` does not. (UIKit's `.automatic` takes the previous item's mode; a stack that only uses
    /// `.automatic`, as most apps do, shows large titles throughout, as here.)
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// This page's bar looks, over the bar's own while it is on top (copied when set, as in UIKit).
    open var standardAppearance: UINavigationBarAppearance? {
        didSet { if let a = standardAppearance, a !== oldValue { standardAppearance = a.copy() }; changed() }
    }
    open var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { if let a = scrollEdgeAppearance, a !== oldValue { scrollEdgeAppearance = a.copy() }; changed() }
    }
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    private func adopt(_ items: [UIBarButtonItem]?) { for item in items ?? [] { item.owner = self } }

    /// One of this item's bar button items changed.
    func itemsDidChange() { changed() }

    private func changed() { owner?.navigationController?.navigationBarNeedsUpdate() }
}
