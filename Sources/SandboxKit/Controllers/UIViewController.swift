import Foundation

/// Placeholder for issue 4 (lifecycle and containment); only the hooks UIView calls exist yet.
open class UIViewController: UIResponder {
    public override init() { super.init() }

    func rootViewWillMove(toWindow window: UIWindow?) {}
    func rootViewDidMoveToWindow() {}
    func frameworkViewWillLayoutSubviews() {}
    func frameworkViewDidLayoutSubviews() {}
}

extension UIWindow {
    /// Installs the root controller's view (issue 4 gives it the lifecycle of rule R3).
    func rootViewControllerDidChange(from old: UIViewController?) {}
}
