import Foundation

/// UIKit's navigation controller: a stack of controllers, the top one's view shown under a navigation
/// bar (the bar below the status bar, the page filling the screen under both, its safe area starting
/// below the bar), with push and pop transitions and the interactive pop from the left edge (rule R7).
///
/// Stack changes while the controller is on screen (appeared, in a window) run as transitions: every
/// controller leaving the stack gets `willMove(toParent: nil)` and every one joining it
/// `willMove(toParent: self)` at once; the top that leaves gets `viewWillDisappear`, the new top loads
/// and gets `viewWillAppear`; after the slide (0.35 s; or, not animated, on the next turn) the `did`
/// calls come, then `didMove(toParent:)`. Off screen the stack changes at once, with `didMove` inside the
/// call and no appearance callbacks (under a full-screen presentation, as in UIKit: the new top appears
/// when the presentation is dismissed; a page sheet leaves this controller on screen, so a push under it
/// is an ordinary push). While a full-screen presentation slides over this controller (disappearing),
/// the leaving top's disappearance ends as its page leaves (`viewDidDisappear(false)`) and the new top
/// stays out of the window until this controller appears again. A full-screen presentation over a
/// running push or pop ends it first (`finishTransitionsNow`). A stack change asked for while a
/// transition runs waits for it (UIKit would drop or garble it); `popViewController` then returns nil.
open class UINavigationController: UIViewController {
    /// Bars that hide on a tap, a swipe, the keyboard or a compact height: kept; the hiding is not
    /// simulated yet (reported once when turned on).
    open var hidesBarsOnTap = false { didSet { if hidesBarsOnTap { NotSimulated.record("UINavigationController.hidesBarsOnTap") } } }
    open var hidesBarsOnSwipe = false { didSet { if hidesBarsOnSwipe { NotSimulated.record("UINavigationController.hidesBarsOnSwipe") } } }
    open var hidesBarsWhenKeyboardAppears = false {
        didSet { if hidesBarsWhenKeyboardAppears { NotSimulated.record("UINavigationController.hidesBarsWhenKeyboardAppears") } }
    }
    open var hidesBarsWhenVerticallyCompact = false {
        didSet { if hidesBarsWhenVerticallyCompact { NotSimulated.record("UINavigationController.hidesBarsWhenVerticallyCompact") } }
    }
    /// The stack, bottom first.
    private var stack: [UIViewController] = []
    /// The push, pop or interactive pop running now.
    var transition: NavigationTransition?
    /// Stack changes waiting for the running transition.
    private var pending: [() -> Void] = []
    /// The top the delegate last heard `didShow` for, and the one it heard `willShow` for while this
    /// controller appears (R7: the delegate hears each new top once).
    private weak var shownTop: UIViewController?
    private weak var announcedTop: UIViewController?

    /// Hears each new top shown: `willShow` after the `will` pair, `didShow` after the `did` pair (R7).
    open weak var delegate: UINavigationControllerDelegate?

