import Foundation

extension UIViewController {
    /// Takes child `c`'s page out of this container's view. A child on screen disappears around it
    /// (not animated), as when a container drops a page without a transition. A child already
    /// disappearing (its container is being covered by a full-screen presentation) ends its disappearance
    /// as its page leaves: the container's `viewDidDisappear` will no longer reach it, and its `will`
    /// must not stay open.
    func removePage(of c: UIViewController, cause: LifecycleCause) {
        guard let page = c.viewIfLoaded, page.superview === viewIfLoaded else { return }
        switch c.appearanceState {
        case .appearing, .appeared:
            LifecycleRules.appearance(c, .viewWillDisappear, animated: false, cause: cause)
            page.removeFromSuperview()
            LifecycleRules.appearance(c, .viewDidDisappear, animated: false, cause: cause)
        case .disappearing:
            page.removeFromSuperview()
            if c.appearanceState == .disappearing {
                LifecycleRules.appearance(c, .viewDidDisappear, animated: false, cause: cause)
            }
        case .disappeared:
            page.removeFromSuperview()
        }
    }
}
