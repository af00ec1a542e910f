import XCTest
@testable import SandboxKit

/// R3: a controller's view entering or leaving a window, the window root, and the seeds' pitfall.
final class R3ViewEnteringWindowTests: LifecycleTestCase {
    func testWindowRootSequence() {
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

    /// A posted log: a view added without addChild in A's viewDidLoad gives A will, B will, B did, A did.
    func testAddSubviewWithoutAddChildInViewDidLoad() {
        let b = TestController("b")
        let a = TestController("a")
        a.onViewDidLoad = { $0.view.addSubview(b.view) }
        window.rootViewController = a
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "b.viewDidLoad()", "a.viewWillAppear(false)", "b.viewWillAppear(false)",
                               "b.viewDidAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewWillAppear), ["view entered window via addSubview (R3)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["view entered window via addSubview (R3)"])
        XCTAssertTrue(findings.contains { $0.rule == "R3" && $0.message.contains("without a.addChild(b)") })
    }

    /// Seed 002: addSubview then addChild while A is appearing gives B one will and two dids.
    func testDoubleViewDidAppearWhenAddSubviewComesBeforeAddChild() {
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
    func testAddChildBeforeAddSubviewWhileAppearingGivesOneDid() {
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
}
