import Foundation

/// One turn of a page view controller from `from` to `to` (R14): the `will` pair at the start, the
/// slide or the curl (following the finger while interactive), then the `did` pair, or, cancelled, the
/// cancel sequence of a swipe-back.
///
/// The curl is the sandbox's curl transition of the page container (forward curls up, reverse down);
/// while the finger drags it, its animation is held at the finger's fraction, then run on or back, as
/// `UIPercentDrivenInteractiveTransition` does.
@MainActor
final class PageTurn {
    private weak var pageViewController: UIPageViewController?
    let from: UIViewController
    let to: UIViewController
    let forward: Bool
    let animated: Bool
    let isInteractive: Bool
    let cause: LifecycleCause
    var onEnd: ((Bool) -> Void)?
    private(set) var progress: CGFloat = 0
    private var hasEnded = false
    private var released = false
    /// The curl's animation (page curl style), held while the finger drags it.
    private var curl: [LayerAnimation] = []

    init(pageViewController: UIPageViewController, from: UIViewController, to: UIViewController, forward: Bool,
         animated: Bool, interactive: Bool, cause: LifecycleCause) {
        self.pageViewController = pageViewController
        self.from = from
        self.to = to
        self.forward = forward
        self.animated = animated
        isInteractive = interactive
        self.cause = cause
    }

    private var isCurl: Bool { pageViewController?.transitionStyle == .pageCurl }

    func start() {
        guard let pvc = pageViewController else { return }
        to.loadViewIfNeeded()
        LifecycleRules.appearance(from, .viewWillDisappear, animated: animated, cause: cause)
        LifecycleRules.appearance(to, .viewWillAppear, animated: animated, cause: cause)
        let container = pvc.pageContainer
        guard let toView = to.view, let fromView = from.viewIfLoaded, fromView.superview === container else {
            pvc.installPage(of: to)
            return finish(completed: true)
        }
        if isCurl, animated {
            toView.frame = container.bounds
            let options: UIView.AnimationOptions = forward ? .transitionCurlUp : .transitionCurlDown
            curl = Animator.collectingAnimations {
                UIView.performTransition(from: fromView, to: toView, duration: UIPageViewController.curlDuration, options: options,
                                         hierarchy: .addAtStartRemoveAtEnd, animations: nil, didRemoveFromView: nil,
                                         completion: { [weak self] _ in self?.curlDidEnd() })
            }
            if isInteractive { for a in curl { a.hold(at: 0) } }
            return
        }
        container.addSubview(toView)
        UIView.performWithoutAnimation { layout() }
        guard !isInteractive else { return }
        UIView.animate(withDuration: animated ? UIPageViewController.scrollDuration : 0, delay: 0, options: [.curveEaseInOut],
                       animations: { self.progress = 1; self.layout() }, completion: { _ in self.finish(completed: true) })
    }

    /// The finger's fraction of the width.
    func update(progress p: CGFloat) {
        guard isInteractive, !released else { return }
        progress = min(max(p, 0), 1)
        if isCurl { for a in curl { a.hold(at: Double(progress)) } } else { layout() }
    }

    /// The finger lifted: on to the end (`complete`) or back, over the rest of the duration.
    func release(complete: Bool) {
        guard isInteractive, !released else { return }
        released = true
        willComplete = complete
        if isCurl {
            for a in curl { complete ? a.resume(from: Double(progress), speed: 1) : a.reverse(from: Double(progress), speed: 1) }
            return
        }
        let target: CGFloat = complete ? 1 : 0
        UIView.animate(withDuration: UIPageViewController.scrollDuration * Double(abs(target - progress)), delay: 0,
                       options: [.curveEaseOut], animations: { self.progress = target; self.layout() },
                       completion: { _ in self.finish(completed: complete) })
    }

    private var willComplete = true

    private func curlDidEnd() { finish(completed: isInteractive ? willComplete : true) }

    /// Ends at once: a turn in code or a released one as it was going, one under the finger cancelled.
    func finishNow() {
        guard !hasEnded else { return }
        let completes = isInteractive ? (released && willComplete) : true
        for a in curl { a.resume(from: completes ? 1 : 0, speed: 1) }
        curl = []
        UIView.performWithoutAnimation { progress = completes ? 1 : 0; layout() }
        finish(completed: completes)
    }

    /// Scroll: `from` moves out and `to` in by `progress` of the width, in the turn's direction.
    private func layout() {
        guard let pvc = pageViewController, !isCurl else { return }
        let b = pvc.pageContainer.bounds
        let w = b.width * (forward ? 1 : -1)
        from.viewIfLoaded?.frame = b.offsetBy(dx: (-w * progress).rounded(), dy: 0)
        to.viewIfLoaded?.frame = b.offsetBy(dx: (w * (1 - progress)).rounded(), dy: 0)
    }

    private func finish(completed: Bool) {
        guard !hasEnded, let pvc = pageViewController else { return }
        hasEnded = true
        let container = pvc.pageContainer
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            if let v = to.viewIfLoaded, v.superview !== container { container.addSubview(v) }
            to.viewIfLoaded?.frame = container.bounds
            LifecycleRules.appearance(from, .viewDidDisappear, animated: animated, cause: cause)
            LifecycleRules.appearance(to, .viewDidAppear, animated: animated, cause: cause)
        } else {
            LifecycleRules.cancelledTransition(coming: to, staying: from, cause: .cancelledTransition) {
                to.viewIfLoaded?.removeFromSuperview()
                if let v = from.viewIfLoaded, v.superview !== container { container.addSubview(v) }
                from.viewIfLoaded?.frame = container.bounds
            }
        }
        pvc.turnDidEnd(self, completed: completed)
        let done = onEnd
        onEnd = nil
        done?(completed)
    }
}
