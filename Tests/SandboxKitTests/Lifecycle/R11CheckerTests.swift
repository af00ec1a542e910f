import XCTest
@testable import SandboxKit

/// R11: each misuse reported once, with rule, controllers, explanation and fix, as a `finding` event.
final class R11CheckerTests: LifecycleTestCase {
    func testDirectViewWillAppearCallIsDetectedAndChangesNothing() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
        a.forwards = false
        a.onViewWillAppear = { _ in b.viewWillAppear(false) } // wrong: should be beginAppearanceTransition
        window.rootViewController = a
        XCTAssertEqual(b.appearanceState, .disappeared)
        let warnings = events("b", .warning)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].message?.hasPrefix("Calling -viewWillAppear: directly on a view controller is not supported") ?? false)
        // iOS 15's sentence, as published logs quote it.
        XCTAssertTrue(warnings[0].message?.contains("Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to catch this in the debugger. View controller: <") ?? false, warnings[0].message ?? "")
        XCTAssertTrue(warnings[0].message?.hasSuffix("View controller: <b>") ?? false)
        XCTAssertEqual(findings.first?.rule, .r6)
        // UIKit's warning and the checker's finding name the same rule (the overlay shows both).
        XCTAssertEqual(warnings[0].cause?.rule, findings.first?.rule)
        XCTAssertEqual(findings.first?.message, "b.viewWillAppear was called directly by app code")
        let e = recorder.events.first { $0.method == .finding }
        XCTAssertEqual(e?.fix, "use b.beginAppearanceTransition(_:animated:) and endAppearanceTransition() instead")
        XCTAssertNil(e?.traceLine, "findings are not trace lines")
    }

    func testSuperCallsFromOverridesAreNotDirectCalls() async {
        let a = TestController("a")
        showRoot(a)
        window.rootViewController = nil
        XCTAssertTrue(events("a", .warning).isEmpty)
        XCTAssertTrue(findings.isEmpty)
    }

    func testAddChildWithoutDidMoveByTheEndOfTheTurn() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        a.addChild(b)
        a.view.addSubview(b.view)
        XCTAssertTrue(findings.isEmpty, "not before the end of the turn")
        app.runTurn()
        XCTAssertEqual(findings.map(\.rule), [.r1])
        XCTAssertEqual(findings.first?.message, "a.addChild(b) without b.didMove(toParent: a) by the end of the turn")
        XCTAssertEqual(findings.first?.controllers, ["b", "a"])
        app.runTurn()
        XCTAssertEqual(findings.count, 1, "once")
    }

    /// Apple's guide: addChild before a transition, didMove in its completion, is fine.
    func testDidMoveInATransitionCompletionIsNotAFinding() async {
        let a = TestController("a"), b = TestController("b"), c = TestController("c")
        a.onViewDidLoad = { a in a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a) }
        showRoot(a)
        b.willMove(toParent: nil)
        a.addChild(c)
        a.transition(from: b, to: c, duration: 0.3, animations: nil) { _ in
            b.removeFromParent()
            c.didMove(toParent: a)
        }
        app.run(seconds: 0.5)
        XCTAssertTrue(findings.isEmpty, "\(findings)")
        XCTAssertEqual(trace.suffix(5), ["b.viewDidDisappear(true)", "c.viewDidAppear(true)",
                                         "a.transition(from: b, to: c) completion(true)", "b.didMove(toParent: nil)",
                                         "c.didMove(toParent: a)"])
    }

    func testRemoveFromParentWithoutWillMoveNil() async {
        let a = TestController("a"), b = TestController("b")
        a.addChild(b)
        b.didMove(toParent: a)
        b.removeFromParent()
        XCTAssertEqual(findings.map(\.message), ["b.removeFromParent() without b.willMove(toParent: nil) before it"])
        XCTAssertEqual(findings.first?.rule, .r1)
    }

    /// The addSubview in a main-queue block queued from viewDidLoad, before addChild, while A
    /// is still appearing: two `viewDidAppear`, the first from the view move.
    /// Seed 002's pitfall: in `viewDidLoad`, a block queued for later adds the child's view, then the child.
    private func addSubviewBeforeAddChildLater(_ tt: TestController, to a: TestController) {
        a.onViewDidLoad = { a in
            self.app.mainQueue.enqueue(at: self.app.clock.now) {
                a.view.addSubview(tt.view)
                a.addChild(tt)
                tt.didMove(toParent: a)
            }
        }
    }

    func testSeed002DispatchAsyncAddSubviewBeforeAddChild() async {
        let a = TestController("a"), tt = TestController("tt")
        addSubviewBeforeAddChildLater(tt, to: a)
        window.rootViewController = a
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "tt.viewDidLoad()", "tt.viewWillAppear(false)",
                               "tt.willMove(toParent: a)", "tt.didMove(toParent: a)", "tt.viewDidAppear(false)",
                               "a.viewDidAppear(false)", "tt.viewDidAppear(false)"])
        XCTAssertEqual(causes("tt", .viewDidAppear), ["view entered window via addSubview (R3)", "forwarded by a (R4)"])
        XCTAssertEqual(Set(findings.map(\.rule)), [.r3])
        XCTAssertTrue(findings.contains { $0.message.hasPrefix("tt.viewDidAppear called twice without a disappearance") })
        XCTAssertTrue(findings.contains { $0.message == "tt's view was added to a's view with addSubview before addChild" })
    }

    /// addSubview without addChild after the parent appeared: will now, did after the commit.
    func testSeed002AddSubviewWithoutAddChildAfterParentAppeared() async {
        let a = TestController("a"), b = TestController("b")
        a.onViewDidAppear = { a in a.view.addSubview(b.view) }
        window.rootViewController = a
        turns(3)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "a.viewWillAppear(false)", "a.viewDidAppear(false)", "b.viewDidLoad()",
                               "b.viewWillAppear(false)", "b.viewDidAppear(false)"])
        XCTAssertEqual(events("b", .viewDidAppear).first?.frame, events("b", .viewWillAppear).first?.frame,
                       "the did comes after the commit of the same turn")
        XCTAssertEqual(findings.map(\.rule), [.r3])
        XCTAssertEqual(findings.first?.controllers, ["b", "a"])
    }

    /// What the checker decides it decides on typed events: the problem and the controllers themselves,
    /// never the message's text. Two controllers with the same name are told apart: the finding about the
    /// double `viewDidAppear` refers to the parent that forwarded (the cause's reference), not to the
    /// other controller called `a`.
    func testFindingsCarryTheirProblemAndTheControllersThemselves() async {
        let a = TestController("a"), tt = TestController("tt"), namesake = TestController("a")
        namesake.loadViewIfNeeded()
        addSubviewBeforeAddChildLater(tt, to: a)
        window.rootViewController = a
        turns(3)
        let double = findings.first { $0.problem == .doubleDidAppear }
        XCTAssertEqual(double?.rule, .r3)
        XCTAssertTrue(double?.subjects.first?.refers(to: tt) ?? false)
        XCTAssertTrue(double?.subjects.last?.refers(to: a) ?? false, "the forwarding parent, by reference")
        XCTAssertFalse(double?.subjects.last?.refers(to: namesake) ?? true)
        let early = findings.first { $0.problem == .addSubviewBeforeAddChild }
        XCTAssertEqual(early?.subjects.map(\.name), ["tt", "a"])
        // The finding events say the same, for the overlay and for tests that read the stream.
        let events = recorder.events.filter { $0.method == .finding }
        XCTAssertEqual(events.map(\.problem), findings.map(\.problem))
        XCTAssertTrue(events.allSatisfy { $0.subject === tt })
        XCTAssertTrue(events.allSatisfy { $0.concerns.first?.refers(to: a) ?? false })

        // A direct appearance call: UIKit's warning carries the method called, the finding follows it.
        let b = TestController("b")
        b.viewDidDisappear(false)
        XCTAssertEqual(self.events("b", .warning).last?.problem, .directAppearanceCall(.viewDidDisappear))
        XCTAssertEqual(findings.last?.problem, .directAppearanceCall(.viewDidDisappear))
        XCTAssertEqual(findings.last?.message, "b.viewDidDisappear was called directly by app code")
    }

    /// `transition(from:to:)` refused: the finding names the receiver and both controllers, by reference
    /// (the violation's `concerns`), where the checker used to cut the names out of UIKit's message.
    func testTransitionFindingNamesTheControllersOfTheViolation() async {
        let a = TestController("a"), b = TestController("b"), x = TestController("x")
        showRoot(a)
        a.addChild(b); a.view.addSubview(b.view); b.didMove(toParent: a)
        a.transition(from: b, to: x, duration: 0, animations: nil, completion: nil)
        let f = findings.first { $0.problem == .transitionWithoutCommonParent }
        XCTAssertEqual(f?.rule, .r5)
        XCTAssertEqual(f?.controllers, ["a", "b", "x"])
        XCTAssertTrue(f?.subjects[2].refers(to: x) ?? false)
    }

    /// A controller freed while appeared leaves its address to the next allocation of the same size; the
    /// newcomer's first `viewDidAppear` is not a second one.
    func testANewControllerAtAFreedOnesAddressIsNotADoubleDidAppear() async {
        var reused = 0
        for i in 0..<20 {
            var old: TestController? = TestController("old\(i)")
            old?.beginAppearanceTransition(true, animated: false)
            old?.endAppearanceTransition()
            let oldID = ObjectIdentifier(old!)
            old = nil
            let new = TestController("new\(i)")
            if ObjectIdentifier(new) == oldID { reused += 1 }
            new.beginAppearanceTransition(true, animated: false)
            new.endAppearanceTransition()
        }
        XCTAssertGreaterThan(reused, 0, "the allocator reused an address (else this test proves nothing)")
        XCTAssertEqual(findings.map(\.message).prefix(2), [])
    }
}
