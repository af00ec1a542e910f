extension UIApplication {
    /// R10: sends a memory warning to every live controller of this application, in creation order
    /// (the simulator's "Simulate Memory Warning"; the scenario built-in `memoryWarning()`).
    public func simulateMemoryWarning() {
        let profile = lifecycleProfile
        for c in controllerRegistry.live { LifecycleRules.memoryWarning(c, profile: profile) }
    }
}

extension UIApplication {
    /// The application's live view controllers, in creation order (not UIKit API: the sandbox's
    /// controller table lists them).
    public var liveViewControllers: [UIViewController] { controllerRegistry.live }
}
