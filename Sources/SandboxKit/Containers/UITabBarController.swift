import Foundation

/// UIKit's tab bar controller: one child shown at a time, filling the screen under a tab bar with an
/// item per child (the child's safe area ends above the bar).
///
/// Only the selected child is loaded when the controller first appears; another loads on its first
/// visit. A switch while on screen from O to N (R7): N loads on first visit, `N.viewWillAppear(false)`,
/// `O.viewWillDisappear(false)`, the pages swap, `O.viewDidDisappear(false)`, `N.viewDidAppear(false)`,
/// all inside the call. A tap on the tab bar asks the delegate's `shouldSelect`, switches, then tells
/// `didSelect`; tapping the selected tab of a navigation controller pops it to its root (UIKit).
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var selected: Int = NSNotFound

    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: UIScreen.iPhoneSize.width, height: UITabBar.height))
    open weak var delegate: UITabBarControllerDelegate?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.onSelect = { [weak self] in self?.userSelected($0) }
    }

    public override init?(coder: NSCoder) {
        super.init(coder: coder)
        tabBar.onSelect = { [weak self] in self?.userSelected($0) }
    }

    // MARK: Children

    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the children. The selection stays on the same controller if it is still there, else on
    /// the same index if there is one, else the first: "If the selected view controller is no longer
    /// present, it attempts to select the view controller at the same index in the array as the previous
    /// selection. If that index is invalid, it selects the view controller at index 0" (Apple's
    /// documentation of `viewControllers`; the sandbox took the last tab).
    ///
    /// A list holding the tab bar controller itself or one of its ancestors is refused as `addChild`
    /// refuses it (its violation, R1) and changes nothing: the tabs, the selection and every child's
    /// appearance stay as they were.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        for c in new where c.parent !== self {
            if let message = LifecycleRules.refusalOfChild(c, for: self) { return LifecycleRules.violation(self, .childCycle, message, concerns: c === self ? [] : [c]) }
        }
        // A selected controller another parent took leaves its index selected, not a controller to follow.
        let oldSelected = selectionWasTaken ? nil : selectedViewController
        selectionWasTaken = false
        for c in tabs where !new.contains(where: { $0 === c }) {
            if let page = c.viewIfLoaded, page.superview === viewIfLoaded { removePage(of: c, cause: .tabChildren) }
            LifecycleRules.callWillMove(c, toParent: nil, cause: .tabChildren)
            LifecycleRules.removeFromParent(c, cause: .tabChildren)
        }
        let added = new.filter { n in !tabs.contains { $0 === n } }
        tabs = new
        for c in added {
            LifecycleRules.addChild(c, to: self, cause: .tabChildren)
            LifecycleRules.callDidMove(c, toParent: self, cause: .tabChildren)
            c.movement.remove(.toParent)
        }
        if let oldSelected, let i = tabs.firstIndex(where: { $0 === oldSelected }) {
            selected = i
        } else {
            selected = tabs.isEmpty ? NSNotFound : (selected != NSNotFound && selected >= 0 && selected < tabs.count ? selected : 0)
            if isViewLoaded, let now = selectedViewController { showSelected(now, replacing: nil) }
        }
        tabBarItemsDidChange()
    }

    open var selectedIndex: Int {
        get { selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selected) ? tabs[selected] : nil }
        set {
            guard let newValue else { return }
            guard let i = tabs.firstIndex(where: { $0 === newValue }) else {
                // UIKit raises NSInvalidArgumentException with this text; the selection stays.
                LifecycleRules.violation(self, .selectMissingTab,
                    "-[UITabBarController setSelectedViewController:] only a view controller in the tab bar controller's list of view controllers can be selected.",
                    concerns: [newValue])
                return
            }
            select(i)
        }
    }

    /// `addChild` on another parent took `child` away (UIKit drops it from the tabs): the tabs close
    /// up, the selection stays on the same controller, or on the same index when it was the one taken.
    /// The selected controller was taken by another parent (`childWasTaken`) since the last selection.
    private var selectionWasTaken = false

    override func childWasTaken(_ child: UIViewController) {
        guard let i = tabs.firstIndex(where: { $0 === child }) else { return }
        if i == selected { selectionWasTaken = true }
        tabs.remove(at: i)
        if tabs.isEmpty {
            selected = NSNotFound
        } else if selected != NSNotFound, i < selected || selected >= tabs.count {
            if i < selected { selected -= 1 } else { selected = tabs.count - 1 }
        }
        if isViewLoaded, let now = selectedViewController, now.viewIfLoaded?.superview !== viewIfLoaded, view.window != nil {
            showSelected(now, replacing: nil)
        }
        tabBarItemsDidChange()
    }

    func tabBarItemsDidChange() {
        tabBar.setItems(tabs.map { $0.tabBarItem }, selectedIndex: tabs.indices.contains(selected) ? selected : nil)
    }

    // MARK: Switching

    private func userSelected(_ index: Int) {
        guard tabs.indices.contains(index) else { return }
        let c = tabs[index]
        if !LifecycleRules.tabDelegateShouldSelect(self, c) { return }
        if index == selected, let nav = c as? UINavigationController {
            nav.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        LifecycleRules.tabDelegateDidSelect(self, c)
    }

    private func select(_ index: Int) {
        selectionWasTaken = false
        // A custom switch still running ends first (completed), as a second transition(from:to:) ends the first.
        customSwitch?.finishNow()
        guard index != selected else { return }
        let old = selectedViewController
        selected = index
        tabBar.select(index)
        guard isViewLoaded, let new = selectedViewController else { return }
        showSelected(new, replacing: old)
    }

    /// Shows `new`'s page instead of `old`'s: with R7's callbacks when on screen, silently otherwise
    /// (the page of a controller not yet visited is loaded only when it is shown).
    private func showSelected(_ new: UIViewController, replacing old: UIViewController?) {
        let onScreen = appearanceState == .appeared && view.window != nil
        guard onScreen else {
            if let old { removePage(of: old, cause: .tabSwitch) }
            // Not while disappearing (a full-screen presentation slides over): the page would get the
            // forwarded `viewDidDisappear` without its `will`; it goes in when this container appears.
            if (view.window != nil && appearanceState != .disappearing) || appearanceState == .appearing {
                new.loadViewIfNeeded()
                if appearanceState == .appearing, new.appearanceState.isDisappearingOrDisappeared {
                    LifecycleRules.appearance(new, .viewWillAppear, animated: false, cause: .tabSwitch)
                }
                installPage(of: new)
            }
            return
        }
        new.loadViewIfNeeded()
        if let old, let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: old, to: new) {
            let t = TabSwitchTransition(tabBarController: self, from: old, to: new, animator: animator)
            customSwitch = t
            return t.start()
        }
        // R13: a switch without an animator is not animated; its coordinator's blocks run inside the call.
        let coordinator = TransitionCoordinator(container: view, from: old, to: new, fromView: old?.viewIfLoaded,
                                                toView: new.viewIfLoaded, animated: false, duration: 0)
        coordinator.attach([self, old, new])
        LifecycleRules.appearance(new, .viewWillAppear, animated: false, cause: .tabSwitch)
        if let old { LifecycleRules.appearance(old, .viewWillDisappear, animated: false, cause: .tabSwitch) }
        old?.viewIfLoaded?.removeFromSuperview()
        installPage(of: new)
        UIView.performWithoutAnimation { coordinator.runAlongside() }
        coordinator.end(cancelled: false)
        if let old { LifecycleRules.appearance(old, .viewDidDisappear, animated: false, cause: .tabSwitch) }
        LifecycleRules.appearance(new, .viewDidAppear, animated: false, cause: .tabSwitch)
    }

    /// The custom switch running now (the delegate's animator, R13).
    var customSwitch: TabSwitchTransition?

    /// A custom switch completed with false: the old tab is selected again.
    func customSwitchWasCancelled(back old: UIViewController) {
        guard let i = tabs.firstIndex(where: { $0 === old }) else { return }
        selected = i
        tabBar.select(i)
    }

    // MARK: Views

    open override func loadView() {
        let root = ContainerLayoutView(container: self) { [weak self] in self?.layoutContainer() }
        root.addSubview(tabBar)
        layoutContainer()
    }

    /// Where the selected page goes (`pageFrame(for:)`).
    var pageFrame: CGRect { pageFrame(for: selectedViewController) }

    /// Where `c`'s page goes: the whole view, under the tab bar, as UIKit lays out a page whose
    /// `edgesForExtendedLayout` holds `.bottom` under a translucent bar (the default); above the bar for
    /// a page that does not reach under it.
    func pageFrame(for c: UIViewController?) -> CGRect {
        let b = view.bounds
        guard !hidesBottomBar, let c, !c.extendsLayout(under: .bottom, translucent: tabBar.isTranslucent) else { return b }
        return CGRect(x: b.minX, y: b.minY, width: b.width, height: max(tabBarFrame(in: view).minY - b.minY, 0))
    }

    /// The bar's place: at the bottom, 49 points for the items plus the safe area's bottom below them
    /// (the home indicator's 34 on a Face ID iPhone: 83 in all; 49 on an iPhone SE).
    private func tabBarFrame(in root: UIView) -> CGRect {
        let bottom = root.currentSafeAreaInsets.bottom
        let height = UITabBar.height + bottom
        return CGRect(x: 0, y: root.bounds.maxY - height, width: root.bounds.width, height: height)
    }

    /// What the bar leaves of this controller's safe area for a page: its bottom moves up to the bar's
    /// top edge (a bottom inset of 83 points on an iPhone 14), measured at the page's frame.
    func safeRegion(forPageOf child: UIViewController) -> (insets: UIEdgeInsets, layoutFrame: CGRect)? {
        guard let root = viewIfLoaded else { return nil }
        var insets = root.currentSafeAreaInsets
        if !hidesBottomBar { insets.bottom = max(insets.bottom, root.bounds.maxY - tabBarFrame(in: root).minY) }
        return (insets, pageFrame(for: child))
    }

    /// The selected child decides the status bar, as in UIKit.
    open override var childForStatusBarStyle: UIViewController? { selectedViewController }
    open override var childForStatusBarHidden: UIViewController? { selectedViewController }

    /// Whether the selected navigation controller's stack holds a pushed controller that hides the bottom
    /// bar (`hidesBottomBarWhenPushed`): the tab bar is hidden and the page takes its place. Simpler than
    /// UIKit, which slides the bar away with the page being covered: here it goes as the push starts and
    /// comes back as the pop starts.
    var hidesBottomBar: Bool {
        guard let nav = selectedViewController as? UINavigationController else { return false }
        return nav.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// The selected navigation controller's stack changed.
    func bottomBarNeedsLayout() {
        guard isViewLoaded else { return }
        layoutContainer()
    }

    private func layoutContainer() {
        guard let root = viewIfLoaded else { return }
        tabBar.frame = tabBarFrame(in: root)
        tabBar.isHidden = hidesBottomBar
        if let c = selectedViewController, let page = c.viewIfLoaded, page.superview === root { page.frame = pageFrame(for: c) }
    }

    func installPage(of c: UIViewController) {
        guard let root = viewIfLoaded, let page = c.view else { return }
        page.frame = pageFrame(for: c)
        tabBar.isHidden = hidesBottomBar
        if page.superview !== root { root.insertSubview(page, belowSubview: tabBar) }
        SafeAreaTracker.shared.pageWasInstalled(c)
    }

    /// R4: before forwarding `viewWillAppear`, the selected child's page is put in (loading it then: the
    /// others stay unloaded until visited).
    override func containerWillForwardAppearance(_ method: LifecycleMethod) {
        guard method == .viewWillAppear, let c = selectedViewController else { return }
        if c.viewIfLoaded?.superview !== viewIfLoaded { installPage(of: c) }
    }
}
