import Foundation

// The containers' own rule decisions that are not appearance callbacks (R7's and R12's delegates).
extension LifecycleRules {
    /// R7: a navigation controller tells its delegate it will show / did show `c`; recorded in the
    /// stream on the navigation controller (only when it has a delegate, as UIKit only calls one it has).
    static func navigationDelegate(_ nav: UINavigationController, _ method: LifecycleMethod, showing c: UIViewController,
                                   animated: Bool, cause: LifecycleCause,
                                   body: (UINavigationControllerDelegate) -> Void) {
        guard let delegate = nav.delegate else { return }
        call(nav, method, args: [.controller("viewController", c)] + animatedArg(animated), cause: cause) {
            body(delegate)
        }
    }

    /// R7's cancelled swipe-back, the one sequence every cancelled transition gives (the swipe-back, a
    /// custom animator completing with false, a page turn let go early): the controller that was coming
    /// turns to leave (`viewWillDisappear`), its view goes (`removeComingView`), `viewDidDisappear`; then
    /// the one that stays appears again (`viewWillAppear`, `viewDidAppear`). No `did` of the first pair.
    static func cancelledTransition(coming: UIViewController?, staying: UIViewController?, cause: LifecycleCause,
                                    removeComingView: () -> Void) {
        if let coming { appearance(coming, .viewWillDisappear, animated: true, cause: cause) }
        removeComingView()
        if let coming { appearance(coming, .viewDidDisappear, animated: true, cause: cause) }
        if let staying { appearance(staying, .viewWillAppear, animated: true, cause: cause) }
        if let staying { appearance(staying, .viewDidAppear, animated: true, cause: cause) }
    }

    /// R7: asks a tab bar controller's delegate (if it has one) whether the user's tap may select `c`;
    /// recorded on the tab bar controller with the answer. No delegate: yes.
    static func tabDelegateShouldSelect(_ tab: UITabBarController, _ c: UIViewController) -> Bool {
        guard let delegate = tab.delegate else { return true }
        let allowed = delegate.tabBarController(tab, shouldSelect: c)
        emit(tab, .tabShouldSelect, args: [.controller("viewController", c), .init("result", .bool(allowed))],
             cause: .tabTap)
        return allowed
    }

    /// R7: tells the delegate the user's tap selected `c` (after the switch's callbacks).
    static func tabDelegateDidSelect(_ tab: UITabBarController, _ c: UIViewController) {
        guard let delegate = tab.delegate else { return }
        call(tab, .tabDidSelect, args: [.controller("viewController", c)], cause: .tabTap) {
            delegate.tabBarController(tab, didSelect: c)
        }
    }

    /// R14: asks the page view controller's data source for the page after (or before) `c`; recorded
    /// on the page view controller with the answer.
    static func pageDataSource(_ pvc: UIPageViewController, after: Bool, of c: UIViewController,
                               ask: () -> UIViewController?) -> UIViewController? {
        let result = ask()
        emit(pvc, after ? .pageViewControllerAfter : .pageViewControllerBefore,
             args: [.controller("viewController", c), .controller("result", result)], cause: .pageSwipe)
        return result
    }

    /// R14: the delegate hears a swipe begin a turn to `next` (before the appearance callbacks).
    static func pageDelegateWillTransition(_ pvc: UIPageViewController, to next: UIViewController) {
        guard let delegate = pvc.delegate else { return }
        call(pvc, .pageWillTransition, args: [.controller("pending", next)], cause: .pageSwipe) {
            delegate.pageViewController(pvc, willTransitionTo: [next])
        }
    }

    /// R14: the delegate hears a swiped turn end (after the `did` calls and the containment's).
    static func pageDelegateDidFinish(_ pvc: UIPageViewController, previous: UIViewController, completed: Bool) {
        guard let delegate = pvc.delegate else { return }
        call(pvc, .pageDidFinishAnimating, args: [.init("finished", .bool(true)), .controller("previous", previous),
                                                  .init("completed", .bool(completed))], cause: .pageSwipe) {
            delegate.pageViewController(pvc, didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted: completed)
        }
    }

    /// R12: whether the user's swipe-down of `c`'s sheet may dismiss it. Modal in presentation: no, and
    /// the delegate is not asked; else the delegate's `presentationControllerShouldDismiss` (true without
    /// one). A refusal tells the delegate `presentationControllerDidAttemptToDismiss`.
    static func swipeDownMayDismiss(_ c: UIViewController) -> Bool {
        var allowed = !c.isModalInPresentation
        if allowed, let pc = c.containerState.presentationController, let delegate = pc.delegate {
            allowed = delegate.presentationControllerShouldDismiss(pc)
            emit(c, .presentationShouldDismiss, args: [.init("result", .bool(allowed))], cause: .interactiveDismiss)
        }
        if !allowed { presentationDelegate(c, .presentationDidAttemptToDismiss) { $0.presentationControllerDidAttemptToDismiss($1) } }
        return allowed
    }

    /// R12: tells `c`'s adaptive delegate (if it has one) about the user's dismissal; recorded on `c`.
    static func presentationDelegate(_ c: UIViewController, _ method: LifecycleMethod,
                                     body: (UIAdaptivePresentationControllerDelegate, UIPresentationController) -> Void) {
        guard let pc = c.containerState.presentationController, let delegate = pc.delegate else { return }
        call(c, method, cause: .interactiveDismiss) { body(delegate, pc) }
    }
}
