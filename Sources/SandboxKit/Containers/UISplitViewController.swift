import Foundation

/// UIKit's split view controller, both APIs (docs/lifecycle-rules.md, R16).
///
/// The classic API (`init()`, `viewControllers` = [primary, secondary]) and iOS 14's column style
/// (`init(style:)`, `setViewController(_:for:)`, each column's controller wrapped in a navigation
/// controller unless it is one).
///
/// Horizontally compact (an iPhone) it collapses as it first appears: only the primary's navigation
/// controller shows. Classic: the delegate is asked `collapseSecondary:onto:`; unless it answers true the
/// secondary's content is pushed onto the primary's navigation stack (a secondary that is a navigation
/// controller gives its stack). Column style: the compact column when there is one, else the delegate's
/// `topColumnForCollapsingToProposedTopColumn` (proposed `.secondary`) says whether the secondary (and
/// supplementary) columns' stacks go onto the primary's. Then `showDetailViewController(_:sender:)` and
/// `show(.secondary)` push onto the primary's stack.
///
/// Horizontally regular (an iPad) it is expanded: the primary column (320 points unless told otherwise)
/// beside or over the secondary as `displayMode` says, with a hairline between columns and the
/// `displayModeButtonItem` that shows and hides the primary. A column shown or hidden on screen gets the
/// appearance callbacks (animated when the button or `show`/`hide` did it).
open class UISplitViewController: UIViewController {
    /// UIKit's value for "the split view controller decides".
    public static let automaticDimension: CGFloat = -3.4028234663852886e38

    /// The default width of the primary (and supplementary) column: UIKit's default maximum, 320 points.
    static let defaultColumnWidth: CGFloat = 320

    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers each column was given (`setViewController(_:for:)`, or the classic list's two).
    private var assigned: [Column: UIViewController] = [:]
    /// What each column shows: for the column style, the navigation controller around the assigned one.
    private var shown: [Column: UIViewController] = [:]
    private var collapsed = false
    private var currentDisplayMode: DisplayMode = .automatic
    private var separators: [UIView] = []
    private lazy var dimmingView: UIView = {
        let v = UIView()
        v.backgroundColor = UIColor(white: 0, alpha: 0.1)
        v.addGestureRecognizer(UITapGestureRecognizer(target: v) { [weak self] _ in self?.dimmingViewTapped() })
        return v
    }()

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public override init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    // MARK: Settings

    open var preferredDisplayMode: DisplayMode = .automatic { didSet { displaySettingsChanged() } }
    open var preferredSplitBehavior: SplitBehavior = .automatic { didSet { displaySettingsChanged() } }
    open var presentsWithGesture = true
    open var showsSecondaryOnlyButton = false
    open var primaryBackgroundStyle: Background = .default
    open var primaryEdge: PrimaryEdge = .leading {
        didSet { if primaryEdge == .trailing { NotSimulated.record("UISplitViewController.primaryEdge = .trailing") } }
    }
    open var preferredPrimaryColumnWidthFraction: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var preferredPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var minimumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var maximumPrimaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var preferredSupplementaryColumnWidthFraction: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var preferredSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var minimumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }
    open var maximumSupplementaryColumnWidth: CGFloat = automaticDimension { didSet { layoutIfLoaded() } }

    /// Whether only one column shows (a horizontally compact environment, once the controller has
    /// appeared or been given its children on screen).
    open var isCollapsed: Bool { collapsed }

    /// The display mode in effect: `.secondaryOnly` while collapsed (UIKit reports the mode it would
    /// expand to; chosen), else what `preferredDisplayMode` resolves to on this screen.
    open var displayMode: DisplayMode { collapsed ? .secondaryOnly : (hasAppeared ? currentDisplayMode : resolvedDisplayMode) }

    /// The split behaviour in effect: the preferred one, else tile in landscape and overlay in portrait.
    open var splitBehavior: SplitBehavior {
        if preferredSplitBehavior != .automatic { return preferredSplitBehavior }
        return isLandscape ? .tile : .overlay
    }

