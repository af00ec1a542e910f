import Foundation

/// UIKit's tab bar controller: one child shown at a time, filling the screen under a tab bar with an
/// item per child (the child's safe area ends above the bar).
///
/// Only the selected child is loaded when the controller first appears; another loads on its first
/// visit. A switch while on screen from O to N (R7): N loads on first visit, `N.viewWillAppear(false)`,
/// `O.viewWillDisappear(false)`, the pages swap, `O.viewDidDisappear(false)`, `N.viewDidAppear(false)`,
/// all inside the call. A tap on the tab bar asks the delegate's `shouldSelect`, switches, then tells
/// `didSelect`; tapping the selected tab of a navigation controller pops it to its root (UIKit).
///
/// More than five children: the bar shows the first four and a More item, whose page is the
/// `moreNavigationController` listing the rest; a child picked there is pushed onto it (R7).
open class UITabBarController: UIViewController {
    private var tabs: [UIViewController] = []
    private var selected: Int = NSNotFound
    /// The More list itself is the page (no child of the list picked).
    private var moreListSelected = false
    /// A child of the list moving onto the More navigation controller: its parent changes, it stays a tab.
    private var movingIntoMore = false

    /// The More interface: a navigation controller whose root lists the children that do not fit in the
    /// bar. It always exists and is never in `viewControllers` (Apple).
    public private(set) lazy var moreNavigationController: UINavigationController = {
        let nav = UINavigationController(rootViewController: moreList)
        nav.debugName = "moreNavigationController"
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return nav
    }()
    private lazy var moreList = MoreListController(owner: self)

    /// The children the user may rearrange in the More list's Edit sheet: all of `viewControllers`
    /// each time they are set (Apple). The sheet is not simulated.
    open var customizableViewControllers: [UIViewController]? { didSet { if showsMore { moreList.updateEditButton() } } }

