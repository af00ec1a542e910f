import Foundation

// What every view controller knows about the standard containers around it.
extension UIViewController {
    /// The nearest navigation controller among this controller's ancestors.
    public var navigationController: UINavigationController? { nearestAncestor(UINavigationController.self) }

    /// The nearest tab bar controller among this controller's ancestors.
    public var tabBarController: UITabBarController? { nearestAncestor(UITabBarController.self) }

    /// The nearest split view controller among this controller's ancestors.
    public var splitViewController: UISplitViewController? { nearestAncestor(UISplitViewController.self) }

    private func nearestAncestor<T: UIViewController>(_ type: T.Type) -> T? {
        var c: UIViewController? = parent
        while let cur = c {
            if let found = cur as? T { return found }
            c = cur.parent
        }
        return nil
    }

    /// What a navigation bar shows for this controller; created on first use, titled with `title`
    /// until given a title of its own.
    public var navigationItem: UINavigationItem {
        if let item = containerState.navigationItem { return item }
        let item = UINavigationItem(owner: self)
        containerState.navigationItem = item
        return item
    }

    /// What a tab bar shows for this controller; created on first use, titled with `title` until given a
    /// title of its own.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = containerState.tabBarItem { return item }
            let item = UITabBarItem(owner: self)
            containerState.tabBarItem = item
            return item
        }
        set {
            containerState.tabBarItem = newValue
            newValue?.owner = self
            tabBarController?.tabBarItemsDidChange()
        }
    }

    /// The container that shows this controller's view somewhere else moves with `title`.
    func containerTitleDidChange() {
        navigationController?.navigationBarNeedsUpdate()
        tabBarController?.tabBarItemsDidChange()
    }
}
