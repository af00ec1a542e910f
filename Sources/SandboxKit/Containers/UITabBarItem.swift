import Foundation

/// What a tab bar shows for one child: a title and, when given, an icon (the selected icon while its tab
/// is selected), and a badge (`badgeValue`: a red capsule with the text at the icon's top right; an empty
/// string shows a small dot without text, as UIKit's).
@MainActor
open class UITabBarItem: UIBarItem {
    /// This item's look, over the bar's (its stacked layout's state colours colour the item).
    open var standardAppearance: UITabBarAppearance?
    open var scrollEdgeAppearance: UITabBarAppearance?
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    weak var owner: UIViewController?

    open var selectedImage: UIImage? { didSet { changed() } }
    open var badgeValue: String? { didSet { changed() } }
    /// The badge's fill (system red when nil).
    open var badgeColor: UIColor? { didSet { changed() } }
    /// The system item it was made as (its title and icon are the system's and cannot be changed, as
    /// in UIKit).
    public private(set) var systemItem: SystemItem?

    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system item: UIKit's title and an icon drawn after iOS 13's symbol for it.
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        super.init()
        let (title, symbol) = Self.look(of: systemItem)
        super.title = title
        image = UIImage(systemName: symbol)
        self.tag = tag
    }

    init(owner: UIViewController) {
        self.owner = owner
        super.init()
    }

    static func look(of item: SystemItem) -> (title: String, symbol: String) {
        switch item {
        case .more: return ("More", "ellipsis")
        case .favorites: return ("Favorites", "star.fill")
        case .featured: return ("Featured", "star")
        case .topRated: return ("Top Rated", "star")
        case .recents: return ("Recents", "clock")
        case .contacts: return ("Contacts", "person.circle")
        case .history: return ("History", "clock")
        case .bookmarks: return ("Bookmarks", "book")
        case .search: return ("Search", "magnifyingglass")
        case .downloads: return ("Downloads", "arrow.down.circle")
        case .mostRecent: return ("Most Recent", "clock")
        case .mostViewed: return ("Most Viewed", "list.bullet")
        }
    }

    /// The title under the icon; the controller's `title` unless set here.
    open override var title: String? {
        get { super.title ?? owner?.title }
        set {
            guard systemItem == nil else { return }
            super.title = newValue
        }
    }

    private func changed() { owner?.tabBarController?.tabBarItemsDidChange() }
    override func barItemDidChange() { changed() }
}
