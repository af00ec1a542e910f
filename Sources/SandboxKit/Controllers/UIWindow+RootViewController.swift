extension UIWindow {
    /// Installs the root controller's view with R3's window-root sequence (`LifecycleRules.setRoot`). A
    /// hidden window keeps its root without loading its view: the view loads and appears when the window
    /// is shown (`makeKeyAndVisible()` or `isHidden = false`), as the root of a storyboard app's window,
    /// which UIKit makes before the delegate's launch calls and shows after them.
    func rootViewControllerDidChange(from old: UIViewController?) {
        LifecycleRules.setRoot(isHidden ? nil : rootViewController, of: self, replacing: old)
    }

    /// The window was shown: a root kept while it was hidden (`rootViewControllerDidChange`) loads its
    /// view and appears now.
    func windowDidShow() {
        guard let root = rootViewController, root.storedView?.superview !== self else { return }
        LifecycleRules.setRoot(root, of: self, replacing: nil)
    }
}