    /// The bar has room for five items: with more children, four and More.
    static let maximumBarItems = 5
    var showsMore: Bool { tabs.count > Self.maximumBarItems }
    /// How many children have an item of their own in the bar.
    private var barTabCount: Int { showsMore ? Self.maximumBarItems - 1 : tabs.count }
    /// The children the More list shows.
    var moreViewControllers: [UIViewController] { showsMore ? Array(tabs[barTabCount...]) : [] }

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
        customizableViewControllers = new
        for c in added {
            LifecycleRules.addChild(c, to: self, cause: .tabChildren)
            LifecycleRules.callDidMove(c, toParent: self, cause: .tabChildren)
            c.movement.remove(.toParent)
        }
        let oldPage = moreListSelected ? moreNavigationController : nil
        if let oldSelected, let i = tabs.firstIndex(where: { $0 === oldSelected }), !(showsMore && i >= barTabCount) || oldSelected.parent === moreNavigationController {
            selected = i
        } else {
            moreListSelected = false
            selected = tabs.isEmpty ? NSNotFound : (selected != NSNotFound && selected >= 0 && selected < tabs.count ? selected : 0)
            if showsMore, selected >= barTabCount { moveIntoMore(tabs[selected]) }
            if isViewLoaded, let now = currentPage { showSelected(now, replacing: oldPage) }
        }
        if !showsMore, moreNavigationController.parent === self, currentPage !== moreNavigationController {
            moreNavigationController.viewIfLoaded?.removeFromSuperview()
            LifecycleRules.callWillMove(moreNavigationController, toParent: nil, cause: .tabChildren)
            LifecycleRules.removeFromParent(moreNavigationController, cause: .tabChildren)
        }
        if showsMore, moreList.isViewLoaded { moreList.tableView.reloadData() }
        tabBarItemsDidChange()
    }

    /// NSNotFound while the More list itself shows (UIKit).
    open var selectedIndex: Int {
        get { moreListSelected ? NSNotFound : selected }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(newValue)
        }
    }

    /// The More navigation controller while its list shows (Apple: compare it with this property).
    open var selectedViewController: UIViewController? {
        get { moreListSelected ? moreNavigationController : (tabs.indices.contains(selected) ? tabs[selected] : nil) }
        set {
            guard let newValue else { return }
            if newValue === moreNavigationController, showsMore { return selectMoreList(popToList: false) }
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
        if movingIntoMore || child === moreNavigationController { return }
        guard let i = tabs.firstIndex(where: { $0 === child }) else { return }
        if i == selected { selectionWasTaken = true }
        tabs.remove(at: i)
        if tabs.isEmpty {
            selected = NSNotFound
        } else if selected != NSNotFound, i < selected || selected >= tabs.count {
            if i < selected { selected -= 1 } else { selected = tabs.count - 1 }
        }
        if isViewLoaded, let now = currentPage, now.viewIfLoaded?.superview !== viewIfLoaded, view.window != nil {
            showSelected(now, replacing: nil)
        }
        tabBarItemsDidChange()
    }

    /// The bar's items: one a child, or the first four and More.
    func tabBarItemsDidChange() {
        let items: [UITabBarItem] = tabs.prefix(barTabCount).map { $0.tabBarItem } + (showsMore ? [moreNavigationController.tabBarItem] : [])
        tabBar.setItems(items, selectedIndex: barIndex)
    }

    /// The bar item of the selection: its own, or More's for the More list and the children in it.
    private var barIndex: Int? {
        if moreListSelected { return barTabCount }
        guard tabs.indices.contains(selected) else { return nil }
        return selected < barTabCount ? selected : barTabCount
    }

    /// The controller whose page shows: the selected child, or the More navigation controller for the
    /// More list and the children picked in it.
    var currentPage: UIViewController? {
        if moreListSelected { return moreNavigationController }
        guard tabs.indices.contains(selected) else { return nil }
        return selected < barTabCount ? tabs[selected] : moreNavigationController
    }

    // MARK: Switching

    private func userSelected(_ index: Int) {
        if showsMore, index == barTabCount { return userSelectedMore() }
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
        guard index != selected || moreListSelected else { return }
        let old = currentPage
        selected = index
        moreListSelected = false
        if showsMore, index >= barTabCount { moveIntoMore(tabs[index]) }
        tabBar.select(barIndex ?? index)
        guard isViewLoaded, let new = currentPage, new !== old else { return }
        showSelected(new, replacing: old)
    }

    // MARK: More

    /// The More item tapped: the delegate is asked about the More navigation controller; tapped again
    /// while selected, it pops to the list.
    private func userSelectedMore() {
        let more = moreNavigationController
        if !LifecycleRules.tabDelegateShouldSelect(self, more) { return }
        if currentPage === more {
            more.popToRootViewController(animated: true)
        } else {
            selectMoreList(popToList: false)
        }
        LifecycleRules.tabDelegateDidSelect(self, more)
    }

    /// Shows the More page (its stack as it was left: UIKit keeps a child picked there).
    private func selectMoreList(popToList: Bool) {
        customSwitch?.finishNow()
        let old = currentPage
        if let top = moreNavigationController.topViewController, top !== moreList, let i = tabs.firstIndex(where: { $0 === top }) {
            selected = i
            moreListSelected = false
        } else {
            moreListSelected = true
        }
        tabBar.select(barTabCount)
        guard isViewLoaded, old !== moreNavigationController else { return }
        showSelected(moreNavigationController, replacing: old)
    }

    /// A row of the More list tapped: the child is pushed onto the More navigation controller (asking
    /// and telling the delegate about it, as a tab's tap does).
    func userSelectedFromMore(_ c: UIViewController) {
        guard let i = tabs.firstIndex(where: { $0 === c }) else { return }
        if !LifecycleRules.tabDelegateShouldSelect(self, c) { return }
        selected = i
        moreListSelected = false
        movingIntoMore = true
        moreNavigationController.pushViewController(c, animated: true)
        movingIntoMore = false
        LifecycleRules.tabDelegateDidSelect(self, c)
    }

    /// A child selected in code goes on top of the More list at once.
    private func moveIntoMore(_ c: UIViewController) {
        guard moreNavigationController.topViewController !== c else { return }
        movingIntoMore = true
        moreNavigationController.setViewControllers([moreList, c], animated: false)
        movingIntoMore = false
    }

    /// The list shows again (the child picked in it was popped): the list is the selection.
    func moreListDidAppear() {
        if currentPage === moreNavigationController { moreListSelected = true }
    }

    /// Shows `new`'s page instead of `old`'s: with R7's callbacks when on screen, silently otherwise
    /// (the page of a controller not yet visited is loaded only when it is shown).
    private func showSelected(_ new: UIViewController, replacing old: UIViewController?) {
        if new === moreNavigationController, new.parent !== self {
            LifecycleRules.addChild(new, to: self, cause: .tabChildren)
            LifecycleRules.callDidMove(new, toParent: self, cause: .tabChildren)
            new.movement.remove(.toParent)
        }
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
    var pageFrame: CGRect { pageFrame(for: currentPage) }

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
    open override var childForStatusBarStyle: UIViewController? { currentPage }
    open override var childForStatusBarHidden: UIViewController? { currentPage }

    /// Whether the selected navigation controller's stack holds a pushed controller that hides the bottom
    /// bar (`hidesBottomBarWhenPushed`): the tab bar is hidden and the page takes its place. Simpler than
    /// UIKit, which slides the bar away with the page being covered: here it goes as the push starts and
    /// comes back as the pop starts.
    var hidesBottomBar: Bool {
        guard let nav = currentPage as? UINavigationController else { return false }
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
        if let c = currentPage, let page = c.viewIfLoaded, page.superview === root { page.frame = pageFrame(for: c) }
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
        guard method == .viewWillAppear, let c = currentPage else { return }
        if c === moreNavigationController, c.parent !== self {
            LifecycleRules.addChild(c, to: self, cause: .tabChildren)
            LifecycleRules.callDidMove(c, toParent: self, cause: .tabChildren)
            c.movement.remove(.toParent)
        }
        if c.viewIfLoaded?.superview !== viewIfLoaded { installPage(of: c) }
    }
}
