import XCTest
@testable import SandboxKit

/// R5 and the three-button container switching children with curl up, curl down, cross-dissolve.
final class R5TransitionTests: LifecycleTestCase {
    override var screenSize: CGSize { CGSize(width: 40, height: 80) }
    var first: TestController!, second: TestController!, third: TestController!
    var current: UIViewController!
    var completions: [Bool] = []

    /// The three-button container: three children added in viewDidLoad, only the third's view shown.
    func makeContainer() -> TestController {
        first = TestController("first"); second = TestController("second"); third = TestController("third")
        let a = TestController("a")
        a.onViewDidLoad = { a in
            a.addChild(self.first)
            a.addChild(self.second)
            a.addChild(self.third)
            a.view.addSubview(self.third.view)
            self.current = self.third
        }
        return a
    }

    func switchTo(_ target: UIViewController, in a: UIViewController, options: UIView.AnimationOptions) {
        let old = current!
        a.transition(from: old, to: target, duration: 1, options: options, animations: {}) { finished in
            self.completions.append(finished)
            self.current = finished ? target : old
        }
    }

    func testSeed003ThreeButtonContainer() async {
        let a = makeContainer()
        showRoot(a)
        XCTAssertEqual(trace, ["a.viewDidLoad()", "first.willMove(toParent: a)", "second.willMove(toParent: a)",
                               "third.willMove(toParent: a)", "third.viewDidLoad()", "a.viewWillAppear(false)",
                               "third.viewWillAppear(false)", "a.viewDidAppear(false)", "third.viewDidAppear(false)"])
        var start = recorder.lastSequence
        switchTo(first, in: a, options: .transitionCurlUp)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["first.viewDidLoad()", "third.viewWillDisappear(true)", "first.viewWillAppear(true)",
                        "a.transition(from: third, to: first) animations"])
        XCTAssertTrue(first.view.superview === a.view, "C's view is added inside the call (step 3)")
        XCTAssertTrue(third.view.superview === a.view, "B's view stays until the end")
        app.run(seconds: 0.5)
        XCTAssertNil(completions.first, "still running at half time")
        app.run(seconds: 0.6)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass).suffix(3),
                       ["third.viewDidDisappear(true)", "first.viewDidAppear(true)",
                        "a.transition(from: third, to: first) completion(true)"])
        XCTAssertNil(third.view.superview)
        XCTAssertTrue(current === first)
        XCTAssertEqual(causes("first", .viewWillAppear), ["transition (R5)"])
        XCTAssertEqual(causes("third", .viewDidDisappear), ["transition (R5)"])

        start = recorder.lastSequence
        switchTo(second, in: a, options: .transitionCurlDown)
        app.run(seconds: 1.1)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["second.viewDidLoad()", "first.viewWillDisappear(true)", "second.viewWillAppear(true)",
                        "a.transition(from: first, to: second) animations", "first.viewDidDisappear(true)",
                        "second.viewDidAppear(true)", "a.transition(from: first, to: second) completion(true)"])

        start = recorder.lastSequence
        switchTo(third, in: a, options: .transitionCrossDissolve)
        app.run(seconds: 1.1)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["second.viewWillDisappear(true)", "third.viewWillAppear(true)",
                        "a.transition(from: second, to: third) animations", "second.viewDidDisappear(true)",
                        "third.viewDidAppear(true)", "a.transition(from: second, to: third) completion(true)"])
        XCTAssertEqual(completions, [true, true, true])
        XCTAssertEqual(a.view.subviews.map { $0.owningViewController?.debugName }, ["third"])
    }

    func testZeroDurationFinishesInTheNextTurn() async {
        let a = makeContainer()
        showRoot(a)
        let start = recorder.lastSequence
        a.transition(from: third, to: first, duration: 0, animations: nil) { self.completions.append($0) }
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["first.viewDidLoad()", "third.viewWillDisappear(false)", "first.viewWillAppear(false)",
                        "a.transition(from: third, to: first) animations"])
        let frame = app.frameNumber
        app.runTurn()
        XCTAssertEqual(events("a", .transitionCompletion).first?.frame, frame + 1)
        XCTAssertEqual(completions, [true])
        XCTAssertEqual(first.appearanceState, .appeared)
        XCTAssertEqual(third.appearanceState, .disappeared)
    }

    func testSecondTransitionFinishesTheFirstAtOnce() async {
        let a = makeContainer()
        showRoot(a)
        current = third
        switchTo(first, in: a, options: .transitionFlipFromLeft)
        app.run(seconds: 0.3)
        let start = recorder.lastSequence
        current = first
        switchTo(second, in: a, options: .transitionFlipFromRight)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["third.viewDidDisappear(true)", "first.viewDidAppear(true)",
                        "a.transition(from: third, to: first) completion(true)",
                        "second.viewDidLoad()", "first.viewWillDisappear(true)", "second.viewWillAppear(true)",
                        "a.transition(from: first, to: second) animations"])
        XCTAssertNil(third.view.superview, "nothing is left half-added")
        app.run(seconds: 1.1)
        XCTAssertEqual(completions, [true, true])
        XCTAssertEqual(a.view.subviews.map { $0.owningViewController?.debugName }, ["second"])
    }

    /// A tab clicked back mid-transition (found by the soak): the target is the running transition's
    /// `from`, whose view is still shown. The running one finishes first, removing that view, so the
    /// second begins instead of being refused.
    func testTransitionBackToTheRunningOnesFromFinishesItThenBegins() async {
        let a = makeContainer()
        showRoot(a)
        current = third
        switchTo(first, in: a, options: .transitionCurlUp)
        app.run(seconds: 0.3)
        let start = recorder.lastSequence
        current = first
        switchTo(third, in: a, options: .transitionCurlDown)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["third.viewDidDisappear(true)", "first.viewDidAppear(true)",
                        "a.transition(from: third, to: first) completion(true)",
                        "first.viewWillDisappear(true)", "third.viewWillAppear(true)",
                        "a.transition(from: first, to: third) animations"])
        app.run(seconds: 1.1)
        XCTAssertEqual(completions, [true, true])
        XCTAssertEqual(a.view.subviews.map { $0.owningViewController?.debugName }, ["third"])
        XCTAssertEqual(third.appearanceState, .appeared)
        XCTAssertEqual(first.appearanceState, .disappeared)
    }

    func testTransitionBetweenNonSiblingsIsAViolationThatChangesNothing() async {
        let a = makeContainer()
        showRoot(a)
        let stranger = TestController("x")
        let before = a.view.subviews
        let start = recorder.lastSequence
        a.transition(from: third, to: stranger, duration: 1, animations: nil, completion: nil)
        XCTAssertEqual(recorder.traceLines(after: start), [
            "violation: Children view controllers <third> and <x> must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]"])
        XCTAssertEqual(events("a", .violation).first?.cause?.description, "refused (R5)")
        XCTAssertTrue(a.view.subviews.elementsEqual(before, by: ===))
        XCTAssertEqual(a.children.map(\.debugName), ["first", "second", "third"])
        XCTAssertNil(stranger.parent)
        XCTAssertFalse(stranger.isViewLoaded)
        XCTAssertTrue(findings.contains { $0.rule == .r5 })
    }

    func testOtherPreconditionsAreViolations() async {
        let a = makeContainer()
        showRoot(a)
        // C's view already in a hierarchy.
        a.view.addSubview(first.view)
        var start = recorder.lastSequence
        a.transition(from: third, to: first, duration: 1, animations: nil, completion: nil)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass).count, 1)
        XCTAssertTrue(recorder.traceLines(after: start)[0].hasPrefix("violation: The view of <first> must not be in a view hierarchy"))
        first.view.removeFromSuperview()
        // B's view not in a hierarchy.
        start = recorder.lastSequence
        a.transition(from: second, to: first, duration: 1, animations: nil, completion: nil)
        XCTAssertTrue(recorder.traceLines(after: start)[0].hasPrefix("violation: The view of <second> must be in a view hierarchy"))
        XCTAssertEqual(third.appearanceState, .appeared)
        XCTAssertNil(a.activeTransition)
    }

    /// Apple's guide: willMove(nil), addChild, transition with frames moved in the block,
    /// removeFromParent and didMove in the completion. Without a transition effect the block animates.
    func testAppleGuideCycleAnimatesTheBlock() async {
        let a = makeContainer()
        showRoot(a)
        third.willMove(toParent: nil)
        let newC = TestController("newC")
        a.addChild(newC)
        newC.view.frame = CGRect(x: 40, y: 0, width: 40, height: 80)
        let start = recorder.lastSequence
        a.transition(from: third, to: newC, duration: 0.25, options: [.curveLinear], animations: {
            newC.view.frame = CGRect(x: 0, y: 0, width: 40, height: 80)
            self.third.view.frame = CGRect(x: -40, y: 0, width: 40, height: 80)
        }) { _ in
            self.third.removeFromParent()
            newC.didMove(toParent: a)
        }
        app.run(seconds: 0.125)
        let x = newC.view.layer.presentationState.position.x
        XCTAssertGreaterThan(x, 20 + 5, "still moving at half time")
        XCTAssertLessThan(x, 60 - 5)
        app.run(seconds: 0.2)
        XCTAssertEqual(newC.view.layer.presentationState.position.x, 20)
        XCTAssertEqual(recorder.traceLines(after: start).filter(Self.isNotLayoutPass),
                       ["third.viewWillDisappear(true)", "newC.viewWillAppear(true)",
                        "a.transition(from: third, to: newC) animations", "third.viewDidDisappear(true)",
                        "newC.viewDidAppear(true)", "a.transition(from: third, to: newC) completion(true)",
                        "third.didMove(toParent: nil)", "newC.didMove(toParent: a)"])
        XCTAssertEqual(a.children.map(\.debugName), ["first", "second", "newC"])
        app.runTurn()
        // The three-button container never calls didMove for its three children: the checker says so, and
        // nothing about newC, whose didMove comes in the transition's completion.
        XCTAssertEqual(Set(findings.flatMap(\.controllers)), ["first", "second", "third", "a"])
    }
}
