import XCTest
@testable import SandboxKit

/// R1 (addChild, removeFromParent, refused cycles) and the add and remove orders.
final class R1ContainmentTests: LifecycleTestCase {
    func testAddChildCallsWillMoveAndJoinsButNeverDidMove() async {
        let a = TestController("a"), b = TestController("b")
        var childrenSeenInWillMove: [String]?
        final class Probe: TestController {
            var seen: (([String]) -> Void)?
            override func willMove(toParent parent: UIViewController?) {
                super.willMove(toParent: parent)
                seen?(parent?.children.map(\.debugName) ?? [])
            }
        }
        let p = Probe("p")
        p.seen = { childrenSeenInWillMove = $0 }
        XCTAssertEqual(traceOf { a.addChild(b); a.addChild(p) }, ["b.willMove(toParent: a)", "p.willMove(toParent: a)"])
        XCTAssertEqual(childrenSeenInWillMove, ["b"], "willMove comes before the child joins")
        XCTAssertEqual(a.children.map(\.debugName), ["b", "p"])
        XCTAssertTrue(b.parent === a)
        XCTAssertEqual(causes("b", .willMoveToParent), ["addChild (R1)"])
    }

    func testRemoveFromParentLeavesThenDidMoveNil() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b)
        XCTAssertEqual(traceOf { b.removeFromParent() }, ["b.didMove(toParent: nil)"])
        XCTAssertTrue(a.children.isEmpty)
        XCTAssertNil(b.parent)
        XCTAssertEqual(causes("b", .didMoveToParent), ["removeFromParent (R1)"])
        XCTAssertEqual(traceOf { b.removeFromParent() }, [], "no parent: nothing")
    }

    func testAddingAChildOfAnotherParentMovesItFirst() async {
        let a = TestController("a"), x = TestController("x"), b = TestController("b")
        x.addChild(b)
        XCTAssertEqual(traceOf { a.addChild(b) }, ["b.didMove(toParent: nil)", "b.willMove(toParent: a)"])
        XCTAssertTrue(x.children.isEmpty)
        XCTAssertEqual(a.children.map(\.debugName), ["b"])
        XCTAssertEqual(causes("b", .didMoveToParent), ["addChild moved it from x (R1)"])
    }

    func testAddingToItselfOrADescendantIsRefusedAndChangesNothing() async {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        a.addChild(b)
        b.addChild(c)
        a.view.addSubview(b.view)
        b.view.addSubview(c.view)
        XCTAssertEqual(traceOf { a.addChild(a) }, ["violation: Cannot add <a> as a child of itself."])
        XCTAssertEqual(traceOf { c.addChild(a) }, ["violation: Cannot add <a> as a child of <c>: <c> is its descendant."])
        XCTAssertEqual(events("c", .violation).first?.cause?.description, "refused (R1)")
        XCTAssertEqual(a.children.map(\.debugName), ["b"])
        XCTAssertEqual(b.children.map(\.debugName), ["c"])
        XCTAssertTrue(c.children.isEmpty)
        XCTAssertNil(a.parent)
        XCTAssertTrue(c.parent === b)
        XCTAssertTrue(b.view.superview === a.view && c.view.superview === b.view && a.view.superview == nil,
                      "the view hierarchy is untouched")
        XCTAssertEqual(c.view.subviews.count, 0)
    }

    /// Apple's guide: addChild, addSubview, didMove after the parent appeared; removal with
    /// willMove(nil), removeFromSuperview, removeFromParent.
    func testSeed001AddAndRemoveOrders() async {
        let a = TestController("a")
        showRoot(a)
        recorder.clear()
        let nc = TestController("nc")
        a.addChild(nc)
        a.view.addSubview(nc.view)
        nc.didMove(toParent: a)
        app.runTurn()
        XCTAssertEqual(trace, ["nc.willMove(toParent: a)", "nc.viewDidLoad()", "nc.viewWillAppear(false)",
                               "nc.didMove(toParent: a)", "nc.viewDidAppear(false)"])
        XCTAssertEqual(causes("nc", .didMoveToParent), ["called by app code"])
        XCTAssertEqual(causes("nc", .viewDidAppear), ["view entered window via addSubview (R3)"])
        recorder.clear()
        nc.willMove(toParent: nil)
        nc.view.removeFromSuperview()
        nc.removeFromParent()
        XCTAssertEqual(trace, ["nc.willMove(toParent: nil)", "nc.viewWillDisappear(false)", "nc.viewDidDisappear(false)",
                               "nc.didMove(toParent: nil)"])
        XCTAssertEqual(causes("nc", .viewWillDisappear), ["view left window via removeFromSuperview (R3)"])
        app.runTurn()
        XCTAssertTrue(findings.isEmpty, "\(findings)")
    }

    /// The orders: addSubview before addChild (after the parent appeared: one will, one did, and the
    /// checker names the order), and removal with removeFromSuperview before willMove(nil).
    func testSeed000AddSubviewFirstAndRemoveViewFirst() async {
        let a = TestController("a")
        showRoot(a)
        recorder.clear()
        let c = TestController("c")
        a.view.addSubview(c.view)
        a.addChild(c)
        c.didMove(toParent: a)
        app.runTurn()
        XCTAssertEqual(trace, ["c.viewDidLoad()", "c.viewWillAppear(false)", "c.willMove(toParent: a)",
                               "c.didMove(toParent: a)", "c.viewDidAppear(false)"])
        XCTAssertEqual(findings.map(\.rule), [.r3])
        XCTAssertEqual(findings.first?.message, "c's view was added to a's view with addSubview before addChild")
        recorder.clear()
        c.view.removeFromSuperview()
        c.willMove(toParent: nil)
        c.removeFromParent()
        XCTAssertEqual(trace, ["c.viewWillDisappear(false)", "c.viewDidDisappear(false)", "c.willMove(toParent: nil)",
                               "c.didMove(toParent: nil)"])
    }
}
