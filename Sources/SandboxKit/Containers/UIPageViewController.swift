import Foundation

/// UIKit's page view controller (R14): one page (a child controller) shown at a time, turned by
/// `setViewControllers(_:direction:animated:completion:)` or by the user's swipe, with the pages before
/// and after from the data source. `.scroll` slides the pages side by side; `.pageCurl` curls the page
/// over (the sandbox's curl, spine on the left, `.min`), following the finger while dragged.
///
/// A turn from O to N while on screen: N joins as a child (`willMove(toParent:)`), loads,
/// `O.viewWillDisappear`, `N.viewWillAppear`, the animation, O's page leaves, `O.viewDidDisappear`,
/// `N.viewDidAppear`, O leaves the children (`didMove(toParent: nil)`) and N gets `didMove(toParent:)`.
/// `setViewControllers` calls O's `willMove(toParent: nil)` at once and its completion at the end; a
/// swipe asks the data source (after, then before, as a published log shows), tells the delegate
/// `willTransitionTo` before the `will` pair, and `didFinishAnimating(_:previousViewControllers:
/// transitionCompleted:)` at the end; let go before half the width (and without a flick) it is cancelled
/// with the callbacks of a cancelled swipe-back (`N.viewWillDisappear`, `N.viewDidDisappear`,
/// `O.viewWillAppear`, `O.viewDidAppear`) and N leaves again. Off screen the page changes at once, without
/// appearance callbacks.
open class UIPageViewController: UIViewController {
    public enum TransitionStyle: Int, Sendable { case pageCurl, scroll }
    public enum NavigationOrientation: Int, Sendable { case horizontal, vertical }
    public enum NavigationDirection: Int, Sendable { case forward, reverse }
    public enum SpineLocation: Int, Sendable { case none, min, mid, max }
    public struct OptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    public let transitionStyle: TransitionStyle
    public let navigationOrientation: NavigationOrientation
    /// Page curl: the spine is on the left edge (`.min`), one page at a time; scroll: none.
    public var spineLocation: SpineLocation { transitionStyle == .pageCurl ? .min : .none }
    /// Page curl: whether a page's back shows content. The sandbox shows one page per turn either way.
    open var isDoubleSided = false
    open weak var dataSource: UIPageViewControllerDataSource?
    open weak var delegate: UIPageViewControllerDelegate?

    /// How long an animated turn takes.
    public static let scrollDuration: TimeInterval = 0.3
    public static let curlDuration: TimeInterval = 0.6
    /// A release faster than this (points per second) toward the turn completes it.
    public static let flickVelocity: CGFloat = 500

    private var current: UIViewController?
    /// The turn running now.
    var turn: PageTurn?
    /// The view the pages are in (it is what curls).
    let pageContainer = UIView()

