import XCTest
@testable import SandboxKit

/// R4: automatic forwarding, parent first, children in `children` order, only children whose view is
/// loaded and inside the parent's view.
final class R4ForwardingTests: LifecycleTestCase {
    func testParentFirstThenChildrenInOrderOnlyThoseInsideItsView() async {
        let a = TestController("a"), b = TestController("b"), c = TestController("c"), d = TestController("d"),
            e = TestController("e")
        a.onViewDidLoad = { a in
            for child in [c, b, d, e] { a.addChild(child) }
            a.view.addSubview(b.view)
            a.view.addSubview(c.view)
            _ = e.view // loaded, but not inside a's view
            // d is never loaded
            for child in [c, b, d, e] { child.didMove(toParent: a) }
        }
        showRoot(a)
        XCTAssertEqual(trace.filter { $0.contains("Appear") },
                       ["a.viewWillAppear(false)", "c.viewWillAppear(false)", "b.viewWillAppear(false)",
                        "a.viewDidAppear(false)", "c.viewDidAppear(false)", "b.viewDidAppear(false)"])
        XCTAssertEqual(causes("c", .viewWillAppear), ["forwarded by a (R4)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["forwarded by a (R4)"])
        XCTAssertFalse(d.isViewLoaded)
        recorder.clear()
        window.rootViewController = nil
        XCTAssertEqual(trace, ["a.viewWillDisappear(false)", "c.viewWillDisappear(false)", "b.viewWillDisappear(false)",
                               "a.viewDidDisappear(false)", "c.viewDidDisappear(false)", "b.viewDidDisappear(false)"])
        XCTAssertEqual(causes("a", .viewWillDisappear), ["window root replaced (R3)"])
        XCTAssertEqual(causes("b", .viewDidDisappear), ["forwarded by a (R4)"])
    }

    /// Grandchildren hear it through their parent, depth first.
    func testForwardingIsRecursive() async {
        let a = TestController("a"), b = TestController("b"), g = TestController("g")
        a.onViewDidLoad = { a in
            a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
            b.addChild(g); b.view.addSubview(g.view); g.didMove(toParent: b)
        }
        showRoot(a)
        XCTAssertEqual(trace.filter { $0.contains("Appear") },
                       ["a.viewWillAppear(false)", "b.viewWillAppear(false)", "g.viewWillAppear(false)",
                        "a.viewDidAppear(false)", "b.viewDidAppear(false)", "g.viewDidAppear(false)"])
        XCTAssertEqual(causes("g", .viewWillAppear), ["forwarded by b (R4)"])
    }

    /// Removing the parent's view from the window: will and did inside the call, forwarded.
    func testRemovingAViewWithAChildControllerDisappearsBothInsideTheCall() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b)
        a.view.addSubview(b.view)
        b.didMove(toParent: a)
        let holder = UIView(frame: window.bounds)
        window.addSubview(holder)
        holder.addSubview(a.view)
        app.runTurn()
        XCTAssertEqual(a.appearanceState, .appeared)
        XCTAssertEqual(b.appearanceState, .appeared)
        XCTAssertEqual(traceOf { holder.removeFromSuperview() },
                       ["a.viewWillDisappear(false)", "b.viewWillDisappear(false)", "a.viewDidDisappear(false)",
                        "b.viewDidDisappear(false)"])
        XCTAssertEqual(causes("a", .viewDidDisappear), ["view left window via removeFromSuperview (R3)"])
    }
}
