import Foundation

extension UIViewController {
    /// Transitions between two of this container's children (rule R5): `toViewController`'s view is added
    /// beside `fromViewController`'s, `animations` runs, the transition the options name plays on the
    /// shared superview, then `fromViewController`'s view is removed and `completion(finished)` runs. The
    /// appearance callbacks come with it; the containment calls (`willMove`, `addChild`, `didMove`,
    /// `removeFromParent`) stay the caller's. Misuse is recorded as a violation and changes nothing.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [],
                           animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        LifecycleRules.transition(self, from: fromViewController, to: toViewController, duration: duration,
                                  options: options, animations: animations, completion: completion)
    }
}
