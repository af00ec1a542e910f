import Foundation

extension UIViewController {
    /// Takes child `c`'s page out of this container's view. A child on screen disappears around it
    /// (not animated), as when a container drops a page without a transition.
    func removePage(of c: UIViewController, cause: LifecycleCause) {
        guard let page = c.viewIfLoaded, page.superview === viewIfLoaded else { return }
        if c.appearanceState.isAppearingOrAppeared {
            LifecycleRules.appearance(c, .viewWillDisappear, animated: false, cause: cause)
            page.removeFromSuperview()
            LifecycleRules.appearance(c, .viewDidDisappear, animated: false, cause: cause)
        } else {
            page.removeFromSuperview()
        }
    }
}
