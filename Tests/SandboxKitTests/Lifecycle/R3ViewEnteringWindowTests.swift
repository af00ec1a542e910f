import XCTest
@testable import SandboxKit

/// R3: a controller's view entering or leaving a window, the window root, and the double viewDidAppear pitfall.
final class R3ViewEnteringWindowTests: LifecycleTestCase {
    func testWindowRootSequence() async {
        let a = TestController("a")
        window.rootViewController = a
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)"])
        app.runTurn()
        XCTAssertEqual(a.appearanceState, .appearing, "the did comes in the next turn")
        app.runTurn()
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertEqual(events("a", .viewDidAppear).first?.frame, 1)
        XCTAssertEqual(causes("a", .viewWillAppear), ["window root (R3)"])
        XCTAssertEqual(causes("a", .viewDidAppear), ["window root (R3)"])
        XCTAssertEqual(a.appearanceState, .appeared)
    }

    /// A hidden window keeps its root without loading the root's view (a storyboard app's window before
    /// the launch calls return); showing it loads the view and runs the window-root sequence.
    func testAHiddenWindowsRootLoadsWhenTheWindowIsShown() async {
        let a = TestController("a")
        window.isHidden = true
        window.rootViewController = a
        app.runTurn()
        XCTAssertFalse(a.isViewLoaded)
        XCTAssertEqual(trace, [])
        window.makeKeyAndVisible()
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)"])
        turns(2)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertTrue(a.view.superview === window)
    }

    /// A posted log: a view added without addChild in A's viewDidLoad gives A will, B will, B did, A did.
    func testAddSubviewWithoutAddChildInViewDidLoad() async {
        let b = TestController("b")
        let a = TestController("a")
        a.onViewDidLoad = { $0.view.addSubview(b.view) }
        window.rootViewController = a
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "b.viewDidLoad()", "a.viewWillAppear(false)", "b.viewWillAppear(false)",
                               "b.viewDidAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewWillAppear), ["view entered window via addSubview (R3)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["view entered window via addSubview (R3)"])
        XCTAssertTrue(findings.contains { $0.rule == .r3 && $0.message.contains("without a.addChild(b)") })
    }

    /// The pitfall: addSubview then addChild while A is appearing gives B one will and two dids.
    func testDoubleViewDidAppearWhenAddSubviewComesBeforeAddChild() async {
        let b = TestController("b")
        let a = TestController("a")
        window.rootViewController = a
        // A is appearing: its did comes in the next turn.
        a.view.addSubview(b.view)
        a.addChild(b)
        b.didMove(toParent: a)
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "b.viewDidLoad()", "b.viewWillAppear(false)",
                               "b.willMove(toParent: a)", "b.didMove(toParent: a)",
                               "b.viewDidAppear(false)", "a.viewDidAppear(false)", "b.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["view entered window via addSubview (R3)", "forwarded by a (R4)"])
        XCTAssertTrue(findings.contains {
            $0.message == "b.viewDidAppear called twice without a disappearance: its view was added with addSubview before addChild while a was appearing; call addChild first"
        })
    }

    /// The fix: addChild first, then addSubview: one will, one did.
    func testAddChildBeforeAddSubviewWhileAppearingGivesOneDid() async {
        let b = TestController("b")
        let a = TestController("a")
        window.rootViewController = a
        a.addChild(b)
        a.view.addSubview(b.view)
        b.didMove(toParent: a)
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "b.willMove(toParent: a)", "b.viewDidLoad()",
                               "b.viewWillAppear(false)", "b.didMove(toParent: a)", "a.viewDidAppear(false)",
                               "b.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewWillAppear), ["view entered window via addSubview (R3)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["forwarded by a (R4)"])
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// Cancel path: a view removed before its deferred did turns appearing into disappearing; no did.
    func testViewRemovedBeforeItsDeferredDidAppearCancels() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        recorder.clear()
        a.view.addSubview(b.view)
        b.view.removeFromSuperview()
        turns(2)
        XCTAssertEqual(trace, ["b.viewDidLoad()", "b.viewWillAppear(false)", "b.viewWillDisappear(false)",
                               "b.viewDidDisappear(false)"])
        XCTAssertEqual(b.appearanceState, .disappeared)
    }

    /// A root replaced before its did: the old root turns around, the new one appears.
    func testWindowRootReplacedBeforeItsDid() async {
        let a = TestController("a"), z = TestController("z")
        window.rootViewController = a
        window.rootViewController = z
        turns(2)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewWillDisappear(false)",
                               "a.viewDidDisappear(false)", "z.viewDidLoad()", "z.viewWillAppear(false)",
                               "z.viewDidAppear(false)"])
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(z.view.superview === window)
    }

    /// A view entering a window under a parent that is disappeared, or that forwards by hand: nothing.
    func testNoAppearanceUnderADisappearedOrManualParent() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b)
        b.didMove(toParent: a)
        let holder = UIView()
        window.addSubview(holder)
        recorder.clear()
        holder.addSubview(b.view) // a is disappeared
        XCTAssertEqual(trace, ["b.viewDidLoad()"])
        b.view.removeFromSuperview()
        let m = TestController("m"), c = TestController("c")
        m.forwards = false
        showRoot(m)
        m.addChild(c)
        recorder.clear()
        m.view.addSubview(c.view)
        app.runTurn()
        XCTAssertEqual(trace, ["c.viewDidLoad()"], "m forwards by hand: c waits for begin/end")
    }
}
