import XCTest
@testable import SandboxKit

/// R8 moving flags, R9 layout callbacks, R10 memory warnings in both profiles.
final class R8R9R10Tests: LifecycleTestCase {
    func testMovingFlagsAreTrueOnlyInsideTheMatchingCallbacks() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        a.addChild(b)
        XCTAssertFalse(b.isMovingToParent, "false outside the callbacks")
        a.view.addSubview(b.view)
        b.didMove(toParent: a)
        app.runTurn()
        XCTAssertEqual(b.flagLog, ["willAppear toParent=true presented=false", "didAppear toParent=true presented=false"])
        b.flagLog.removeAll()
        // A later appearance is not a move to the parent.
        b.view.removeFromSuperview()
        a.view.addSubview(b.view)
        app.runTurn()
        XCTAssertEqual(b.flagLog, ["willDisappear fromParent=false dismissed=false", "didDisappear fromParent=false dismissed=false",
                                   "willAppear toParent=false presented=false", "didAppear toParent=false presented=false"])
        b.flagLog.removeAll()
        b.willMove(toParent: nil)
        XCTAssertFalse(b.isMovingFromParent)
        b.view.removeFromSuperview()
        b.removeFromParent()
        XCTAssertEqual(b.flagLog, ["willDisappear fromParent=true dismissed=false", "didDisappear fromParent=true dismissed=false"])
        XCTAssertFalse(b.isMovingFromParent)
    }

    func testPresentationFlagsForContainers() async {
        let b = TestController("b")
        LifecycleRules.setMovement(b, beingPresented: true)
        XCTAssertFalse(b.isBeingPresented)
        b.beginAppearanceTransition(true, animated: true)
        b.endAppearanceTransition()
        LifecycleRules.setMovement(b, beingDismissed: true)
        b.beginAppearanceTransition(false, animated: true)
        b.endAppearanceTransition()
        XCTAssertEqual(b.flagLog, ["willAppear toParent=false presented=true", "didAppear toParent=false presented=true",
                                   "willDisappear fromParent=false dismissed=true", "didDisappear fromParent=false dismissed=true"])
        XCTAssertFalse(b.isBeingDismissed)
    }

    /// R9: appearing triggers a layout pass between will and did; later passes only when layout is owed.
    func testLayoutPassBetweenWillAndDid() async {
        let a = TestController("a")
        showRoot(a)
        // the window's safe area (the iPhone 14's 47 and 34 points) reaches the root view in the pass
        XCTAssertEqual(recorder.traceLines, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewSafeAreaInsetsDidChange()", "a.viewIsAppearing(false)",
                                             "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()", "a.viewDidAppear(false)"])
        XCTAssertEqual(causes("a", .viewWillLayoutSubviews), ["layout pass (R9)"])
        recorder.clear()
        turns(3)
        XCTAssertEqual(recorder.traceLines, [], "no pass without a need")
        a.view.setNeedsLayout()
        app.runTurn()
        XCTAssertEqual(recorder.traceLines, ["a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()"])
        // A child that appears again (its view re-added, no size change) is laid out between will and did.
        let b = TestController("b")
        a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
        app.runTurn()
        b.view.removeFromSuperview()
        let bounds = b.view.bounds
        recorder.clear()
        a.view.addSubview(b.view)
        app.runTurn()
        XCTAssertEqual(b.view.bounds, bounds)
        XCTAssertEqual(recorder.traceLines, ["b.viewWillAppear(false)", "a.viewWillLayoutSubviews()", "a.viewDidLayoutSubviews()",
                                             "b.viewIsAppearing(false)", "b.viewWillLayoutSubviews()", "b.viewDidLayoutSubviews()",
                                             "b.viewDidAppear(false)"])
    }

    func testMemoryWarningIOS6OnlyCallsDidReceiveMemoryWarning() async {
        let a = TestController("a"), hidden = TestController("hidden")
        showRoot(a)
        _ = hidden.view
        recorder.clear()
        app.simulateMemoryWarning()
        XCTAssertEqual(recorder.traceLines, ["a.didReceiveMemoryWarning()", "hidden.didReceiveMemoryWarning()"])
        XCTAssertTrue(hidden.isViewLoaded)
        XCTAssertEqual(causes("a", .didReceiveMemoryWarning), ["memory warning (R10)"])
    }

    /// iOS 5: a loaded view that is not in a window is unloaded, and loads again on access.
    func testMemoryWarningIOS5UnloadsViewsNotInAWindow() async {
        app.lifecycleProfile = .iOS5
        let a = TestController("a"), hidden = TestController("hidden"), never = TestController("never")
        showRoot(a)
        let oldView = hidden.view
        recorder.clear()
        app.simulateMemoryWarning()
        XCTAssertEqual(recorder.traceLines, ["a.didReceiveMemoryWarning()", "hidden.didReceiveMemoryWarning()",
                                             "hidden.viewWillUnload()", "hidden.viewDidUnload()", "never.didReceiveMemoryWarning()"])
        XCTAssertFalse(hidden.isViewLoaded)
        XCTAssertNil(oldView?.owningViewController)
        XCTAssertTrue(a.isViewLoaded)
        recorder.clear()
        XCTAssertFalse(hidden.view === oldView)
        XCTAssertEqual(recorder.traceLines, ["hidden.viewDidLoad()"])
    }
}