    open var primaryColumnWidth: CGFloat {
        columnWidth(preferred: preferredPrimaryColumnWidth, fraction: preferredPrimaryColumnWidthFraction,
                    minimum: minimumPrimaryColumnWidth, maximum: maximumPrimaryColumnWidth)
    }

    open var supplementaryColumnWidth: CGFloat {
        style == .tripleColumn ? columnWidth(preferred: preferredSupplementaryColumnWidth, fraction: preferredSupplementaryColumnWidthFraction,
                                             minimum: minimumSupplementaryColumnWidth, maximum: maximumSupplementaryColumnWidth) : 0
    }

    /// The button that shows and hides the primary column (the sidebar symbol). The column style puts it
    /// in the secondary column's navigation bar; with the classic API the app puts it where it likes
    /// (usually the secondary's `navigationItem.leftBarButtonItem`).
    public private(set) lazy var displayModeButtonItem: UIBarButtonItem = UIBarButtonItem(
        image: UIImage(systemName: "sidebar.left"), primaryAction: UIAction { [weak self] _ in self?.displayModeButtonTapped() })

    // MARK: Children

    /// Classic: [primary, secondary] expanded, [primary] collapsed (Apple: "When the split view interface
    /// is collapsed, this property contains only one view controller"). Column style: the columns'
    /// navigation controllers.
    open var viewControllers: [UIViewController] {
        get {
            let order: [Column] = collapsed ? [.primary] : [.primary, .supplementary, .secondary]
            return order.compactMap { shown[$0] }
        }
        set {
            let columns: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            var next: [Column: UIViewController] = [:]
            for (column, c) in zip(columns, newValue) { next[column] = c }
            replaceColumns(with: next, keepingOthers: false)
        }
    }

