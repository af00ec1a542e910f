import Foundation

/// A tab switch the tab bar controller's delegate animates (R13): `N.viewWillAppear(true)`,
/// `O.viewWillDisappear(true)` (the order of R7's switch), then the animator's
/// `animateTransition(using:)` in a container over the page area holding O's page, the coordinator's
/// alongside blocks with the animator's duration; `completeTransition(true)`: the coordinator's
/// completion blocks, O's page leaves, `O.viewDidDisappear(true)`, `N.viewDidAppear(true)`;
/// `completeTransition(false)`: the cancel sequence of a swipe-back (`N.viewWillDisappear`,
/// `N.viewDidDisappear`, `O.viewWillAppear`, `O.viewDidAppear`) and O is selected again.
@MainActor
final class TabSwitchTransition {
    private weak var tabBarController: UITabBarController?
    private let container: UIView
    let from: UIViewController
    let to: UIViewController
    private var animator: UIViewControllerAnimatedTransitioning?
    private var context: CustomTransitionContext?
    private let coordinator: TransitionCoordinator

    init(tabBarController: UITabBarController, from: UIViewController, to: UIViewController,
         animator: UIViewControllerAnimatedTransitioning) {
        self.tabBarController = tabBarController
        self.from = from
        self.to = to
        self.animator = animator
        container = UIView(frame: tabBarController.pageFrame)
        container.clipsToBounds = true
        coordinator = TransitionCoordinator(container: container, from: from, to: to, fromView: from.viewIfLoaded,
                                            toView: to.viewIfLoaded, animated: true, duration: 0)
        coordinator.attach([tabBarController, from, to])
    }

    func start() {
        guard let tab = tabBarController, let root = tab.viewIfLoaded, let animator else { return }
        LifecycleRules.appearance(to, .viewWillAppear, animated: true, cause: .tabSwitch)
        LifecycleRules.appearance(from, .viewWillDisappear, animated: true, cause: .tabSwitch)
        root.insertSubview(container, belowSubview: tab.tabBar)
        if let page = from.viewIfLoaded {
            page.frame = container.bounds
            container.addSubview(page)
        }
        let context = CustomTransitionContext(
            container: container, animated: true, style: .none, from: from, fromView: from.viewIfLoaded,
            to: to, toView: to.viewIfLoaded,
            frames: [ObjectIdentifier(from): (container.bounds, .zero), ObjectIdentifier(to): (.zero, container.bounds)]
        ) { [weak self] completed in self?.complete(completed) }
        self.context = context
        coordinator.transitionDuration = animator.transitionDuration(using: context)
        LifecycleRules.call(tab, .animateTransition, args: [.init("owner", .string("delegate"))], cause: .tabSwitch) {
            animator.animateTransition(using: context)
        }
        coordinator.startAlongside(duration: coordinator.transitionDuration)
    }

    /// Another selection while this runs: it completes now (the animator's own completion then counts
    /// for nothing).
    func finishNow() { context?.completeTransition(true) }

    private func complete(_ completed: Bool) {
        guard let tab = tabBarController else { return }
        LifecycleRules.emit(tab, .completeTransition, args: [.init("didComplete", .bool(completed)), .init("owner", .string("delegate"))],
                            cause: .tabSwitch)
        if tab.customSwitch === self { tab.customSwitch = nil }
        coordinator.end(cancelled: !completed)
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            tab.installPage(of: to)
            container.removeFromSuperview()
            LifecycleRules.appearance(from, .viewDidDisappear, animated: true, cause: .tabSwitch)
            LifecycleRules.appearance(to, .viewDidAppear, animated: true, cause: .tabSwitch)
        } else {
            tab.customSwitchWasCancelled(back: from)
            LifecycleRules.cancelledTransition(coming: to, staying: from, cause: .cancelledTransition) {
                to.viewIfLoaded?.removeFromSuperview()
                tab.installPage(of: from)
                container.removeFromSuperview()
            }
        }
        let a = animator
        animator = nil
        context = nil
        a?.animationEnded(completed)
    }
}
