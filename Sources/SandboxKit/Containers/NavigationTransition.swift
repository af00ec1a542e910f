import Foundation

/// One push, pop or interactive pop of a navigation controller: the appearance callbacks of R7 around a
/// slide of the two pages. The upper page (the new top of a push, the old top of a pop) slides across
/// the full width; the lower page moves a third of the width under a dimming shade.
///
/// Progress runs from 0 (the old top fills the page area) to 1 (the new top does); the interactive pop
/// sets it from the finger, the others animate it.
@MainActor
final class NavigationTransition {
    private weak var navigationController: UINavigationController?
    let from: UIViewController?
    let to: UIViewController?
    let isPush: Bool
    let animated: Bool
    let cause: LifecycleCause
    private(set) var isInteractive = false
    private(set) var progress: CGFloat = 0
    /// The shade over the lower page.
    private let shade = UIView()
    /// Runs once the transition is over (the `did` calls made).
    var onFinish: (() -> Void)?
    private var hasEnded = false
    /// The new top is shown (false for a cancelled interactive pop).
    private(set) var completed = false
    /// What `transitionCoordinator` returns on the navigation controller and both pages meanwhile (R13).
    private(set) var coordinator: TransitionCoordinator?

    /// How dark the shade gets over the lower page.
    static let shadeAlpha: CGFloat = 0.1
    /// The lower page moves this fraction of the width.
    static let parallax: CGFloat = 1.0 / 3

    init(navigationController: UINavigationController, from: UIViewController?, to: UIViewController?,
         isPush: Bool, animated: Bool, cause: LifecycleCause) {
        self.navigationController = navigationController
        self.from = from
        self.to = to
        self.isPush = isPush
        self.animated = animated
        self.cause = cause
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
    }

    /// The controller whose item the bar shows meanwhile: the new top, except during a drag (which may
    /// still be cancelled).
    var barTop: UIViewController? { isInteractive ? from : to }

    private var upper: UIViewController? { isPush ? to : from }
    private var lower: UIViewController? { isPush ? from : to }

    // MARK: Programmatic push and pop

