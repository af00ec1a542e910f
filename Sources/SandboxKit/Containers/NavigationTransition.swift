import Foundation

/// One push, pop or interactive pop of a navigation controller: the appearance callbacks of R7 around a
/// slide of the two pages. The upper page (the new top of a push, the old top of a pop) slides across
/// the full width; the lower page moves a third of the width under a dimming shade.
///
/// Progress runs from 0 (the old top fills the page area) to 1 (the new top does); the interactive pop
/// sets it from the finger, the others animate it.
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

    /// R7: the new top loads, `from.viewWillDisappear`, `to.viewWillAppear`, the slide, then `finish`.
    func start() {
        to?.loadViewIfNeeded()
        if let from { LifecycleRules.appearance(from, .viewWillDisappear, animated: animated, cause: cause) }
        if let to { LifecycleRules.appearance(to, .viewWillAppear, animated: animated, cause: cause) }
        if let to { navigationController?.delegateWillShow(to, animated: animated, cause: cause) }
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
        }, completion: { _ in self.finish(completed: true) })
    }

    // MARK: Interactive pop

    /// R7: when the drag begins, `from.viewWillDisappear(true)` (it is moving from its parent) and
    /// `to.viewWillAppear(true)`.
    func beginInteractive() {
        isInteractive = true
        from?.movement.insert(.fromParent)
        to?.loadViewIfNeeded()
        if let from { LifecycleRules.appearance(from, .viewWillDisappear, animated: true, cause: cause) }
        if let to { LifecycleRules.appearance(to, .viewWillAppear, animated: true, cause: cause) }
        if let to { navigationController?.delegateWillShow(to, animated: true, cause: cause) }
        installPages()
        layoutPages()
    }

    func update(progress p: CGFloat) {
        progress = min(max(p, 0), 1)
        layoutPages()
    }

    /// Slides on to the end (`complete`) or back to the start, over the rest of the duration; then the
    /// `did` calls of a pop, or R7's cancel sequence.
    func finishInteractive(complete: Bool, didComplete: @escaping () -> Void) {
        release = (complete, didComplete)
        let target: CGFloat = complete ? 1 : 0
        let duration = UINavigationController.transitionDuration * Double(abs(target - progress))
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseOut], animations: {
            self.progress = target
            self.layoutPages()
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
        let completes = isInteractive ? release?.complete ?? false : true
        UIView.performWithoutAnimation {
            self.progress = completes ? 1 : 0
            self.layoutPages()
        }
        finish(completed: completes, beforeMembership: completes ? release?.didComplete : nil)
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
        shade.removeFromSuperview()
        if completed {
            from?.viewIfLoaded?.removeFromSuperview()
            if let from { LifecycleRules.appearance(from, .viewDidDisappear, animated: animated, cause: cause) }
            if let to { LifecycleRules.appearance(to, .viewDidAppear, animated: animated, cause: cause) }
        } else {
            from?.movement.remove(.fromParent)
            if let to { LifecycleRules.appearance(to, .viewWillDisappear, animated: true, cause: cause) }
            to?.viewIfLoaded?.removeFromSuperview()
            if let to { LifecycleRules.appearance(to, .viewDidDisappear, animated: true, cause: cause) }
            if let from { LifecycleRules.appearance(from, .viewWillAppear, animated: true, cause: cause) }
            if let from { LifecycleRules.appearance(from, .viewDidAppear, animated: true, cause: cause) }
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
