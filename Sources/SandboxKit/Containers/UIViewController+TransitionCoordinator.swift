import Foundation

extension UIViewController {
    /// The coordinator of the transition moving this controller or one of its ancestors (a push, pop,
    /// present, dismiss or tab switch), nil when none runs (R13). Ask for it in `viewWillAppear` or
    /// `viewWillDisappear` to animate alongside the transition or to hear it end or be cancelled.
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        var c: UIViewController? = self
        var depth = 0
        while let x = c, depth <= LifecycleRules.maxChainLength {
            if let t = x.containerState.transitionCoordinator { return t }
            c = x.parent
            depth += 1
        }
        return nil
    }
}