    /// How long a push or pop slides.
    public static let transitionDuration: TimeInterval = 0.35

    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: UIScreen.iPhoneSize.width, height: UINavigationBar.height))

    /// The left-edge drag that pops the top controller; it begins only when there is something to pop and
    /// no transition runs.
    public private(set) lazy var interactivePopGestureRecognizer: UIGestureRecognizer? = makeInteractivePopGesture()
    private var popGestureDelegate: InteractivePopGestureDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        connectBar()
    }

    public override init?(coder: NSCoder) {
        super.init(coder: coder)
        connectBar()
    }

    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        connectBar()
        setViewControllers([rootViewController], animated: false)
    }

    /// The back button pops; a bar that grows or shrinks (a large title) lays the pages out again. A
    /// navigation controller defines the presentation context: "Some system-provided view controllers,
    /// such as UINavigationController, change the default value to true" (Apple's documentation of
    /// `definesPresentationContext`), so an over-current-context presentation inside a tab covers the
    /// navigation controller, not the tab bar controller.
    private func connectBar() {
        definesPresentationContext = true
        navigationBar.onBack = { [weak self] in self?.popViewController(animated: true) }
        navigationBar.onHeightChange = { [weak self] in self?.viewIfLoaded?.setNeedsLayout() }
    }

    // MARK: The stack

    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { stack.last }

    /// The controller the user sees: a controller presented from this one (or from inside it) if there
    /// is one, else the top of the stack (docs/lifecycle-rules.md, R7).
    open var visibleViewController: UIViewController? { presentedViewController ?? topViewController }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if isTransitioning { return pending.append { [weak self] in self?.pushViewController(viewController, animated: animated) } }
        if viewController is UINavigationController {
            return LifecycleRules.violation(self, .pushNavigationController, "Pushing a navigation controller is not supported", concerns: [viewController])
        }
        if stack.contains(where: { $0 === viewController }) {
            return LifecycleRules.violation(self, .pushTwice, "Pushing the same view controller instance more than once is not supported (\(viewController))", concerns: [viewController])
        }
        changeStack(to: stack + [viewController], animated: animated, cause: .push)
    }

    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        if isTransitioning {
            pending.append { [weak self] in self?.popViewController(animated: animated) }
            return nil
        }
        guard stack.count > 1, let top = stack.last else { return nil }
        changeStack(to: Array(stack.dropLast()), animated: animated, cause: .pop)
        return top
    }

    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        if isTransitioning {
            pending.append { [weak self] in self?.popToViewController(viewController, animated: animated) }
            return nil
        }
        guard let i = stack.firstIndex(where: { $0 === viewController }) else {
            LifecycleRules.violation(self, .popToMissing, "Tried to pop to a view controller that doesn't exist.")
            return nil
        }
        let popped = Array(stack[(i + 1)...])
        if !popped.isEmpty { changeStack(to: Array(stack[...i]), animated: animated, cause: .pop) }
        return popped
    }

    /// Replaces the stack. When the top changes on screen, it slides as a push if the new top was not in
    /// the stack, else as a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        if isTransitioning { return pending.append { [weak self] in self?.setViewControllers(viewControllers, animated: animated) } }
        var seen = Set<ObjectIdentifier>()
        for c in viewControllers {
            guard c !== self, !(c is UINavigationController), seen.insert(ObjectIdentifier(c)).inserted else {
                return LifecycleRules.violation(self, .invalidNavigationStack, "setViewControllers: \(c) cannot be in the navigation stack (a navigation controller, or listed twice)", concerns: [c])
            }
        }
        let cause: LifecycleCause = stack.isEmpty || viewControllers.last.map { n in !stack.contains { $0 === n } } == true ? .push : .pop
        changeStack(to: viewControllers, animated: animated, cause: cause)
    }

    var isTransitioning: Bool { transition != nil }

    // MARK: The toolbar

    /// The bar of the top controller's `toolbarItems` along the bottom, hidden by default (UIToolbar.swift).
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar(frame: CGRect(x: 0, y: 0, width: UIScreen.iPhoneSize.width, height: UIToolbar.height))

    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    private var toolbarHidden = true

    /// Shows or hides the toolbar; the pages' safe area ends above it while it shows.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard let root = viewIfLoaded else { return }
        if !hidden, toolbar.superview !== root { root.addSubview(toolbar) }
        toolbar.isHidden = hidden
        toolbarItemsDidChange(of: topViewController)
        if animated { UIView.animate(withDuration: Self.transitionDuration) { self.layoutContainer() } } else { layoutContainer() }
        topViewController?.viewIfLoaded?.setNeedsLayout()
    }

    /// The toolbar shows the top controller's items.
    func toolbarItemsDidChange(of c: UIViewController?) {
        guard let c, c === topViewController, !toolbarHidden else { return }
        toolbar.responder = c
        let shown = toolbar.items?.map(ObjectIdentifier.init), wanted = c.toolbarItems?.map(ObjectIdentifier.init)
        if shown != wanted { toolbar.items = c.toolbarItems }
    }

    /// The toolbar's place: 44 points above the bottom of the safe area, its background reaching down
    /// to the screen's bottom edge.
    private func toolbarFrame(in root: UIView) -> CGRect {
        let bottom = root.currentSafeAreaInsets.bottom
        toolbar.backgroundExtension = bottom
        return CGRect(x: 0, y: root.bounds.height - bottom - UIToolbar.height, width: root.bounds.width, height: UIToolbar.height)
    }

    // MARK: The navigation bar

    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Shows or hides the bar; the page grows under it or shrinks below it (animated: 0.35 s).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBar.isHidden else { return }
        navigationBar.isHidden = hidden
        guard isViewLoaded else { return }
        if animated {
            UIView.animate(withDuration: Self.transitionDuration) { self.layoutContainer() }
        } else {
            layoutContainer()
        }
    }

    /// `addChild` on another parent took `child` away: UIKit drops it from the stack. When it was the
    /// top, the page below becomes the top and its view goes in on screen (the taken controller's own
    /// view goes wherever its new parent puts it).
    override func childWasTaken(_ child: UIViewController) {
        guard let i = stack.firstIndex(where: { $0 === child }) else { return }
        stack.remove(at: i)
        navigationBarNeedsUpdate()
        if i == stack.count { layoutContainer() }
    }

    /// The bar shows the top's item with the one below it on the back button.
    func navigationBarNeedsUpdate() {
        let top = transition?.barTop ?? stack.last
        let below = top.flatMap { t in stack.firstIndex { $0 === t } }.flatMap { $0 > 0 ? stack[$0 - 1] : nil }
        navigationBar.setItems(top: top?.navigationItem, back: below?.navigationItem)
    }

    // MARK: Views

    open override func loadView() {
        let root = ContainerLayoutView(container: self) { [weak self] in self?.layoutContainer() }
        navigationBar.frame = barFrame(in: root)
        root.addSubview(navigationBar)
        if let pop = interactivePopGestureRecognizer { root.addGestureRecognizer(pop) }
        navigationBarNeedsUpdate()
    }

    /// The bar's place: the top of the safe area the navigation controller's own view has (below the
    /// status bar: 47 points down on an iPhone 14, 59 on an iPhone 15, 20 on an iPhone SE), its width, 44
    /// points high (96 with a large title). Its background reaches up to the screen's top edge.
    private func barFrame(in root: UIView) -> CGRect {
        let top = root.currentSafeAreaInsets.top
        navigationBar.backgroundExtension = top
        return CGRect(x: 0, y: top, width: root.bounds.width, height: navigationBar.barHeight)
    }

    /// Where the top's page goes (`pageFrame(for:)`).
    var pageFrame: CGRect { pageFrame(for: transition?.barTop ?? stack.last) }

    /// Where `c`'s page goes: the whole view, under the bar, as UIKit lays out a page whose
    /// `edgesForExtendedLayout` holds `.top` under a translucent bar (the default); below the bar for a
    /// page that does not reach under it (an opaque bar without `extendedLayoutIncludesOpaqueBars`).
    func pageFrame(for c: UIViewController?) -> CGRect {
        let b = view.bounds
        guard !navigationBar.isHidden, let c, !c.extendsLayout(under: .top, translucent: navigationBar.isTranslucent) else { return b }
        let top = navigationBar.frame.maxY
        return CGRect(x: b.minX, y: b.minY + top, width: b.width, height: max(b.height - top, 0))
    }

    /// What the bar leaves of this controller's safe area for a page: its top moves down to the bar's
    /// bottom edge (status bar and bar: 91 points on an iPhone 14), measured at the page's frame.
    func safeRegion(forPageOf child: UIViewController) -> (insets: UIEdgeInsets, layoutFrame: CGRect)? {
        guard let root = viewIfLoaded else { return nil }
        var insets = root.currentSafeAreaInsets
        if !navigationBar.isHidden { insets.top = max(insets.top, barFrame(in: root).maxY - root.bounds.minY) }
        if !toolbarHidden { insets.bottom = max(insets.bottom, root.bounds.maxY - toolbarFrame(in: root).minY) }
        return (insets, pageFrame(for: child))
    }

    /// UIKit's navigation controller leaves the status bar's visibility to its top controller; its
    /// style to the top only while the bar is hidden (with the bar shown, the status bar sits on the
    /// bar, so the navigation controller's own `preferredStatusBarStyle` decides).
    open override var childForStatusBarHidden: UIViewController? { topViewController }
    open override var childForStatusBarStyle: UIViewController? { navigationBar.isHidden ? topViewController : nil }

    func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        navigationBar.frame = barFrame(in: root)
        if !toolbarHidden {
            if toolbar.superview !== root { root.addSubview(toolbar) }
            toolbar.frame = toolbarFrame(in: root)
            toolbarItemsDidChange(of: topViewController)
        }
        if let transition {
            transition.layoutPages()
        } else if let top = stack.last {
            // Not while this container is disappearing (a full-screen presentation slides over it): the
            // new top would get the forwarded `viewDidDisappear` without its `will`. It is put in when this
            // container appears again (`containerWillForwardAppearance`).
            if top.viewIfLoaded?.superview !== root, root.window != nil, appearanceState != .disappearing {
                installPage(of: top)
            }
            top.viewIfLoaded.map { $0.frame = pageFrame(for: top) }
        }
    }

    /// Puts `c`'s view in the page area, below the bar (loading it if needed).
    func installPage(of c: UIViewController, below other: UIView? = nil) {
        guard let root = viewIfLoaded, let page = c.view else { return }
        page.frame = pageFrame(for: c)
        if page.superview === root { return }
        if let other, other.superview === root {
            root.insertSubview(page, belowSubview: other)
        } else {
            root.insertSubview(page, belowSubview: navigationBar)
        }
    }

    /// R3 via R4: before this container forwards an appearance callback, the top's page must be inside its
    /// view (the top loads then, not before: only the controller on screen is loaded).
    override func containerWillForwardAppearance(_ method: LifecycleMethod) {
        guard method == .viewWillAppear, transition == nil else { return }
        // The top may change while it loads (a push from its viewDidLoad): load until the top stays put,
        // then show that one only.
        var top = stack.last
        for _ in 0..<8 {
            top?.loadViewIfNeeded()
            if stack.last === top { break }
            top = stack.last
        }
        guard let top, stack.last === top else { return }
        for c in stack where c !== top { removePage(of: c, cause: .setViewControllers) }
        installPage(of: top)
    }

    // MARK: The delegate (R7)

    func delegateWillShow(_ c: UIViewController, animated: Bool, cause: LifecycleCause) {
        announcedTop = c
        LifecycleRules.navigationDelegate(self, .navigationWillShow, showing: c, animated: animated, cause: cause) {
            $0.navigationController(self, willShow: c, animated: animated)
        }
    }

    func delegateDidShow(_ c: UIViewController, animated: Bool, cause: LifecycleCause) {
        shownTop = c
        announcedTop = nil
        LifecycleRules.navigationDelegate(self, .navigationDidShow, showing: c, animated: animated, cause: cause) {
            $0.navigationController(self, didShow: c, animated: animated)
        }
    }

    /// The first display (and the first after a stack change made off screen): the delegate hears the
    /// top shown along with this container's own appearance (no transition runs then).
    override func containerDidForwardAppearance(_ method: LifecycleMethod, animated: Bool) {
        guard transition == nil, let top = stack.last, top !== shownTop else { return }
        if method == .viewWillAppear, top.appearanceState == .appearing {
            delegateWillShow(top, animated: animated, cause: .navigationAppears)
        } else if method == .viewDidAppear, announcedTop === top, top.appearanceState == .appeared {
            delegateDidShow(top, animated: animated, cause: .navigationAppears)
        }
    }

    // MARK: Changing the stack

    /// On screen: appeared and in a window (a transition with callbacks); otherwise the stack changes at once.
    var isOnScreen: Bool { appearanceState == .appeared && viewIfLoaded?.window != nil }

    private func changeStack(to newStack: [UIViewController], animated: Bool, cause: LifecycleCause) {
        let old = stack
        let from = old.last, to = newStack.last
        let removed = old.filter { o in !newStack.contains { $0 === o } }.reversed()
        let added = newStack.filter { n in !old.contains { $0 === n } }
        // A controller `addChild` refuses here (an ancestor, one this controller is presented from) is
        // refused with its violation before anything changes: on the stack, its view would go inside itself.
        for c in added where c.parent !== self {
            if let message = LifecycleRules.refusalOfChild(c, for: self) { return LifecycleRules.violation(self, .childCycle, message, concerns: c === self ? [] : [c]) }
        }
        stack = newStack
        tabBarController?.bottomBarNeedsLayout()
        for c in removed { LifecycleRules.callWillMove(c, toParent: nil, cause: cause) }
        for c in added { LifecycleRules.addChild(c, to: self, cause: cause) }
        let membership = { [weak self] in
            guard let self else { return }
            for c in removed where c.parent === self { LifecycleRules.removeFromParent(c, cause: cause) }
            for c in added where c.parent === self {
                LifecycleRules.callDidMove(c, toParent: self, cause: cause)
                if c.appearanceState == .disappeared { c.movement.remove(.toParent) }
            }
            self.orderChildren(as: self.stack)
        }
        if from === to || !isViewLoaded {
            navigationBarNeedsUpdate()
            membership()
            return
        }
        if isOnScreen {
            let t = NavigationTransition(navigationController: self, from: from, to: to, isPush: cause == .push,
                                         animated: animated, cause: cause)
            t.onFinish = { [weak self] in
                if t.completed { membership() } else { self?.revertStack(to: old, added: added, removed: Array(removed)) }
                self?.transitionDidEnd(t)
            }
            transition = t
            navigationBarNeedsUpdate()
            t.start()
            return
        }
        swapPagesOffScreen(from: from, to: to, cause: cause)
        navigationBarNeedsUpdate()
        membership()
    }

    /// A custom animator completed the push or pop with false (R13): the stack is as it was; a controller
    /// that was joining leaves (`didMove(toParent: nil)`), one that was leaving stays
    /// (`didMove(toParent: self)`, its `willMove(toParent: nil)` undone).
    private func revertStack(to old: [UIViewController], added: [UIViewController], removed: [UIViewController]) {
        stack = old
        tabBarController?.bottomBarNeedsLayout()
        for c in added where c.parent === self { LifecycleRules.removeFromParent(c, cause: .cancelledTransition) }
        for c in removed where c.parent === self {
            c.movement.remove(.fromParent)
            LifecycleRules.callDidMove(c, toParent: self, cause: .cancelledTransition)
        }
        orderChildren(as: stack)
    }

    /// Off screen the pages swap at once. While this container is appearing (its `will` has come, its
    /// `did` not yet), the leaving top disappears and the new top gets its `viewWillAppear`; its `did`
    /// comes with this container's (R4).
    private func swapPagesOffScreen(from: UIViewController?, to: UIViewController?, cause: LifecycleCause) {
        if let from { removePage(of: from, cause: cause) }
        guard let to else { return }
        if appearanceState == .appearing {
            to.loadViewIfNeeded()
            if to.appearanceState.isDisappearingOrDisappeared {
                LifecycleRules.appearance(to, .viewWillAppear, animated: false, cause: cause)
            }
            installPage(of: to)
        } else if viewIfLoaded?.window == nil, to.isViewLoaded {
            installPage(of: to)
        }
    }

    /// Ends the running push or pop at once, and the stack changes waiting for it (a full-screen
    /// presentation is about to cover this container): programmatic ones complete, a drag still under the
    /// finger is cancelled, a released drag ends the way it was going.
    override func finishTransitionsNow() {
        // Each end may start a waiting change; their number is bounded by `pending`.
        for _ in 0...(pending.count + 1) {
            guard let t = transition else { break }
            t.finishNow()
            if transition === t { transition = nil }
        }
        super.finishTransitionsNow()
    }

    private func transitionDidEnd(_ t: NavigationTransition) {
        transition = nil
        if t.completed, let to = t.to { delegateDidShow(to, animated: t.animated, cause: t.cause) }
        navigationBarNeedsUpdate()
        layoutContainer()
        while !pending.isEmpty, transition == nil {
            pending.removeFirst()()
        }
    }

    // MARK: Interactive pop

    private func makeInteractivePopGesture() -> UIGestureRecognizer {
        let g = UIScreenEdgePanGestureRecognizer(target: self) { [weak self] g in
            self?.handleInteractivePop(g as! UIScreenEdgePanGestureRecognizer)
        }
        g.edges = .left
        let delegate = InteractivePopGestureDelegate(navigationController: self)
        popGestureDelegate = delegate
        g.delegate = delegate
        return g
    }

    /// A drag from the left edge may pop when there is something below the top, nothing runs, and the
    /// top is what the user sees.
    var canBeginInteractivePop: Bool {
        stack.count > 1 && transition == nil && isOnScreen && presentedViewController == nil
    }

    /// The pages follow the finger; on release the pop completes past half the width or on a rightward
    /// flick faster than `flickVelocity`, else it slides back.
    public static let flickVelocity: CGFloat = 500

    private func handleInteractivePop(_ g: UIScreenEdgePanGestureRecognizer) {
        let width = max(view.bounds.width, 1)
        switch g.state {
        case .began:
            guard canBeginInteractivePop, let from = stack.last else { return }
            let to = stack[stack.count - 2]
            let t = NavigationTransition(navigationController: self, from: from, to: to, isPush: false,
                                         animated: true, cause: .interactivePop)
            // As a pop from the back button: the leaving controller hears willMove(toParent: nil) when the
            // pop begins; a cancelled drag undoes it (didMove(toParent: self)), as a cancelled custom pop does.
            LifecycleRules.callWillMove(from, toParent: nil, cause: .interactivePop)
            t.onFinish = { [weak self, weak from] in
                if !t.completed, let self, let from, from.parent === self {
                    from.movement.remove(.fromParent)
                    LifecycleRules.callDidMove(from, toParent: self, cause: .cancelledTransition)
                }
                self?.transitionDidEnd(t)
            }
            transition = t
            t.beginInteractive()
        case .changed:
            guard let t = transition, t.isInteractive else { return }
            t.update(progress: g.translation(in: view).x / width)
        case .ended, .cancelled:
            guard let t = transition, t.isInteractive else { return }
            let progress = g.translation(in: view).x / width
            let completes = g.state == .ended && (progress > 0.5 || g.velocity(in: view).x > Self.flickVelocity)
            t.update(progress: progress)
            t.finishInteractive(complete: completes) { [weak self] in self?.interactivePopDidComplete() }
        default:
            break
        }
    }

    /// The completed interactive pop leaves the stack as a pop does.
    private func interactivePopDidComplete() {
        guard let top = stack.last, stack.count > 1 else { return }
        stack.removeLast()
        if top.parent === self { LifecycleRules.removeFromParent(top, cause: .interactivePop) }
    }
}

/// Lets the interactive pop begin only when it can pop (UIKit's private delegate of the recognizer).
final class InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.canBeginInteractivePop ?? false
    }
}
