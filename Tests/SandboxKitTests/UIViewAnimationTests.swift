import XCTest
@testable import SandboxKit

/// Block animations on the virtual clock: one turn = 1/60 s. Each test starts after turn 0 (t = 0), so an
/// animation started between turns begins at t = 0 and the n-th following turn runs at t = n/60.
@MainActor
final class UIViewAnimationTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var view: UIView!

    override func setUp() async throws {
        (app, window, view) = Self.makeScene(viewFrame: CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    /// An application on a virtual clock with a window holding one view, after its first turn (t = 0).
    static func makeScene(viewFrame: CGRect) -> (UIApplication, UIWindow, UIView) {
        let app = UIApplication(clock: VirtualClock())
        let window = app.makeWindow()
        let view = UIView(frame: viewFrame)
        window.addSubview(view)
        app.runTurn()
        return (app, window, view)
    }

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }

    var presented: LayerState { view.layer.presentation()!.model }

    func testModelChangesAtOncePresentationFollowsTheCurve() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        XCTAssertEqual(view.alpha, 0, "the model changes inside the call")
        XCTAssertEqual(presented.opacity, 1, accuracy: 1e-6)
        turns(15)
        XCTAssertEqual(presented.opacity, 0.75, accuracy: 1e-5)
        turns(15)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
    }

    func testDefaultCurveIsEaseInOut() async {
        UIView.animate(withDuration: 1) { self.view.center = CGPoint(x: 160, y: 45) }
        turns(15) // t = 0.25
        let expected = 60 + 100 * CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        XCTAssertEqual(Double(presented.position.x), expected, accuracy: 1e-6)
        XCTAssertEqual(view.center.x, 160)
    }

    func testFrameAnimatesBoundsAndPosition() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.frame = CGRect(x: 110, y: 20, width: 200, height: 150)
        })
        turns(30)
        XCTAssertEqual(presented.frame, CGRect(x: 60, y: 20, width: 150, height: 100))
        turns(30)
        XCTAssertEqual(presented.frame, CGRect(x: 110, y: 20, width: 200, height: 150))
        XCTAssertNil(view.layer.animationKeys())
    }

    func testTransformColourAndCornerRadiusAnimate() async {
        view.backgroundColor = .black
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.transform = CGAffineTransform(rotationAngle: .pi / 2)
            self.view.backgroundColor = .white
            self.view.layer.cornerRadius = 20
            self.view.layer.borderWidth = 4
        })
        turns(30)
        let s = presented
        // Rotation is interpolated by angle: halfway is a 45° turn at full scale, not a shrunken matrix.
        let t = s.transform.affineTransform
        XCTAssertEqual(Double(t.a), cos(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(Double(t.b), sin(.pi / 4), accuracy: 1e-9)
        XCTAssertEqual(s.backgroundColor?.color.red ?? -1, 0.5, accuracy: 1e-9)
        XCTAssertEqual(s.cornerRadius, 10, accuracy: 1e-9)
        XCTAssertEqual(s.borderWidth, 2, accuracy: 1e-9)
    }

    func testLayerTransformAnimates() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            self.view.layer.transform = CATransform3DMakeScale(3, 3, 1)
        })
        turns(30)
        XCTAssertEqual(presented.transform.m11, 2, accuracy: 1e-9)
    }

    func testCompletionRunsOnceWithTrueAtTheEnd() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.2 }, completion: { calls.append($0) })
        turns(59)
        XCTAssertEqual(calls, [], "not before the end (t = 59/60)")
        turns(1)
        XCTAssertEqual(calls, [true], "in the tick at t = 1")
        XCTAssertEqual(presented.opacity, 0.2, accuracy: 1e-6)
        turns(60)
        XCTAssertEqual(calls, [true], "exactly once")
    }

    func testZeroDurationCompletesOnTheNextTurnNotInsideTheCall() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 0, animations: { self.view.alpha = 0.5 }, completion: { calls.append($0) })
        XCTAssertEqual(calls, [])
        XCTAssertEqual(view.alpha, 0.5)
        XCTAssertNil(view.layer.animationKeys(), "no animation for a zero duration")
        XCTAssertEqual(presented.opacity, 0.5)
        app.runTurn()
        XCTAssertEqual(calls, [true])
        turns(5)
        XCTAssertEqual(calls, [true])
    }

    func testEmptyBlockCompletesOnTheNextTurn() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 2, animations: {}, completion: { calls.append($0) })
        XCTAssertEqual(calls, [])
        app.runTurn()
        XCTAssertEqual(calls, [true])
    }

    func testZeroDurationFromAMainQueueItemCompletesOnTheFollowingTurn() async {
        var calls: [Int] = []
        app.mainQueue.enqueue(at: 0) {
            UIView.animate(withDuration: 0, animations: { self.view.alpha = 0.5 }, completion: { _ in calls.append(self.app.frameNumber) })
        }
        app.runTurn()
        XCTAssertEqual(calls, [])
        app.runTurn()
        XCTAssertEqual(calls, [app.frameNumber])
    }

    func testRemoveAllAnimationsCompletesWithFalseOnTheNextTurn() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0 }, completion: { calls.append($0) })
        turns(10)
        view.layer.removeAllAnimations()
        XCTAssertEqual(calls, [], "not inside removeAllAnimations")
        XCTAssertEqual(presented.opacity, 0, "presentation jumps to the model")
        app.runTurn()
        XCTAssertEqual(calls, [false])
        turns(60)
        XCTAssertEqual(calls, [false])
    }

    func testReplacementEndsTheFirstWithFalseAndStartsFromTheOldModelValue() async {
        var first: [Bool] = [], second: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { first.append($0) })
        turns(30)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 1 },
                       completion: { second.append($0) })
        // Without beginFromCurrentState the new animation starts where the old one was heading (0).
        XCTAssertEqual(presented.opacity, 0, accuracy: 1e-6)
        app.runTurn()
        XCTAssertEqual(first, [false])
        XCTAssertEqual(presented.opacity, 1.0 / 60, accuracy: 1e-5)
        turns(59)
        XCTAssertEqual(second, [true])
        XCTAssertEqual(first, [false])
    }

    func testBeginFromCurrentStateStartsFromTheValueOnScreen() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        turns(30)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { self.view.alpha = 1 })
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5, "no jump")
        turns(30)
        XCTAssertEqual(presented.opacity, 0.75, accuracy: 1e-5)
    }

    func testBeginFromCurrentStateWithNothingRunningStartsFromTheOldModel() async {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState],
                       animations: { self.view.alpha = 0 })
        turns(15)
        XCTAssertEqual(presented.opacity, 0.75, accuracy: 1e-5)
    }

    func testRepeatAutoreverseRunsUntilRemoved() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse],
                       animations: { self.view.alpha = 0 }, completion: { calls.append($0) })
        turns(30); XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        turns(30); XCTAssertEqual(presented.opacity, 0, accuracy: 1e-5)
        turns(30); XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        turns(30); XCTAssertEqual(presented.opacity, 1, accuracy: 1e-5)
        turns(15); XCTAssertEqual(presented.opacity, 0.75, accuracy: 1e-5)
        turns(600)
        XCTAssertEqual(calls, [])
        XCTAssertTrue(app.hasRunningAnimations, "it keeps the window drawing")
        XCTAssertTrue(app.isSettled, "an animation that never ends does not keep a scenario from settling, as a spinner does not")
        view.layer.removeAllAnimations()
        app.runTurn()
        XCTAssertEqual(calls, [false])
        XCTAssertFalse(app.hasRunningAnimations)
    }

    func testRepeatWithoutAutoreverseRestartsEachCycle() async {
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat], animations: { self.view.alpha = 0 })
        turns(90)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        turns(15)
        XCTAssertEqual(presented.opacity, 0.25, accuracy: 1e-5)
    }

    /// One autoreversed cycle ends back at the from-value, then the view shows its model value (UIKit's
    /// well-known snap at the end of a non-repeating autoreverse).
    func testAutoreverseOnceEndsAtTheModelValue() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear, .autoreverse],
                       animations: { self.view.alpha = 0 }, completion: { calls.append($0) })
        turns(45)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        XCTAssertEqual(calls, [])
        turns(15)
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(presented.opacity, 0)
    }

    func testDelayHoldsTheFromValue() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { calls.append($0) })
        turns(30)
        XCTAssertEqual(presented.opacity, 1, accuracy: 1e-6)
        turns(30)
        XCTAssertEqual(presented.opacity, 0.5, accuracy: 1e-5)
        turns(29)
        XCTAssertEqual(calls, [])
        turns(1)
        XCTAssertEqual(calls, [true])
    }

    func testSpringOvershootsAndSettlesAtTheEnd() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0,
                       options: [], animations: { self.view.center.x = 160 }, completion: { calls.append($0) })
        var maxX: CGFloat = 0
        for _ in 0..<29 { app.runTurn(); maxX = max(maxX, presented.position.x) }
        XCTAssertGreaterThan(maxX, 175, "an underdamped spring overshoots the target")
        XCTAssertEqual(Double(presented.position.x), 160, accuracy: 1, "nearly settled before the end")
        app.runTurn()
        XCTAssertEqual(calls, [true])
        XCTAssertEqual(presented.position.x, 160)
    }

    func testOneCompletionForSeveralPropertiesAndViews() async {
        let other = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(other)
        var calls: [Bool] = []
        UIView.animate(withDuration: 0.5, animations: {
            self.view.alpha = 0
            self.view.center = .zero
            other.backgroundColor = .red
        }, completion: { calls.append($0) })
        XCTAssertEqual(Set(view.layer.animationKeys() ?? []), ["opacity", "position"])
        XCTAssertEqual(other.layer.animationKeys(), ["backgroundColor"])
        other.layer.removeAllAnimations()
        turns(30)
        XCTAssertEqual(calls, [false], "one member was removed, so the block did not finish")
    }

    func testPerformWithoutAnimationInsideABlock() async {
        UIView.animate(withDuration: 1, animations: {
            self.view.alpha = 0
            UIView.performWithoutAnimation { self.view.center = CGPoint(x: 300, y: 300) }
        })
        XCTAssertEqual(view.layer.animationKeys(), ["opacity"])
        XCTAssertEqual(presented.position, CGPoint(x: 300, y: 300))
    }

    func testNestedBlockInheritsDurationUnlessOverridden() async {
        let other = UIView(frame: .zero)
        window.addSubview(other)
        UIView.animate(withDuration: 1, animations: {
            self.view.alpha = 0
            UIView.animate(withDuration: 3, animations: { other.alpha = 0 })
            XCTAssertEqual(UIView.inheritedAnimationDuration, 1)
        })
        XCTAssertEqual(other.layer.animation(forKey: "opacity")?.duration, 1)
        UIView.animate(withDuration: 1, animations: {
            UIView.animate(withDuration: 3, delay: 0, options: .overrideInheritedDuration, animations: { other.alpha = 1 })
        })
        XCTAssertEqual(other.layer.animation(forKey: "opacity")?.duration, 3)
    }

    func testUnanimatablePropertiesChangeAtOnce() async {
        UIView.animate(withDuration: 1, animations: { self.view.isHidden = true; self.view.clipsToBounds = true })
        XCTAssertNil(view.layer.animationKeys())
        XCTAssertTrue(presented.isHidden)
    }

    func testHitTestingHookFollowsAllowUserInteraction() async {
        UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.5 })
        XCTAssertTrue(view.isAnimatingForHitTesting)
        turns(60)
        XCTAssertFalse(view.isAnimatingForHitTesting)
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { self.view.alpha = 1 })
        XCTAssertFalse(view.isAnimatingForHitTesting)
    }

    func testEveryAnimatedTurnCompositesAndThenTheLoopSettles() async {
        var presents = 0
        app.presenter = { _ in presents += 1 }
        app.runTurn()
        XCTAssertTrue(app.isSettled)
        presents = 0
        UIView.animate(withDuration: 0.5, animations: { self.view.alpha = 0 })
        for i in 1...30 {
            XCTAssertTrue(app.hasWork, "turn \(i) is needed")
            app.runTurn()
        }
        XCTAssertEqual(presents, 30, "each animated frame damages the window")
        XCTAssertTrue(app.isSettled)
        app.runTurn()
        XCTAssertEqual(presents, 30, "no composite once settled")
        XCTAssertFalse(app.hasWork)
    }

    func testCompletionCanChainAnotherAnimation() async {
        var log: [String] = []
        UIView.animate(withDuration: 0.5, animations: { self.view.alpha = 0 }, completion: { _ in
            log.append("first")
            UIView.animate(withDuration: 0.5, animations: { self.view.alpha = 1 }, completion: { _ in log.append("second") })
        })
        turns(30)
        XCTAssertEqual(log, ["first"])
        XCTAssertEqual(presented.opacity, 0, accuracy: 1e-6, "the second begins where the first ended")
        turns(30)
        XCTAssertEqual(log, ["first", "second"])
    }

    func testCompletionsDueInTheSameTickRunInCallOrder() async {
        var log: [Int] = []
        for i in 0..<3 {
            let v = UIView(frame: .zero)
            window.addSubview(v)
            UIView.animate(withDuration: 0.25, animations: { v.alpha = 0 }, completion: { _ in log.append(i) })
        }
        turns(15)
        XCTAssertEqual(log, [0, 1, 2])
    }
}