    /// R7: the new top loads, `from.viewWillDisappear`, `to.viewWillAppear`, the slide (with the
    /// coordinator's alongside blocks, R13), then `finish`.
    /// With a delegate's animator (R13) the delegate is asked for it and for an interaction controller
    /// before the `will` pair, so the coordinator already says `isInteractive` there.
    func start() {
        to?.loadViewIfNeeded()
        let coordinator = makeCoordinator(interactive: false)
        var custom: UIViewControllerAnimatedTransitioning?
        if animated, let nav = navigationController, let from, let to,
           let animator = nav.delegate?.navigationController(nav, animationControllerFor: isPush ? .push : .pop, from: from, to: to) {
            custom = animator
            interaction = nav.delegate?.navigationController(nav, interactionControllerFor: animator)
            if interaction != nil {
                isInteractive = true
                coordinator.becomeInteractive()
            }
        }
        if let from { LifecycleRules.appearance(from, .viewWillDisappear, animated: animated, cause: cause) }
        if let to { LifecycleRules.appearance(to, .viewWillAppear, animated: animated, cause: cause) }
        if let to { navigationController?.delegateWillShow(to, animated: animated, cause: cause) }
        if let custom { return runCustom(custom) }
        installPages()
        // The bar already shows the new top's item; its title and back button fade in with the slide.
        let bar = navigationController?.navigationBar
        UIView.performWithoutAnimation {
            self.layoutPages()
            if animated { bar?.titleLabel.alpha = 0; bar?.backButton.alpha = 0 }
        }
        let duration = animated ? UINavigationController.transitionDuration : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            self.progress = 1
            self.layoutPages()
            bar?.titleLabel.alpha = 1
            bar?.backButton.alpha = 1
            coordinator.runAlongside()
        }, completion: { _ in self.finish(completed: true) })
    }

    // MARK: Interactive pop

    /// R7: when the drag begins, `from.viewWillDisappear(true)` (it is moving from its parent) and
    /// `to.viewWillAppear(true)`.
    func beginInteractive() {
        isInteractive = true
        from?.movement.insert(.fromParent)
        to?.loadViewIfNeeded()
        makeCoordinator(interactive: true)
        if let from { LifecycleRules.appearance(from, .viewWillDisappear, animated: true, cause: cause) }
        if let to { LifecycleRules.appearance(to, .viewWillAppear, animated: true, cause: cause) }
        if let to { navigationController?.delegateWillShow(to, animated: true, cause: cause) }
        installPages()
        layoutPages()
    }

    func update(progress p: CGFloat) {
        progress = min(max(p, 0), 1)
        coordinator?.percentComplete = progress
        layoutPages()
    }

    /// Slides on to the end (`complete`) or back to the start, over the rest of the duration; then the
    /// `did` calls of a pop, or R7's cancel sequence.
    /// The coordinator hears the finger lift first (`notifyWhenInteractionChanges`, R13); its alongside
    /// blocks run in the rest of the slide when the pop completes.
    func finishInteractive(complete: Bool, didComplete: @escaping () -> Void) {
        release = (complete, didComplete)
        let target: CGFloat = complete ? 1 : 0
        let duration = UINavigationController.transitionDuration * Double(abs(target - progress))
        coordinator?.interactionDidEnd(cancelled: !complete)
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            self.progress = target
            self.layoutPages()
            if complete { self.coordinator?.runAlongside() }
        }, completion: { _ in
            if complete {
                self.finish(completed: true, beforeMembership: didComplete)
            } else {
                self.finish(completed: false)
            }
        })
    }

    /// How the drag ends once the finger has lifted: completing (with what the stack does then) or not.
    private var release: (complete: Bool, didComplete: () -> Void)?

    /// Ends the transition now, the slide jumping to its end: a push or pop, or a released drag, ends as
    /// it was going; a drag still under the finger is cancelled.
    func finishNow() {
        guard !hasEnded else { return }
        // A custom animator's transition completes (an interactive one is cancelled) through its context,
        // so the animator's own later `completeTransition` counts for nothing.
        if let ctx = customContext { return ctx.completeTransition(!ctx.isInteractive && !ctx.transitionWasCancelled) }
        let completes = isInteractive ? release?.complete ?? false : true
        UIView.performWithoutAnimation {
            self.progress = completes ? 1 : 0
            self.layoutPages()
        }
        finish(completed: completes, beforeMembership: completes ? release?.didComplete : nil)
    }

    /// R13: the coordinator of this transition, the `transitionCoordinator` of the navigation controller
    /// and both pages until it ends.
    @discardableResult
    private func makeCoordinator(interactive: Bool) -> TransitionCoordinator {
        let nav = navigationController
        let c = TransitionCoordinator(container: nav?.viewIfLoaded ?? UIView(), from: from, to: to,
                                      fromView: from?.viewIfLoaded, toView: to?.viewIfLoaded, animated: animated,
                                      duration: UINavigationController.transitionDuration, interactive: interactive)
        c.attach([nav, from, to])
        coordinator = c
        return c
    }

    // MARK: A custom animator (the delegate's, R13)

    /// The delegate's animator and interaction controller, kept until the context completes.
    private var customAnimator: UIViewControllerAnimatedTransitioning?
    private var interaction: UIViewControllerInteractiveTransitioning?
    /// The view the custom animator moves the pages in: the page area, below the bar.
    private var customContainer: UIView?
    private var customContext: CustomTransitionContext?

    /// R13: the delegate's animator replaces the slide. The pages move in a container covering the page
    /// area (the old top's view in it, the new top's for the animator to add), the animator gets
    /// `animateTransition(using:)` (or the interaction controller `startInteractiveTransition(_:)`), the
    /// coordinator's alongside blocks run with the animator's `transitionDuration`; `completeTransition(true)`
    /// ends it as the slide's end does, `completeTransition(false)` as a cancelled interactive pop does
    /// (the stack stays as it was).
    private func runCustom(_ animator: UIViewControllerAnimatedTransitioning) {
        guard let nav = navigationController, let root = nav.viewIfLoaded, let from, let to else { return }
        let container = UIView(frame: nav.pageFrame)
        container.clipsToBounds = true
        root.insertSubview(container, belowSubview: nav.navigationBar)
        customContainer = container
        if let fromView = from.viewIfLoaded {
            fromView.frame = container.bounds
            container.addSubview(fromView)
        }
        let context = CustomTransitionContext(
            container: container, animated: true, style: .none, from: from, fromView: from.viewIfLoaded,
            to: to, toView: to.viewIfLoaded,
            frames: [ObjectIdentifier(from): (container.bounds, .zero), ObjectIdentifier(to): (.zero, container.bounds)]
        ) { [weak self] completed in
            guard let self else { return }
            LifecycleRules.emit(nav, .completeTransition, args: [.init("didComplete", .bool(completed)), .init("owner", .string("delegate"))],
                                cause: self.cause)
            self.customDidComplete(completed)
            animator.animationEnded(completed)
            self.customAnimator = nil
            self.customContext = nil
            self.interaction = nil
        }
        customAnimator = animator
        customContext = context
        context.animator = animator
        context.coordinator = coordinator
        let cause = self.cause
        context.runAnimator = { [weak context] in
            guard let context else { return }
            LifecycleRules.call(nav, .animateTransition, args: [.init("owner", .string("delegate"))], cause: cause) {
                animator.animateTransition(using: context)
            }
        }
        coordinator?.transitionDuration = animator.transitionDuration(using: context)
        if let interaction {
            context.isInteractive = true
            interaction.startInteractiveTransition(context)
        } else {
            context.runAnimator()
            coordinator?.startAlongside(duration: animator.transitionDuration(using: context))
        }
    }

    /// The custom animator's end: the pages go back to the navigation controller's view (the shown one
    /// only), the container goes, then the end of a slide (completed) or of a cancelled pop.
    private func customDidComplete(_ completed: Bool) {
        guard let nav = navigationController else { return }
        let shown = completed ? to : from
        let hidden = completed ? from : to
        if let page = shown?.viewIfLoaded, let root = nav.viewIfLoaded {
            page.frame = nav.pageFrame
            root.insertSubview(page, belowSubview: nav.navigationBar)
        }
        // The page that is not shown stays in the window until its `did` (finish removes it).
        if let page = hidden?.viewIfLoaded, page.superview === customContainer, let root = nav.viewIfLoaded {
            root.insertSubview(page, belowSubview: nav.navigationBar)
        }
        customContainer?.removeFromSuperview()
        customContainer = nil
        finish(completed: completed)
    }

    // MARK: Pages

    private func installPages() {
        guard let nav = navigationController else { return }
        if let upper { nav.installPage(of: upper) }
        if let lower { nav.installPage(of: lower, below: upper?.viewIfLoaded) }
        if let root = nav.viewIfLoaded {
            shade.frame = nav.pageFrame
            if let upperView = upper?.viewIfLoaded, upperView.superview === root {
                root.insertSubview(shade, belowSubview: upperView)
            } else {
                root.insertSubview(shade, belowSubview: nav.navigationBar)
            }
        }
    }

    /// Places both pages and the shade for the current progress.
    func layoutPages() {
        guard let nav = navigationController, nav.isViewLoaded else { return }
        // A custom animator places the pages itself, in its container over the page area.
        if let customContainer { customContainer.frame = nav.pageFrame; return }
        let page = nav.pageFrame
        let w = page.width
        // Push: the upper page comes in from the right; pop: it leaves to the right.
        let upperShown = isPush ? progress : 1 - progress
        upper?.viewIfLoaded?.frame = page.offsetBy(dx: (w * (1 - upperShown)).rounded(), dy: 0)
        lower?.viewIfLoaded?.frame = page.offsetBy(dx: (-w * Self.parallax * upperShown).rounded(), dy: 0)
        shade.frame = page
        shade.alpha = Self.shadeAlpha * upperShown
    }

    // MARK: The end

    /// Completed: the old top's page leaves, `from.viewDidDisappear`, `to.viewDidAppear`. Cancelled (the
    /// drag slid back): `to.viewWillDisappear`, its page leaves, `to.viewDidDisappear`,
    /// `from.viewWillAppear`, `from.viewDidAppear` (R7; no `did` of the first pair).
    private func finish(completed: Bool, beforeMembership: (() -> Void)? = nil) {
        guard !hasEnded else { return }
        hasEnded = true
        self.completed = completed
        // R13: the coordinator's completion blocks, before the `did` pair (or the cancel sequence).
        if coordinator?.isInteractive == true { coordinator?.interactionDidEnd(cancelled: !completed) }
        coordinator?.end(cancelled: !completed)
        shade.removeFromSuperview()
        if completed {
            from?.viewIfLoaded?.removeFromSuperview()
            if let from { LifecycleRules.appearance(from, .viewDidDisappear, animated: animated, cause: cause) }
            if let to { LifecycleRules.appearance(to, .viewDidAppear, animated: animated, cause: cause) }
        } else {
            from?.movement.remove(.fromParent)
            LifecycleRules.cancelledTransition(coming: to, staying: from, cause: cause) { to?.viewIfLoaded?.removeFromSuperview() }
        }
        beforeMembership?()
        if let nav = navigationController {
            for c in [from, to] { if let v = c?.viewIfLoaded, v.superview === nav.viewIfLoaded { v.frame = nav.pageFrame } }
        }
        // Cleared before running: the container's closure refers to this transition (no cycle left).
        let done = onFinish
        onFinish = nil
        done?()
    }
}
