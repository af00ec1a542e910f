import XCTest
@testable import SandboxKit

/// Rule R16: the split view controller collapsed on an iPhone (the primary's navigation controller, the
/// secondary pushed onto it) and expanded on an iPad (the columns side by side, the display-mode button).
final class UISplitViewControllerTests: LifecycleTestCase {
    final class Delegate: UISplitViewControllerDelegate {
        var discardSecondary = false
        var topColumn: UISplitViewController.Column?
        func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                                 onto primaryViewController: UIViewController) -> Bool { discardSecondary }
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
            topColumn ?? proposedTopColumn
        }
    }

    /// An application on the iPad's screen (820 × 1180 points, portrait), with its window and recorder.
    func useIPad() {
        recorder.stop()
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPad10))
        window = app.makeWindow()
        window.makeKeyAndVisible()
        recorder = LifecycleTraceRecorder(app.lifecycleEvents)
    }

    func named(_ c: UIViewController, _ name: String) -> UIViewController { c.debugName = name; return c }

    /// The bar button view showing `item` in the window.
    func barButtonView(for item: UIBarButtonItem) -> UIView? {
        var pending: [UIView] = [window]
        while let v = pending.popLast() {
            if let b = v as? BarButtonItemView, b.item === item, b.window != nil { return b }
            pending += v.subviews
        }
        return nil
    }

    // MARK: iPhone (compact width): collapsed

    func testClassicCollapsesTheSecondaryOntoThePrimarysNavigationStack() async {
        let a = TestController("a"), b = TestController("b")
        a.title = "Mail"
        let nav = named(UINavigationController(rootViewController: a), "nav") as! UINavigationController
        let split = UISplitViewController()
        split.debugName = "split"
        split.viewControllers = [nav, b]
        XCTAssertFalse(split.isCollapsed, "not collapsed before it has its traits (it appears)")
        let lines = traceOf { showRoot(split) }
        XCTAssertEqual(lines, [
            "split.viewDidLoad()", "split.viewWillAppear(false)",
            "b.didMove(toParent: nil)", "b.willMove(toParent: nav)", "b.didMove(toParent: nav)",
            "nav.viewDidLoad()", "nav.viewWillAppear(false)", "b.viewDidLoad()", "b.viewWillAppear(false)",
            "split.viewDidAppear(false)", "nav.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
        XCTAssertTrue(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertTrue(split.viewControllers.count == 1 && split.viewControllers[0] === nav, "collapsed: only the primary")
        XCTAssertEqual(names(nav.viewControllers), ["a", "b"])
        XCTAssertEqual(nav.view.frame, window.bounds)
        XCTAssertTrue(b.splitViewController === split && a.splitViewController === split)
        XCTAssertEqual(nav.navigationBar.backButton.title(for: .normal), "‹ Mail", "the detail shows with a back button to the primary")
        XCTAssertFalse(a.isViewLoaded, "the primary's root is under the detail")
    }

    func testTheDelegateMayDiscardTheSecondaryThenShowDetailPushes() async {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        let nav = named(UINavigationController(rootViewController: a), "nav") as! UINavigationController
        let split = UISplitViewController()
        split.debugName = "split"
        let delegate = Delegate()
        delegate.discardSecondary = true
        split.delegate = delegate
        split.viewControllers = [nav, b]
        let lines = traceOf { showRoot(split) }
        XCTAssertEqual(Array(lines.prefix(6)), [
            "split.viewDidLoad()", "split.viewWillAppear(false)",
            "split.delegate.splitViewController(split, collapseSecondary: b, onto: nav) -> true",
            "b.willMove(toParent: nil)", "b.didMove(toParent: nil)", "nav.viewDidLoad()",
        ])
        XCTAssertEqual(names(nav.viewControllers), ["a"])
        XCTAssertNil(b.parent)
        XCTAssertFalse(b.isViewLoaded)
        // A controller in the primary shows a detail: pushed onto the primary's stack.
        let push = traceOf {
            a.showDetailViewController(c, sender: nil)
            app.run(seconds: 1)
        }
        XCTAssertEqual(push, ["split.delegate.splitViewController(split, showDetail: c, sender: sender) -> false",
                              "c.willMove(toParent: nav)", "c.viewDidLoad()", "a.viewWillDisappear(true)", "c.viewWillAppear(true)",
                              "a.viewDidDisappear(true)", "c.viewDidAppear(true)", "c.didMove(toParent: nav)"])
        XCTAssertEqual(names(nav.viewControllers), ["a", "c"])
        XCTAssertEqual(c.view.frame, window.bounds)
    }

    func testColumnStyleCollapsesToTheTopColumnTheDelegateChooses() async {
        let a = TestController("a"), b = TestController("b")
        let split = UISplitViewController(style: .doubleColumn)
        split.debugName = "split"
        let delegate = Delegate()
        delegate.topColumn = .primary
        split.delegate = delegate
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        XCTAssertTrue(split.viewController(for: .primary) === a && split.viewController(for: .secondary) === b)
        let primaryNav = try! XCTUnwrap(a.navigationController), secondaryNav = try! XCTUnwrap(b.navigationController)
        XCTAssertFalse(primaryNav === secondaryNav, "each column in its own navigation controller")
        primaryNav.debugName = "primaryNav"
        secondaryNav.debugName = "secondaryNav"
        let lines = traceOf { showRoot(split) }
        XCTAssertEqual(lines, [
            "split.viewDidLoad()", "split.viewWillAppear(false)",
            "split.delegate.splitViewController(split, topColumnForCollapsingToProposedTopColumn: .secondary) -> .primary",
            "split.delegate.splitViewControllerDidCollapse(split)",
            "primaryNav.viewDidLoad()", "primaryNav.viewWillAppear(false)", "a.viewDidLoad()", "a.viewWillAppear(false)",
            "split.viewDidAppear(false)", "primaryNav.viewDidAppear(false)", "a.viewDidAppear(false)",
        ])
        XCTAssertTrue(split.isCollapsed)
        XCTAssertFalse(b.isViewLoaded)
        // Showing the secondary column pushes its navigation controller's content onto the primary's.
        let shown = traceOf {
            split.show(.secondary)
            app.run(seconds: 1)
        }
        XCTAssertEqual(names(primaryNav.viewControllers), ["a", "b"])
        XCTAssertEqual(shown, ["b.didMove(toParent: nil)", "b.willMove(toParent: primaryNav)", "b.viewDidLoad()",
                               "a.viewWillDisappear(true)", "b.viewWillAppear(true)", "a.viewDidDisappear(true)", "b.viewDidAppear(true)",
                               "b.didMove(toParent: primaryNav)"])
        // And `show(.primary)` goes back.
        split.show(.primary)
        app.run(seconds: 1)
        XCTAssertEqual(names(primaryNav.viewControllers), ["a"])
    }

    func testColumnStyleWithoutADelegateShowsTheSecondary() async {
        let a = TestController("a"), b = TestController("b")
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        showRoot(split)
        XCTAssertEqual(names(a.navigationController?.viewControllers ?? []), ["a", "b"],
                       "UIKit proposes the secondary column as the top one when it collapses")
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    func testClassicStyleRefusesTheColumnOnlyColumns() async {
        let split = UISplitViewController()
        split.setViewController(TestController("x"), for: .supplementary)
        XCTAssertEqual(recorder.events.filter { $0.method == .violation }.count, 1)
        XCTAssertTrue(split.children.isEmpty)
    }

    // MARK: iPad (regular width): expanded

    func testIPadShowsThePrimaryBesideTheSecondary() async {
        useIPad()
        let a = TestController("a"), b = TestController("b")
        let navA = UINavigationController(rootViewController: a), navB = UINavigationController(rootViewController: b)
        navA.debugName = "navA"; navB.debugName = "navB"
        let split = UISplitViewController()
        split.debugName = "split"
        split.preferredDisplayMode = .oneBesideSecondary
        split.viewControllers = [navA, navB]
        let lines = traceOf { showRoot(split) }
        XCTAssertEqual(lines, [
            "split.viewDidLoad()", "split.viewWillAppear(false)", "navA.viewDidLoad()", "navB.viewDidLoad()",
            "navA.viewWillAppear(false)", "a.viewDidLoad()", "a.viewWillAppear(false)",
            "navB.viewWillAppear(false)", "b.viewDidLoad()", "b.viewWillAppear(false)",
            "split.viewDidAppear(false)", "navA.viewDidAppear(false)", "a.viewDidAppear(false)",
            "navB.viewDidAppear(false)", "b.viewDidAppear(false)",
        ])
        XCTAssertFalse(split.isCollapsed)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(split.primaryColumnWidth, 320, "UIKit's default primary width")
        XCTAssertEqual(navA.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180))
        XCTAssertEqual(navB.view.frame, CGRect(x: 320, y: 0, width: 500, height: 1180))
        XCTAssertEqual(split.viewControllers.count, 2)
        // A detail shown from the primary replaces the secondary.
        let c = TestController("c")
        let replaced = traceOf { a.showDetailViewController(c, sender: nil) }
        XCTAssertEqual(replaced, ["navB.willMove(toParent: nil)", "c.willMove(toParent: split)", "c.viewDidLoad()",
                                  "c.viewWillAppear(false)", "navB.viewWillDisappear(false)", "b.viewWillDisappear(false)",
                                  "navB.viewDidDisappear(false)", "b.viewDidDisappear(false)", "c.viewDidAppear(false)", "navB.didMove(toParent: nil)", "c.didMove(toParent: split)"])
        XCTAssertEqual(c.view.frame, CGRect(x: 320, y: 0, width: 500, height: 1180))
        XCTAssertTrue(split.viewControllers[1] === c)
        XCTAssertEqual(names(navA.viewControllers), ["a"], "nothing pushed on the primary")
    }

    func testIPadPortraitHidesThePrimaryUntilTheDisplayModeButtonShowsIt() async throws {
        useIPad()
        let a = TestController("a"), b = TestController("b")
        let split = UISplitViewController(style: .doubleColumn)
        split.debugName = "split"
        let delegate = Delegate()
        split.delegate = delegate
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        a.navigationController?.debugName = "primaryNav"
        b.navigationController?.debugName = "secondaryNav"
        showRoot(split)
        XCTAssertEqual(split.displayMode, .secondaryOnly, "automatic in portrait: the secondary alone")
        XCTAssertEqual(split.splitBehavior, .overlay)
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180))
        XCTAssertTrue(b.navigationItem.leftBarButtonItem === split.displayModeButtonItem, "the sidebar button in the secondary's bar")
        let button = try XCTUnwrap(barButtonView(for: split.displayModeButtonItem), "the button is on screen")
        let shown = traceOf { tap(button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)) }
        XCTAssertEqual(shown, [
            "split.delegate.splitViewController(split, willChangeTo: .oneOverSecondary)",
            "split.delegate.splitViewController(split, willShow: .primary)",
            "primaryNav.viewDidLoad()", "primaryNav.viewWillAppear(true)", "a.viewDidLoad()", "a.viewWillAppear(true)",
            "primaryNav.viewDidAppear(true)", "a.viewDidAppear(true)",
        ])
        XCTAssertEqual(split.displayMode, .oneOverSecondary)
        XCTAssertEqual(a.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 320, height: 1180))
        XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 0, y: 0, width: 820, height: 1180), "over: the secondary stays full width")
        // A tap on the dimmed secondary hides the primary again.
        let hidden = traceOf { tap(CGPoint(x: 600, y: 600)) }
        XCTAssertEqual(hidden, [
            "split.delegate.splitViewController(split, willChangeTo: .secondaryOnly)",
            "split.delegate.splitViewController(split, willHide: .primary)",
            "primaryNav.viewWillDisappear(true)", "a.viewWillDisappear(true)",
            "primaryNav.viewDidDisappear(true)", "a.viewDidDisappear(true)",
        ])
        XCTAssertNil(a.navigationController?.view.superview)
    }

    func testTileBehaviourAndShowHideColumns() async {
        useIPad()
        let a = TestController("a"), b = TestController("b")
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredSplitBehavior = .tile
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .secondary)
        showRoot(split)
        split.show(.primary)
        XCTAssertEqual(split.displayMode, .oneBesideSecondary)
        XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 320, y: 0, width: 500, height: 1180))
        XCTAssertEqual(a.appearanceState, .appeared)
        split.hide(.primary)
        XCTAssertEqual(split.displayMode, .secondaryOnly)
        XCTAssertEqual(a.appearanceState, .disappeared)
        split.preferredPrimaryColumnWidthFraction = 0.5
        split.show(.primary)
        XCTAssertEqual(split.primaryColumnWidth, 410)
        XCTAssertEqual(b.navigationController?.view.frame, CGRect(x: 410, y: 0, width: 410, height: 1180))
    }
}
