import XCTest
@testable import SandboxKit

/// Transitions' model: hierarchy changes, timing and completion (the pictures are in
/// ViewTransitionGoldenTests).
@MainActor
final class ViewTransitionTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var container: UIView!
    var a: UIView!
    var b: UIView!

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock())
        window = app.makeWindow()
        container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.addSubview(container)
        a = UIView(frame: container.bounds)
        b = UIView(frame: container.bounds)
        container.addSubview(UIView(frame: .zero))
        container.addSubview(a)
        container.addSubview(UIView(frame: .zero))
        app.runTurn()
    }

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }

    func testFromToSwapsTheViewsInsideTheCall() async {
        var calls: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0.5, options: .transitionFlipFromLeft, completion: { calls.append($0) })
        XCTAssertNil(a.superview)
        XCTAssertTrue(b.superview === container)
        XCTAssertEqual(container.subviews.firstIndex { $0 === b }, 1, "toView takes fromView's place")
        XCTAssertEqual(container.layer.animationKeys(), ["transition"], "the superview runs the transition")
        XCTAssertEqual(container.layer.runningTransition?.effect, .flipFromLeft)
        turns(29)
        XCTAssertEqual(calls, [])
        turns(1)
        XCTAssertEqual(calls, [true])
        XCTAssertNil(container.layer.runningTransition)
        turns(10)
        XCTAssertEqual(calls, [true])
    }

    func testShowHideTransitionViewsKeepsBothViews() async {
        container.addSubview(b)
        b.isHidden = true
        UIView.transition(from: a, to: b, duration: 0.5, options: [.transitionCrossDissolve, .showHideTransitionViews])
        XCTAssertTrue(a.superview === container)
        XCTAssertTrue(b.superview === container)
        XCTAssertTrue(a.isHidden)
        XCTAssertFalse(b.isHidden)
    }

    func testZeroDurationSwapsAtOnceAndCompletesNextTurn() async {
        var calls: [Bool] = []
        UIView.transition(from: a, to: b, duration: 0, options: .transitionCurlUp, completion: { calls.append($0) })
        XCTAssertNil(a.superview)
        XCTAssertNil(container.layer.animationKeys())
        XCTAssertEqual(calls, [])
        app.runTurn()
        XCTAssertEqual(calls, [true])
    }

    func testFromViewWithoutSuperviewChangesNothing() async {
        let lone = UIView(frame: .zero)
        var calls: [Bool] = []
        UIView.transition(from: lone, to: b, duration: 0.3, options: .transitionCurlUp, completion: { calls.append($0) })
        XCTAssertNil(b.superview)
        app.runTurn()
        XCTAssertEqual(calls, [true])
    }

    func testTransitionWithRunsTheBlockUnanimatedAndCompletesAtTheEnd() async {
        var calls: [Bool] = []
        UIView.transition(with: container, duration: 0.25, options: [.transitionCrossDissolve, .curveLinear], animations: {
            self.a.alpha = 0.3
            self.a.backgroundColor = .red
        }, completion: { calls.append($0) })
        XCTAssertNil(a.layer.animationKeys(), "the block's changes show in the after-snapshot, not as animations")
        XCTAssertEqual(a.layer.presentationState.opacity, 0.3, accuracy: 1e-6)
        turns(6)
        XCTAssertEqual(container.layer.runningTransition?.progress ?? -1, 0.4, accuracy: 1e-9)
        turns(9)
        XCTAssertEqual(calls, [true])
    }

    func testCurveOptionsApply() async {
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromTop, .curveEaseIn], animations: nil)
        turns(30)
        let expected = CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        XCTAssertEqual(container.layer.runningTransition?.progress ?? -1, expected, accuracy: 1e-9)
    }

    func testControllerStyleRemovesFromViewAtTheEndThenCompletes() async {
        var log: [String] = []
        UIView.performTransition(from: a, to: b, duration: 0.5, options: .transitionCrossDissolve,
                                 hierarchy: .addAtStartRemoveAtEnd,
                                 animations: { log.append("animations (b in: \(self.b.superview != nil), a in: \(self.a.superview != nil))") },
                                 didRemoveFromView: { log.append("removed") },
                                 completion: { log.append("completion \($0) (a in: \(self.a.superview != nil))") })
        XCTAssertEqual(log, ["animations (b in: true, a in: true)"])
        XCTAssertEqual(container.subviews.firstIndex { $0 === b }, 2, "toView goes just above fromView")
        turns(29)
        XCTAssertTrue(a.superview === container)
        turns(1)
        XCTAssertEqual(log, ["animations (b in: true, a in: true)", "removed", "completion true (a in: false)"])
    }

    func testControllerStyleZeroDurationEndsOnTheNextTurn() async {
        var log: [String] = []
        UIView.performTransition(from: a, to: b, duration: 0, options: [], hierarchy: .addAtStartRemoveAtEnd,
                                 animations: nil, didRemoveFromView: { log.append("removed") },
                                 completion: { log.append("completion \($0)") })
        XCTAssertTrue(a.superview === container)
        XCTAssertTrue(b.superview === container)
        XCTAssertEqual(log, [])
        app.runTurn()
        XCTAssertEqual(log, ["removed", "completion true"])
        XCTAssertNil(a.superview)
    }

    func testFinishEndsARunningTransitionInsideTheCall() async {
        var log: [String] = []
        let t = UIView.performTransition(from: a, to: b, duration: 1, options: .transitionCurlDown,
                                         hierarchy: .addAtStartRemoveAtEnd, animations: nil,
                                         didRemoveFromView: { log.append("removed") },
                                         completion: { log.append("completion \($0)") })
        turns(10)
        t?.finish()
        XCTAssertEqual(log, ["removed", "completion true"])
        XCTAssertNil(container.layer.animationKeys())
        t?.finish()
        turns(90)
        XCTAssertEqual(log, ["removed", "completion true"], "exactly once")
    }

    func testRemovingTheTransitionLeavesNothingHalfDone() async {
        var log: [String] = []
        UIView.performTransition(from: a, to: b, duration: 1, options: .transitionFlipFromRight,
                                 hierarchy: .addAtStartRemoveAtEnd, animations: nil,
                                 didRemoveFromView: { log.append("removed") },
                                 completion: { log.append("completion \($0)") })
        turns(10)
        container.layer.removeAllAnimations()
        XCTAssertEqual(log, ["removed"], "the hierarchy settles at once")
        XCTAssertNil(a.superview)
        app.runTurn()
        XCTAssertEqual(log, ["removed", "completion false"])
    }

    func testASecondTransitionOfTheSameContainerReplacesTheFirst() async {
        var first: [Bool] = [], second: [Bool] = []
        UIView.transition(with: container, duration: 1, options: .transitionCurlUp, animations: nil, completion: { first.append($0) })
        turns(10)
        UIView.transition(with: container, duration: 1, options: .transitionCurlDown, animations: nil, completion: { second.append($0) })
        XCTAssertEqual(container.layer.runningTransition?.effect, .curlDown)
        app.runTurn()
        XCTAssertEqual(first, [false])
        turns(59)
        XCTAssertEqual(second, [true])
    }

    func testTransitioningViewIgnoresTouchesUnlessAllowed() async {
        UIView.transition(with: container, duration: 1, options: .transitionCrossDissolve, animations: nil)
        XCTAssertTrue(container.isAnimatingForHitTesting)
        turns(60)
        XCTAssertFalse(container.isAnimatingForHitTesting)
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .allowUserInteraction], animations: nil)
        XCTAssertFalse(container.isAnimatingForHitTesting)
    }
}
