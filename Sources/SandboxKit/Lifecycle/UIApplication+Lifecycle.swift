extension UIApplication {
    /// R10: sends a memory warning to every live controller of this application, in creation order
    /// (the simulator's "Simulate Memory Warning"; the scenario built-in `memoryWarning()`). A launched
    /// app's delegate hears it first, then `didReceiveMemoryWarningNotification` is posted, which is how
    /// UIKit's controllers hear it.
    public func simulateMemoryWarning() {
        LifecycleRules.callAppDelegate(self, .applicationDidReceiveMemoryWarning, cause: .memoryWarning) {
            $0.applicationDidReceiveMemoryWarning(self)
        }
        LifecycleRules.post(UIApplication.didReceiveMemoryWarningNotification, self)
        let profile = lifecycleProfile
        for c in controllerRegistry.live { LifecycleRules.memoryWarning(c, profile: profile) }
    }
}

extension UIApplication {
    /// The application's live view controllers, in creation order (not UIKit API: the sandbox's
    /// controller table lists them).
    public var liveViewControllers: [UIViewController] { controllerRegistry.live }
}
