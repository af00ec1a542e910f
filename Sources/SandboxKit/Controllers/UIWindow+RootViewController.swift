extension UIWindow {
    /// Installs the root controller's view with R3's window-root sequence (`LifecycleRules.setRoot`).
    func rootViewControllerDidChange(from old: UIViewController?) {
        LifecycleRules.setRoot(rootViewController, of: self, replacing: old)
    }
}
