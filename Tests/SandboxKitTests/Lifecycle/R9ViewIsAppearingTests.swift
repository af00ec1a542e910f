import XCTest
@testable import SandboxKit

/// R9, modern profile: `viewIsAppearing(_:)` for every way a controller appears.
///
/// Source: Apple's documentation of `viewIsAppearing(_:)`
/// (https://developer.apple.com/documentation/uikit/uiviewcontroller/viewisappearing(_:)): "The system
/// calls this method once each time a view controller's view appears after the viewWillAppear(_:) call
/// … after it adds the view controller's view to the view hierarchy, and the superview lays out the view
/// controller's view", with the same `animated`. Published write-ups of WWDC23 (useyourloaf.com, "UIKit
/// View Lifecycle - viewIsAppearing"; ohmyswift.com, "From viewWillAppear to viewIsAppearing") place it
/// after the view is in the hierarchy and before the view's own layout: here it comes in the layout pass,
/// just before the controller's `viewWillLayoutSubviews`. Not in the iOS 5 profile (iOS 13 and later).
final class R9ViewIsAppearingTests: LifecycleTestCase {
    var a: TestController!, b: TestController!, c: TestController!

    override func setUp() async throws {
        try await super.setUp()
        useSmallScreen()
        a = TestController("a"); b = TestController("b"); c = TestController("c")
    }

    /// The lines of `body` with `viewIsAppearing` but without the other layout callbacks.
    func appearanceOf(_ body: () -> Void) -> [String] {
        let start = recorder.lastSequence
        body()
        return recorder.traceLines(after: start).filter { !$0.contains("LayoutSubviews") }
    }

