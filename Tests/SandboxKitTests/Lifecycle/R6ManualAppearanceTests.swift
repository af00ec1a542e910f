import XCTest
@testable import SandboxKit

/// R6 and manual forwarding: begin/end, nesting, unbalanced calls, the cancel path.
final class R6ManualAppearanceTests: LifecycleTestCase {
    /// A container that returns false for automatic forwarding and forwards by hand.
    func makeManualContainer(forwardByHand: Bool) -> (TestController, TestController) {
        let a = TestController("a"), b = TestController("b")
        a.forwards = false
        a.onViewDidLoad = { a in a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a) }
        if forwardByHand {
            a.onViewWillAppear = { _ in b.beginAppearanceTransition(true, animated: false) }
            a.onViewDidAppear = { _ in b.endAppearanceTransition() }
            a.onViewWillDisappear = { _ in b.beginAppearanceTransition(false, animated: false) }
            a.onViewDidDisappear = { _ in b.endAppearanceTransition() }
        }
        return (a, b)
    }

    func testSeed002ManualForwarding() async {
        let (a, b) = makeManualContainer(forwardByHand: true)
        showRoot(a)
        window.rootViewController = nil
        XCTAssertEqual(trace.filter { $0.contains("ppear") },
                       ["a.viewWillAppear(false)", "b.viewWillAppear(false)", "a.viewDidAppear(false)", "b.viewDidAppear(false)",
                        "a.viewWillDisappear(false)", "b.viewWillDisappear(false)", "a.viewDidDisappear(false)",
                        "b.viewDidDisappear(false)"])
        XCTAssertEqual(Set(causes("b", .viewWillAppear) + causes("b", .viewDidDisappear)), ["begin/end appearance (R6)"])
        XCTAssertEqual(b.appearanceState, .disappeared)
    }

    func testSeed002ForgettingManualForwardingLeavesTheChildSilent() async {
        let (a, b) = makeManualContainer(forwardByHand: false)
        showRoot(a)
        XCTAssertEqual(trace.filter { $0.contains("ppear") }, ["a.viewWillAppear(false)", "a.viewDidAppear(false)"])
        XCTAssertEqual(b.appearanceState, .disappeared)
    }

    /// The removal by hand: begin(false), removeFromSuperview, end.
    func testManualRemovalGivesOneWillAndOneDid() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
        app.runTurn()
        recorder.clear()
        b.beginAppearanceTransition(false, animated: true)
        b.view.removeFromSuperview()
        b.endAppearanceTransition()
        XCTAssertEqual(trace, ["b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
    }

    func testNestedBeginsCountAndOnlyTheLastEndCallsDid() async {
        let b = TestController("b")
        b.beginAppearanceTransition(true, animated: true)
        b.beginAppearanceTransition(true, animated: true)
        b.endAppearanceTransition()
        XCTAssertEqual(trace, ["b.viewWillAppear(true)"])
        b.endAppearanceTransition()
        XCTAssertEqual(trace, ["b.viewWillAppear(true)", "b.viewDidAppear(true)"])
        XCTAssertEqual(b.appearanceState, .appeared)
    }

    func testUnbalancedCallsWarnAndCallNothing() async {
        let b = TestController("b")
        b.endAppearanceTransition()
        b.beginAppearanceTransition(false, animated: false) // already disappeared
        XCTAssertEqual(trace, ["warning: Unbalanced calls to begin/end appearance transitions for <b>.",
                               "warning: Unbalanced calls to begin/end appearance transitions for <b>."])
        XCTAssertEqual(events("b", .warning).first?.cause?.description, "begin/end appearance (R6)")
        XCTAssertEqual(b.appearanceState, .disappeared)
        app.runTurn()
        XCTAssertEqual(findings.map(\.rule), [.r6], "reported once")
    }

    /// The cancel path: appearing turns to disappearing without a did in between, and the reverse.
    func testBeginTowardTheOppositeStateTurnsTheTransitionAround() async {
        let b = TestController("b")
        b.beginAppearanceTransition(true, animated: true)
        b.beginAppearanceTransition(false, animated: true)
        XCTAssertEqual(b.appearanceState, .disappearing)
        b.endAppearanceTransition()
        XCTAssertEqual(trace, ["b.viewWillAppear(true)", "b.viewWillDisappear(true)", "b.viewDidDisappear(true)"])
        XCTAssertEqual(b.appearanceState, .disappeared)
    }

    /// Manual calls on a container that forwards automatically reach its children (R4).
    func testBeginEndOnAnAutomaticContainerIsForwarded() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
        recorder.clear()
        a.beginAppearanceTransition(true, animated: false)
        a.endAppearanceTransition()
        XCTAssertEqual(trace, ["a.viewWillAppear(false)", "b.viewWillAppear(false)", "a.viewDidAppear(false)", "b.viewDidAppear(false)"])
        XCTAssertEqual(causes("b", .viewDidAppear), ["forwarded by a (R4)"])
    }
}