    /// Column style: puts `vc` in `column` (a navigation controller around it unless it is one). The
    /// classic API takes `.primary` and `.secondary` too.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if style == .unspecified, column == .supplementary || column == .compact {
            LifecycleRules.violation(self, .splitColumnForClassicStyle,
                "-[UISplitViewController setViewController:forColumn:] is only supported for a split view controller with a column style")
            return
        }
        if style == .doubleColumn, column == .supplementary { return }
        var next = assigned
        next[column] = vc
        replaceColumns(with: next, keepingOthers: true)
    }

    /// The controller `column` was given (not the navigation controller around it).
    open func viewController(for column: Column) -> UIViewController? { assigned[column] }

    /// What a column shows for `c`: the column style wraps a controller that is not a navigation
    /// controller in one (Apple, `setViewController(_:for:)`).
    private func shownController(for c: UIViewController, in column: Column) -> UIViewController {
        guard style != .unspecified, !(c is UINavigationController) else { return c }
        if let old = shown[column] as? UINavigationController, old.viewControllers.first === c { return old }
        return UINavigationController(rootViewController: c)
    }

    private func replaceColumns(with next: [Column: UIViewController], keepingOthers: Bool) {
        var nextShown: [Column: UIViewController] = [:]
        for (column, c) in next { nextShown[column] = shownController(for: c, in: column) }
        for c in refusable(nextShown.values) {
            if let message = LifecycleRules.refusalOfChild(c, for: self) { return LifecycleRules.violation(self, .childCycle, message, concerns: c === self ? [] : [c]) }
        }
        let onScreen = appearanceState == .appeared && view.window != nil
        for column in Column.allOrdered {
            guard let old = shown[column], nextShown[column] !== old else { continue }
            removeColumnChild(old, onScreen: onScreen, animated: false)
        }
        assigned = next
        let added = Column.allOrdered.compactMap { column in nextShown[column].flatMap { c in shown[column] === c ? nil : c } }
        shown = nextShown
        for c in added where c.parent !== self {
            LifecycleRules.addChild(c, to: self, cause: .splitChildren)
        }
        orderChildren(as: Column.allOrdered.compactMap { shown[$0] })
        for c in added where c.parent === self {
            LifecycleRules.callDidMove(c, toParent: self, cause: .splitChildren)
            c.movement.remove(.toParent)
        }
        if collapsed || (isViewLoaded && hasAppeared && !isRegularWidth) {
            collapsed = false
            collapse()
        }
        guard isViewLoaded else { return }
        updateVisibleColumns(animated: false)
    }

    private func refusable<S: Sequence>(_ cs: S) -> [UIViewController] where S.Element == UIViewController {
        cs.filter { $0.parent !== self }
    }

    private func removeColumnChild(_ c: UIViewController, onScreen: Bool, animated: Bool) {
        guard c.parent === self else { return }
        LifecycleRules.callWillMove(c, toParent: nil, cause: .splitChildren)
        if let page = c.viewIfLoaded, page.superview === viewIfLoaded {
            if onScreen { LifecycleRules.appearance(c, .viewWillDisappear, animated: animated, cause: .splitChildren) }
            page.removeFromSuperview()
            if onScreen { LifecycleRules.appearance(c, .viewDidDisappear, animated: animated, cause: .splitChildren) }
        }
        LifecycleRules.removeFromParent(c, cause: .splitChildren)
    }

    /// Another parent took `child` (collapsing pushes the secondary onto the primary's stack).
    override func childWasTaken(_ child: UIViewController) {
        for column in Column.allOrdered where shown[column] === child { shown[column] = nil }
    }

    // MARK: Collapsing

    /// Whether the environment is horizontally regular: an iPad's full screen (the only regular width
    /// the sandbox's devices have).
    var isRegularWidth: Bool {
        (application?.screen ?? UIApplication.current.screen).device.idiom == .pad
    }

    private var isLandscape: Bool {
        let b = (application?.screen ?? UIApplication.current.screen).bounds
        return b.width > b.height
    }

    private var hasAppeared = false

    /// Collapses to one column (see the type's comment).
    private func collapse() {
        guard !collapsed else { return }
        collapsed = true
        if style == .unspecified {
            collapseClassic()
        } else {
            collapseColumns()
            LifecycleRules.splitDelegate(self, .splitDidCollapse, args: []) { $0.splitViewControllerDidCollapse(self) }
        }
    }

    private func collapseClassic() {
        guard let primary = shown[.primary], let secondary = shown[.secondary] else { return }
        let discard = LifecycleRules.splitDelegateAnswer(self, .splitCollapseSecondary,
            args: [.controller("secondary", secondary), .controller("primary", primary)], otherwise: false) {
            $0.splitViewController(self, collapseSecondary: secondary, onto: primary)
        }
        if !discard, let nav = primary as? UINavigationController {
            let content = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
            nav.setViewControllers(nav.viewControllers + content, animated: false)
        }
        if shown[.secondary] === secondary {
            removeColumnChild(secondary, onScreen: false, animated: false)
            shown[.secondary] = nil
        }
    }

    private func collapseColumns() {
        if shown[.compact] != nil { return }
        let top = LifecycleRules.splitDelegateAnswer(self, .splitTopColumnForCollapsing,
            args: [.init("proposed", .string(Column.secondary.description))], otherwise: Column.secondary,
            render: { .string($0.description) }) {
            $0.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary)
        }
        guard top != .primary else { return }
        let columns: [Column] = top == .supplementary ? [.supplementary] : [.supplementary, .secondary]
        moveOntoPrimary(columns, animated: false)
    }

    /// The stacks of `columns`' navigation controllers go onto the primary column's stack.
    private func moveOntoPrimary(_ columns: [Column], animated: Bool) {
        guard let nav = shown[.primary] as? UINavigationController else { return }
        let content = columns.flatMap { (shown[$0] as? UINavigationController)?.viewControllers ?? [] }
        guard !content.isEmpty else { return }
        nav.setViewControllers(nav.viewControllers + content, animated: animated)
    }

    /// What fills the view while collapsed: the compact column, else the primary.
    private var collapsedChild: UIViewController? { shown[.compact] ?? shown[.primary] }

    // MARK: Showing

    /// Column style: shows `column`. Collapsed, `.secondary` (or `.supplementary`) pushes that column's
    /// stack onto the primary's and `.primary` pops back to the primary's own; expanded, a hidden primary
    /// (or supplementary) column comes in beside or over the secondary.
    open func show(_ column: Column) {
        guard style != .unspecified else { return }
        if collapsed {
            switch column {
            case .primary:
                guard let nav = shown[.primary] as? UINavigationController, let root = nav.viewControllers.first else { return }
                nav.popToViewController(root, animated: true)
            case .supplementary: moveOntoPrimary([.supplementary], animated: true)
            case .secondary: moveOntoPrimary([.supplementary, .secondary], animated: true)
            case .compact: break
            }
            return
        }
        let wanted: Int = column == .primary ? (style == .tripleColumn ? 2 : 1) : (column == .supplementary ? 1 : 0)
        guard wanted > currentDisplayMode.sideColumns || (column != .secondary && currentDisplayMode == .secondaryOnly) else { return }
        changeDisplayMode(to: mode(showing: max(wanted, 1)), animated: true)
    }

    /// Column style: hides `column` (expanded: the primary, or the primary and supplementary, leave).
    open func hide(_ column: Column) {
        guard style != .unspecified, !collapsed else { return }
        switch column {
        case .primary where currentDisplayMode.sideColumns == 2 && style == .tripleColumn:
            changeDisplayMode(to: mode(showing: 1), animated: true)
        case .primary, .supplementary:
            changeDisplayMode(to: .secondaryOnly, animated: true)
        default:
            break
        }
    }

    /// Collapsed: pushes `vc` onto the primary's navigation stack; expanded: `vc` becomes the secondary
    /// (Apple: "In a horizontally regular environment, the split view controller installs the view
    /// controller as its secondary"). The delegate may do it instead (`showDetail` answering true).
    func showDetailInSplit(_ vc: UIViewController, sender: Any?) {
        let handled = LifecycleRules.splitDelegateAnswer(self, .splitShowDetail, args: [.controller("viewController", vc)], otherwise: false) {
            $0.splitViewController(self, showDetail: vc, sender: sender)
        }
        if handled { return }
        if collapsed {
            pushOntoPrimary(vc)
        } else {
            replaceSecondary(with: vc)
        }
    }

    /// Pushes onto the primary's navigation stack when there is one, else presents (expanded with a
    /// primary that is no navigation controller: it replaces the primary, chosen).
    func showInSplit(_ vc: UIViewController, sender: Any?) {
        let handled = LifecycleRules.splitDelegateAnswer(self, .splitShow, args: [.controller("viewController", vc)], otherwise: false) {
            $0.splitViewController(self, show: vc, sender: sender)
        }
        if handled { return }
        if shown[.primary] is UINavigationController {
            pushOntoPrimary(vc)
        } else if !collapsed {
            var next = assigned
            next[.primary] = vc
            replaceColumns(with: next, keepingOthers: true)
        } else {
            present(vc, animated: true)
        }
    }

    private func pushOntoPrimary(_ vc: UIViewController) {
        guard let nav = shown[.primary] as? UINavigationController else { return present(vc, animated: true) }
        if let inner = vc as? UINavigationController {
            nav.setViewControllers(nav.viewControllers + inner.viewControllers, animated: true)
        } else {
            nav.pushViewController(vc, animated: true)
        }
    }

    private func replaceSecondary(with vc: UIViewController) {
        var next = assigned
        next[.secondary] = vc
        let onScreen = appearanceState == .appeared && view.window != nil
        guard onScreen, let old = shown[.secondary] else { return replaceColumns(with: next, keepingOthers: true) }
        let new = shownController(for: vc, in: .secondary)
        if new === old { return }
        // The new secondary appears as the old one leaves, in the order of `transition(from:to:)`.
        LifecycleRules.callWillMove(old, toParent: nil, cause: .splitChildren)
        LifecycleRules.addChild(new, to: self, cause: .splitChildren)
        new.loadViewIfNeeded()
        LifecycleRules.appearance(new, .viewWillAppear, animated: false, cause: .splitChildren)
        LifecycleRules.appearance(old, .viewWillDisappear, animated: false, cause: .splitChildren)
        old.viewIfLoaded?.removeFromSuperview()
        assigned = next
        shown[.secondary] = new
        install(new)
        orderChildren(as: Column.allOrdered.compactMap { shown[$0] })
        layoutColumns()
        LifecycleRules.appearance(old, .viewDidDisappear, animated: false, cause: .splitChildren)
        LifecycleRules.appearance(new, .viewDidAppear, animated: false, cause: .splitChildren)
        LifecycleRules.removeFromParent(old, cause: .splitChildren)
        LifecycleRules.callDidMove(new, toParent: self, cause: .splitChildren)
        new.movement.remove(.toParent)
        addDisplayModeButtonIfNeeded()
    }

    // MARK: Display modes

    /// `preferredDisplayMode` on this screen: `.automatic` is the secondary alone in portrait and the
    /// primary beside it in landscape (two columns beside it for the triple column); the column style
    /// reads a mode against the split behaviour ("the actual displayMode is interpreted as
    /// twoOverSecondary for overlay", Apple).
    private var resolvedDisplayMode: DisplayMode {
        let preferred: DisplayMode
        if preferredDisplayMode != .automatic {
            preferred = preferredDisplayMode
        } else {
            preferred = isLandscape ? (style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary) : .secondaryOnly
        }
        guard style != .unspecified else { return preferred.sideColumns == 2 ? .oneBesideSecondary : preferred }
        if style == .doubleColumn, preferred.sideColumns == 2 { return mode(showing: 1) }
        return preferred == .secondaryOnly ? preferred : mode(showing: preferred.sideColumns)
    }

    /// The mode with `count` columns besides the secondary under this split behaviour.
    private func mode(showing count: Int) -> DisplayMode {
        if count == 0 { return .secondaryOnly }
        let behavior = style == .unspecified ? SplitBehavior.tile : splitBehavior
        if count == 1 || style != .tripleColumn {
            return behavior == .overlay ? .oneOverSecondary : .oneBesideSecondary
        }
        switch behavior {
        case .overlay: return .twoOverSecondary
        case .displace: return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    private func displaySettingsChanged() {
        guard isViewLoaded, !collapsed else { return }
        let next = resolvedDisplayMode
        if next != currentDisplayMode, hasAppeared { changeDisplayMode(to: next, animated: false) } else { layoutColumns() }
    }

    private func displayModeButtonTapped() {
        guard !collapsed else { return }
        var target = delegate?.targetDisplayModeForAction(in: self) ?? .automatic
        if target == .automatic {
            target = currentDisplayMode == .secondaryOnly ? mode(showing: style == .tripleColumn ? 2 : 1) : .secondaryOnly
        }
        changeDisplayMode(to: target, animated: true)
    }

    private func dimmingViewTapped() {
        guard !collapsed, [.oneOverSecondary, .twoOverSecondary, .twoDisplaceSecondary].contains(currentDisplayMode) else { return }
        changeDisplayMode(to: .secondaryOnly, animated: true)
    }

    /// Tells the delegate (`willChangeTo`, then for the column style `willShow`/`willHide` of the
    /// columns that come and go), then the columns that leave disappear and those that come appear.
    private func changeDisplayMode(to next: DisplayMode, animated: Bool) {
        guard next != currentDisplayMode else { return }
        let before = visibleColumns(in: currentDisplayMode), after = visibleColumns(in: next)
        LifecycleRules.splitDelegate(self, .splitWillChangeDisplayMode, args: [.init("displayMode", .string(next.description))]) {
            $0.splitViewController(self, willChangeTo: next)
        }
        if style != .unspecified {
            for column in after where !before.contains(column) {
                LifecycleRules.splitDelegate(self, .splitWillShowColumn, args: [.init("column", .string(column.description))]) {
                    $0.splitViewController(self, willShow: column)
                }
            }
            for column in before where !after.contains(column) {
                LifecycleRules.splitDelegate(self, .splitWillHideColumn, args: [.init("column", .string(column.description))]) {
                    $0.splitViewController(self, willHide: column)
                }
            }
        }
        currentDisplayMode = next
        updateVisibleColumns(animated: animated)
    }

    private func visibleColumns(in mode: DisplayMode) -> [Column] {
        switch mode.sideColumns {
        case 0: return [.secondary]
        case 1: return style == .tripleColumn ? [.supplementary, .secondary] : [.primary, .secondary]
        default: return [.primary, .supplementary, .secondary]
        }
    }

    /// The children whose views show now.
    private var visibleChildren: [UIViewController] {
        if collapsed { return collapsedChild.map { [$0] } ?? [] }
        return visibleColumns(in: currentDisplayMode).compactMap { shown[$0] }
    }

    /// Puts the visible children's views in and takes the others out; on screen with the appearance
    /// callbacks (the leaving ones' `will`, the coming ones' `will`, then both `did`s).
    private func updateVisibleColumns(animated: Bool) {
        guard let root = viewIfLoaded else { return }
        if !collapsed, !hasAppeared { currentDisplayMode = resolvedDisplayMode }
        let visible = visibleChildren
        let onScreen = appearanceState == .appeared && root.window != nil
        let leaving = children.filter { c in c.viewIfLoaded?.superview === root && !visible.contains { $0 === c } }
        let coming = visible.filter { $0.viewIfLoaded?.superview !== root }
        guard onScreen else {
            for c in leaving { c.viewIfLoaded?.removeFromSuperview() }
            if root.window != nil || appearanceState == .appearing { for c in coming { install(c) } }
            layoutColumns()
            return
        }
        for c in leaving { LifecycleRules.appearance(c, .viewWillDisappear, animated: animated, cause: .splitColumns) }
        for c in coming {
            c.loadViewIfNeeded()
            LifecycleRules.appearance(c, .viewWillAppear, animated: animated, cause: .splitColumns)
        }
        for c in leaving { c.viewIfLoaded?.removeFromSuperview() }
        for c in coming { install(c) }
        layoutColumns()
        for c in leaving { LifecycleRules.appearance(c, .viewDidDisappear, animated: animated, cause: .splitColumns) }
        for c in coming { LifecycleRules.appearance(c, .viewDidAppear, animated: animated, cause: .splitColumns) }
    }

    private func install(_ c: UIViewController) {
        guard let root = viewIfLoaded, let page = c.view else { return }
        if page.superview !== root { root.addSubview(page) }
        SafeAreaTracker.shared.pageWasInstalled(c)
    }

    /// The column style puts the display-mode button in the secondary column's bar (its root's
    /// navigation item, when the app gave that item no left button).
    private func addDisplayModeButtonIfNeeded() {
        guard style != .unspecified, !collapsed, let nav = shown[.secondary] as? UINavigationController,
              let root = nav.viewControllers.first, root.navigationItem.leftBarButtonItem == nil else { return }
        root.navigationItem.leftBarButtonItem = displayModeButtonItem
    }

    // MARK: Views

    open override func loadView() {
        _ = ContainerLayoutView(container: self) { [weak self] in self?.layoutColumns() }
    }

    private func layoutIfLoaded() { if isViewLoaded { layoutColumns() } }

    private func columnWidth(preferred: CGFloat, fraction: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
        let total = viewIfLoaded?.bounds.width ?? (application?.screen ?? UIApplication.current.screen).bounds.width
        var width: CGFloat
        if preferred != Self.automaticDimension, preferred >= 0 {
            width = preferred
        } else if fraction != Self.automaticDimension, fraction >= 0, fraction <= 1 {
            width = (total * fraction).rounded()
        } else {
            width = Self.defaultColumnWidth
        }
        if minimum != Self.automaticDimension, minimum >= 0 { width = max(width, minimum) }
        if maximum != Self.automaticDimension, maximum >= 0 { width = min(width, maximum) }
        return min(max(width, 0), total)
    }

    /// The frames of the columns for the display mode, the separators between them, and the dimming
    /// view under a column that slides over the secondary.
    private func layoutColumns() {
        guard let root = viewIfLoaded else { return }
        for s in separators { s.removeFromSuperview() }
        separators.removeAll()
        dimmingView.removeFromSuperview()
        let b = root.bounds
        if collapsed {
            collapsedChild?.viewIfLoaded?.frame = b
            return
        }
        let p = primaryColumnWidth, s = supplementaryColumnWidth
        var frames: [Column: CGRect] = [.secondary: b]
        var over = false
        switch currentDisplayMode {
        case .automatic, .secondaryOnly:
            break
        case .oneBesideSecondary:
            let side = style == .tripleColumn ? s : p
            frames[style == .tripleColumn ? .supplementary : .primary] = CGRect(x: 0, y: 0, width: side, height: b.height)
            frames[.secondary] = CGRect(x: side, y: 0, width: b.width - side, height: b.height)
        case .oneOverSecondary:
            let side = style == .tripleColumn ? s : p
            frames[style == .tripleColumn ? .supplementary : .primary] = CGRect(x: 0, y: 0, width: side, height: b.height)
            over = true
        case .twoBesideSecondary:
            frames[.primary] = CGRect(x: 0, y: 0, width: p, height: b.height)
            frames[.supplementary] = CGRect(x: p, y: 0, width: s, height: b.height)
            frames[.secondary] = CGRect(x: p + s, y: 0, width: b.width - p - s, height: b.height)
        case .twoOverSecondary:
            frames[.supplementary] = CGRect(x: 0, y: 0, width: s, height: b.height)
            frames[.secondary] = CGRect(x: s, y: 0, width: b.width - s, height: b.height)
            frames[.primary] = CGRect(x: 0, y: 0, width: p, height: b.height)
            over = true
        case .twoDisplaceSecondary:
            frames[.primary] = CGRect(x: 0, y: 0, width: p, height: b.height)
            frames[.supplementary] = CGRect(x: p, y: 0, width: s, height: b.height)
            frames[.secondary] = CGRect(x: p + s, y: 0, width: b.width - s, height: b.height)
        }
        for column in [Column.secondary, .supplementary, .primary] {
            guard let c = shown[column], let page = c.viewIfLoaded, page.superview === root, let f = frames[column] else { continue }
            page.frame = f
            // Under a column that slides over the secondary: the dimming view a tap on which hides it.
            if column == .primary && over { root.addSubview(dimmingView); dimmingView.frame = b }
            root.bringSubviewToFront(page)
            // A hairline on the trailing edge of each side column (UIKit's column separator).
            if column != .secondary, f.maxX < b.width {
                let hairline = 1 / max((application?.screen ?? UIApplication.current.screen).scale, 1)
                let line = UIView(frame: CGRect(x: f.maxX - hairline, y: 0, width: hairline, height: b.height))
                line.backgroundColor = .separator
                root.addSubview(line)
                separators.append(line)
            }
        }
    }

    /// R4: before forwarding `viewWillAppear`, a compact split view collapses (the first time) and the
    /// visible columns' views are put in (loading them).
    override func containerWillForwardAppearance(_ method: LifecycleMethod) {
        guard method == .viewWillAppear else { return }
        if !hasAppeared {
            hasAppeared = true
            if isRegularWidth { currentDisplayMode = resolvedDisplayMode; addDisplayModeButtonIfNeeded() } else { collapse() }
        }
        for c in visibleChildren where c.viewIfLoaded?.superview !== viewIfLoaded { install(c) }
        layoutColumns()
    }

    /// The secondary decides the status bar while expanded, the primary while collapsed.
    open override var childForStatusBarStyle: UIViewController? { collapsed ? collapsedChild : shown[.secondary] }
    open override var childForStatusBarHidden: UIViewController? { childForStatusBarStyle }
}

extension UISplitViewController.Column {
    /// The columns in `children` order.
    static let allOrdered: [UISplitViewController.Column] = [.primary, .supplementary, .secondary, .compact]
}