    /// The swipe that turns pages.
    public private(set) lazy var gestureRecognizers: [UIGestureRecognizer] = [
        UIPanGestureRecognizer(target: self) { [weak self] g in self?.handlePan(g as! UIPanGestureRecognizer) },
    ]

    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation = .horizontal,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        super.init(nibName: nil, bundle: nil)
    }

    /// The page shown (one: the sandbox has no facing pages).
    open var viewControllers: [UIViewController]? { current.map { [$0] } }

    // MARK: Views

    open override func loadView() {
        let root = ContainerLayoutView(container: self) { [weak self] in self?.layoutPages() }
        pageContainer.frame = root.bounds
        pageContainer.clipsToBounds = true
        root.addSubview(pageContainer)
        for g in gestureRecognizers { root.addGestureRecognizer(g) }
    }

    func layoutPages() {
        guard let root = viewIfLoaded else { return }
        pageContainer.frame = root.bounds
        if turn == nil, let page = current?.viewIfLoaded, page.superview === pageContainer { page.frame = pageContainer.bounds }
    }

    func installPage(of c: UIViewController) {
        guard isViewLoaded, let page = c.view else { return }
        page.frame = pageContainer.bounds
        if page.superview !== pageContainer { pageContainer.addSubview(page) }
    }

    /// R4: the shown page goes in (loading then) before this container forwards `viewWillAppear`.
    override func containerWillForwardAppearance(_ method: LifecycleMethod) {
        guard method == .viewWillAppear, turn == nil, let c = current else { return }
        installPage(of: c)
    }

    // MARK: Turning in code

    /// Shows `viewControllers.first`. On screen and animated it turns (slides or curls) in `direction`;
    /// not animated, the `did` calls and the completion come on the next turn. A turn still running ends
    /// first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let new = viewControllers?.first else {
            return LifecycleRules.violation(self, .pageCount, "The number of view controllers provided (0) doesn't match the number required (1) for the requested transition")
        }
        turn?.finishNow()
        let old = current
        guard new !== old else {
            owningApplication.animator.runNextTurn { completion?(true) }
            return
        }
        LifecycleRules.addChild(new, to: self, cause: .pageSet)
        if let old { LifecycleRules.callWillMove(old, toParent: nil, cause: .pageSet) }
        current = new
        let onScreen = appearanceState == .appeared && viewIfLoaded?.window != nil
        guard onScreen, let old else {
            // Off screen (or the first page): at once; while this container appears, the page appears with it.
            old?.viewIfLoaded?.removeFromSuperview()
            if let old { LifecycleRules.removeFromParent(old, cause: .pageSet) }
            if isViewLoaded, appearanceState == .appearing || (viewIfLoaded?.window != nil && appearanceState == .appeared) {
                new.loadViewIfNeeded()
                if new.appearanceState.isDisappearingOrDisappeared {
                    LifecycleRules.appearance(new, .viewWillAppear, animated: false, cause: .pageSet)
                }
                installPage(of: new)
                if appearanceState == .appeared {
                    owningApplication.animator.runNextTurn { [weak new] in
                        if let new, new.appearanceState == .appearing {
                            LifecycleRules.appearance(new, .viewDidAppear, animated: false, cause: .pageSet)
                        }
                    }
                }
            } else if isViewLoaded, viewIfLoaded?.window == nil {
                installPage(of: new)
            }
            LifecycleRules.callDidMove(new, toParent: self, cause: .pageSet)
            new.movement.remove(.toParent)
            owningApplication.animator.runNextTurn { completion?(true) }
            return
        }
        let t = PageTurn(pageViewController: self, from: old, to: new, forward: direction == .forward, animated: animated,
                         interactive: false, cause: .pageSet)
        t.onEnd = { completed in completion?(completed) }
        turn = t
        t.start()
    }

    /// The end of a turn (`PageTurn` calls it): the shown page and the children as they now are.
    func turnDidEnd(_ t: PageTurn, completed: Bool) {
        if turn === t { turn = nil }
        current = completed ? t.to : t.from
        if completed {
            // A swiped turn tells the leaving page only now (a turn in code told it at its start).
            if t.isInteractive { LifecycleRules.callWillMove(t.from, toParent: nil, cause: t.cause) }
            LifecycleRules.removeFromParent(t.from, cause: t.cause)
            LifecycleRules.callDidMove(t.to, toParent: self, cause: t.cause)
            t.to.movement.remove(.toParent)
        } else {
            LifecycleRules.callWillMove(t.to, toParent: nil, cause: t.cause)
            LifecycleRules.removeFromParent(t.to, cause: t.cause)
        }
        if t.isInteractive {
            LifecycleRules.pageDelegateDidFinish(self, previous: t.from, completed: completed)
        }
    }

    // MARK: Turning by hand

    private func handlePan(_ g: UIPanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        let dx = g.translation(in: view).x
        switch g.state {
        case .began:
            guard turn == nil, appearanceState == .appeared, let current, let dataSource else { return }
            let after = LifecycleRules.pageDataSource(self, after: true, of: current) { dataSource.pageViewController(self, viewControllerAfter: current) }
            let before = LifecycleRules.pageDataSource(self, after: false, of: current) { dataSource.pageViewController(self, viewControllerBefore: current) }
            let forward = dx < 0
            guard let next = forward ? after : before, next !== current else { return }
            LifecycleRules.pageDelegateWillTransition(self, to: next)
            LifecycleRules.addChild(next, to: self, cause: .pageSwipe)
            let t = PageTurn(pageViewController: self, from: current, to: next, forward: forward, animated: true,
                             interactive: true, cause: .pageSwipe)
            turn = t
            t.start()
            t.update(progress: abs(dx) / width)
        case .changed:
            guard let t = turn, t.isInteractive else { return }
            t.update(progress: max(t.forward ? -dx : dx, 0) / width)
        case .ended, .cancelled:
            guard let t = turn, t.isInteractive else { return }
            let p = max(t.forward ? -dx : dx, 0) / width
            let v = g.velocity(in: view).x * (t.forward ? -1 : 1)
            t.update(progress: p)
            t.release(complete: g.state == .ended && (p > 0.5 || v > Self.flickVelocity))
        default:
            break
        }
    }

    override func finishTransitionsNow() {
        turn?.finishNow()
        super.finishTransitionsNow()
    }
}
