// An enum of tabs switched with `switch`, in a custom container that swaps its child.
import UIKit

enum Tab: CaseIterable {
    case feed, search, profile

    var title: String {
        switch self {
        case .feed: return "Feed"
        case .search: return "Search"
        case .profile: return "Profile"
        }
    }
}

final class PageViewController: UIViewController {
    let tab: Tab
    init(tab: Tab) {
        self.tab = tab
        super.init(nibName: nil, bundle: nil)
        title = tab.title
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class TabsViewController: UIViewController {
    private var current: UIViewController?
    private var pages: [Tab: UIViewController] = [:]

    func select(_ tab: Tab) {
        let next: UIViewController
        switch tab {
        case .feed, .search, .profile:
            if let page = pages[tab] { next = page } else {
                let page = PageViewController(tab: tab)
                pages[tab] = page
                next = page
            }
        }
        if let old = current {
            old.willMove(toParent: nil)
            old.view.removeFromSuperview()
            old.removeFromParent()
        }
        addChild(next)
        view.addSubview(next.view)
        next.didMove(toParent: self)
        current = next
        print("selected", next.title ?? "?")
    }
}

let tabs = TabsViewController()
window.rootViewController = tabs
tabs.select(.feed)
wait(0.5)
tabs.select(.profile)
wait(0.5)
tabs.select(.feed)
