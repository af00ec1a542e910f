/// Hears a navigation controller show each new top (rule R7). `willShow` comes after the appearance
/// callbacks' `will` pair and `didShow` after their `did` pair, as a published log of a push shows
/// (`A viewWillDisappear`, `B viewWillAppear`, `willShowViewController B`, `A viewDidDisappear`,
/// `B viewDidAppear`, `didShowViewController B`). Both are recorded in the lifecycle stream.
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
