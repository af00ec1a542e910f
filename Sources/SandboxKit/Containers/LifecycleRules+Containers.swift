import Foundation

// The containers' own rule decisions that are not appearance callbacks (R7's delegates).
extension LifecycleRules {
    /// R7: a navigation controller tells its delegate it will show / did show `c`; recorded in the
    /// stream on the navigation controller (only when it has a delegate, as UIKit only calls one it has).
    static func navigationDelegate(_ nav: UINavigationController, _ method: LifecycleMethod, showing c: UIViewController,
                                   animated: Bool, cause: LifecycleCause,
                                   body: (UINavigationControllerDelegate) -> Void) {
        guard let delegate = nav.delegate else { return }
        call(nav, method, args: [.init("viewController", .controller(c.debugName))] + animatedArg(animated), cause: cause) {
            body(delegate)
        }
    }
}