    func testWindowRootGetsItInTheLayoutPassBeforeItsOwnLayout() async {
        var seenInWillAppear: (inWindow: Bool, frame: CGRect)?
        var seenInIsAppearing: (inWindow: Bool, frame: CGRect)?
        a.onViewDidLoad = { $0.view.frame = CGRect(x: 0, y: 0, width: 10, height: 10) }
        a.onViewWillAppear = { seenInWillAppear = ($0.view.window != nil, $0.view.frame) }
        a.onViewIsAppearing = { seenInIsAppearing = ($0.view.window != nil, $0.view.frame) }
        showRoot(a)
        XCTAssertEqual(recorder.traceLines, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewIsAppearing(false)",
                                             "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
                                             "a.viewDidAppear(false)"])
        XCTAssertEqual(causes("a", .viewIsAppearing), ["in the window, laid out by its superview (R9)"])
        XCTAssertEqual(seenInWillAppear?.inWindow, false, "viewWillAppear comes before the view is in the window")
        XCTAssertEqual(seenInIsAppearing?.inWindow, true)
        XCTAssertEqual(seenInIsAppearing?.frame, window.bounds, "its geometry is final: the window has placed it")
        XCTAssertEqual(a.appearanceState, .appeared)
    }

    func testNotInTheIOS5Profile() async {
        app.lifecycleProfile = .iOS5
        showRoot(a)
        XCTAssertEqual(recorder.traceLines.filter(Self.isNotLayoutPass),
                       ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertTrue(events("a", .viewIsAppearing).isEmpty)
    }

    func testOncePerAppearanceEvenWithSeveralLayoutPasses() async {
        showRoot(a)
        let lines = appearanceOf {
            a.view.setNeedsLayout(); app.runTurn()
            a.view.frame = CGRect(x: 0, y: 0, width: 100, height: 100); app.runTurn()
        }
        XCTAssertEqual(lines, [], "later layout passes of an appeared controller bring no viewIsAppearing")
        XCTAssertEqual(recorder.traceLines.filter { $0.contains("viewWillLayoutSubviews") }.count, 3)
        XCTAssertEqual(events("a", .viewIsAppearing).count, 1)
    }

    /// R3: a view added with addSubview (no parent): `will` at once, `viewIsAppearing` in the commit's
    /// layout pass, `did` after the commit.
    func testViewEnteringTheWindowByAddSubview() async {
        showRoot(a)
        let lines = appearanceOf {
            window.addSubview(b.view)
            app.runTurn()
        }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)", "b.viewIsAppearing(false)",
                               "b.viewDidAppear(false)"])
    }

    /// R4: a parent's appearance forwarded to its child: each gets its own, parent first (top-down pass).
    func testForwardedAppearance() async {
        a.onViewDidLoad = { a in
            a.addChild(self.b)
            a.view.addSubview(self.b.view)
            self.b.didMove(toParent: a)
        }
        let lines = appearanceOf { showRoot(a) }
        XCTAssertEqual(lines, ["a.viewDidLoad()", "b.willMove(toParent: a)", "b.viewDidLoad()", "b.didMove(toParent: a)",
                               "a.viewWillAppear(false)", "b.viewWillAppear(false)",
                               "a.viewIsAppearing(false)", "b.viewIsAppearing(false)",
                               "a.viewDidAppear(false)", "b.viewDidAppear(false)"])
    }

    func testPushAndPop() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
        let pushed = appearanceOf { nav.pushViewController(b, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(pushed, ["b.willMove(toParent: nav)", "b.viewDidLoad()", "a.viewWillDisappear(true)",
                                "b.viewWillAppear(true)", "b.viewSafeAreaInsetsDidChange()", "b.viewIsAppearing(true)", "a.viewDidDisappear(true)",
                                "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        // Not animated, from work queued for the main queue (as a button's action runs inside a turn):
        // the turn's commit lays a out, the `did` calls come in the next turn.
        let popped = appearanceOf {
            app.mainQueue.enqueue(at: app.clock.now) { nav.popViewController(animated: false) }
            app.run(seconds: 1)
        }
        XCTAssertEqual(popped, ["b.willMove(toParent: nil)", "b.viewWillDisappear(false)", "a.viewWillAppear(false)",
                                "a.viewIsAppearing(false)", "b.viewDidDisappear(false)", "a.viewDidAppear(false)",
                                "b.didMove(toParent: nil)"])
        // Called between turns, the next turn's animation tick ends the pop before any commit: it comes
        // just before the `did`.
        nav.pushViewController(b, animated: false)
        app.run(seconds: 1)
        let poppedBetweenTurns = appearanceOf { nav.popViewController(animated: false); app.run(seconds: 1) }
        XCTAssertEqual(poppedBetweenTurns, ["b.willMove(toParent: nil)", "b.viewWillDisappear(false)",
                                            "a.viewWillAppear(false)", "b.viewDidDisappear(false)",
                                            "a.viewIsAppearing(false)", "a.viewDidAppear(false)",
                                            "b.didMove(toParent: nil)"])
        XCTAssertEqual(causes("a", .viewIsAppearing).last, "appearance ends before a layout pass (R9)")
    }

    /// The interactive swipe-back: the controller below gets `viewIsAppearing(true)` while the finger
    /// drags (its view is in the window, laid out). Completed: its `did`. Cancelled: it disappears
    /// again with no second `viewIsAppearing`, and the top, appearing again with `will` and `did` in one
    /// call (R7's cancel), gets its own just before its `did`.
    func testInteractiveSwipeBackCompletedAndCancelled() async {
        let nav = UINavigationController(rootViewController: a)
        nav.debugName = "nav"
        showRoot(nav)
        nav.pushViewController(b, animated: false)
        app.run(seconds: 0.5)
        let cancelled = appearanceOf { edgeSwipe(to: 90) }
        XCTAssertEqual(cancelled, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                                   "a.viewWillDisappear(true)", "a.viewDidDisappear(true)",
                                   "b.viewWillAppear(true)", "b.viewIsAppearing(true)", "b.viewDidAppear(true)", "b.didMove(toParent: nav)"])
        XCTAssertEqual(causes("b", .viewIsAppearing).last, "appearance ends before a layout pass (R9)")
        let completed = appearanceOf { edgeSwipe(to: 300) }
        XCTAssertEqual(completed, ["b.willMove(toParent: nil)", "b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                                   "b.viewDidDisappear(true)", "a.viewDidAppear(true)", "b.didMove(toParent: nil)"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    func testTabSwitch() async {
        let tabs = UITabBarController()
        tabs.debugName = "tabs"
        tabs.viewControllers = [a, b]
        showRoot(tabs)
        let lines = appearanceOf { tabs.selectedIndex = 1; app.runTurn() }
        XCTAssertEqual(lines, ["b.viewDidLoad()", "b.viewWillAppear(false)", "a.viewWillDisappear(false)",
                               "b.viewSafeAreaInsetsDidChange()", "a.viewDidDisappear(false)", "b.viewIsAppearing(false)", "b.viewDidAppear(false)"])
        XCTAssertTrue(b.view.window != nil)
    }

    func testPresentAndDismissFullScreen() async {
        showRoot(a)
        b.modalPresentationStyle = .fullScreen
        let presented = appearanceOf { a.present(b, animated: true); app.run(seconds: 1) }
        XCTAssertEqual(presented, ["b.viewDidLoad()", "a.viewWillDisappear(true)", "b.viewWillAppear(true)",
                                   "b.viewIsAppearing(true)", "b.viewDidAppear(true)", "a.viewDidDisappear(true)"])
        let dismissed = appearanceOf { b.dismiss(animated: true); app.run(seconds: 1) }
        XCTAssertEqual(dismissed, ["b.viewWillDisappear(true)", "a.viewWillAppear(true)", "a.viewIsAppearing(true)",
                                   "a.viewDidAppear(true)", "b.viewDidDisappear(true)"])
    }

    /// R6: begin and end across a turn (the layout pass between them) and within one call (no pass: it
    /// comes just before the `did`). A begin turned around before any pass never appeared: none.
    func testManualBeginEnd() async {
        b.forwards = false
        b.onViewDidLoad = { b in
            b.addChild(self.c)
            b.view.addSubview(self.c.view)
            self.c.didMove(toParent: b)
        }
        showRoot(b)
        let acrossATurn = appearanceOf {
            c.beginAppearanceTransition(true, animated: true)
            app.runTurn()
            c.endAppearanceTransition()
        }
        XCTAssertEqual(acrossATurn, ["c.viewWillAppear(true)", "c.viewIsAppearing(true)", "c.viewDidAppear(true)"])
        XCTAssertEqual(causes("c", .viewIsAppearing), ["in the window, laid out by its superview (R9)"])
        c.beginAppearanceTransition(false, animated: false); c.endAppearanceTransition()
        let inOneCall = appearanceOf {
            c.beginAppearanceTransition(true, animated: false)
            c.endAppearanceTransition()
        }
        XCTAssertEqual(inOneCall, ["c.viewWillAppear(false)", "c.viewIsAppearing(false)", "c.viewDidAppear(false)"])
        c.beginAppearanceTransition(false, animated: false); c.endAppearanceTransition()
        let turnedAround = appearanceOf {
            c.beginAppearanceTransition(true, animated: false)
            c.beginAppearanceTransition(false, animated: false)
            c.endAppearanceTransition()
            app.runTurn()
        }
        XCTAssertEqual(turnedAround, ["c.viewWillAppear(false)", "c.viewWillDisappear(false)", "c.viewDidDisappear(false)"])
    }
}

/// R9 with `transition(from:to:)` (R5), on a tiny screen: the transition is composited every frame.
final class R9ViewIsAppearingTransitionTests: LifecycleTestCase {
    override var screenSize: CGSize { CGSize(width: 40, height: 80) }
    var a: TestController!, b: TestController!, c: TestController!

    override func setUp() async throws {
        try await super.setUp()
        a = TestController("a"); b = TestController("b"); c = TestController("c")
    }

    /// R5: `transition(from:to:)` animated: the new child's `viewIsAppearing(true)` comes in the first
    /// commit of the transition, long before its `did`.
    func testTransitionFromTo() async {
        a.onViewDidLoad = { a in
            a.addChild(self.b); a.addChild(self.c)
            a.view.addSubview(self.b.view)
        }
        showRoot(a)
        let lines = traceLinesWithoutLayout {
            a.transition(from: b, to: c, duration: 0.5, options: .transitionCrossDissolve, animations: nil, completion: nil)
            app.runTurn()
            XCTAssertEqual(c.appearanceState, .appearing)
            XCTAssertEqual(events("c", .viewIsAppearing).count, 1, "in the first commit, mid-transition")
            app.run(seconds: 1)
        }
        XCTAssertEqual(lines, ["c.viewDidLoad()", "b.viewWillDisappear(true)", "c.viewWillAppear(true)",
                               "a.transition(from: b, to: c) animations", "c.viewIsAppearing(true)",
                               "b.viewDidDisappear(true)", "c.viewDidAppear(true)",
                               "a.transition(from: b, to: c) completion(true)"])
    }


    func traceLinesWithoutLayout(_ body: () -> Void) -> [String] {
        let start = recorder.lastSequence
        body()
        return recorder.traceLines(after: start).filter { !$0.contains("LayoutSubviews") }
    }
}
