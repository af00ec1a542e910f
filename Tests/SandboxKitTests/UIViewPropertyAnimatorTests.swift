import XCTest
@testable import SandboxKit

/// UIViewPropertyAnimator on the virtual clock: one turn = 1/60 s, each test starts after turn 0 (t = 0).
@MainActor
final class UIViewPropertyAnimatorTests: XCTestCase {
    var app: UIApplication!
    var view: UIView!
    /// What the animators' completions heard, in order.
    var positions: [UIViewAnimatingPosition] = []

    override func setUp() async throws {
        (app, _, view) = UIViewAnimationTests.makeScene(viewFrame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }

    var presentedX: Double { Double(view.layer.presentationState.position.x) }

    /// A 1 s linear animator moving the view's centre from x = 50 to 150, its completion recorded.
    func moveAnimator() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.center.x = 150 }
        animator.addCompletion { self.positions.append($0) }
        return animator
    }

    func testStartMovesOverTheDurationAndCompletesOnceAtTheEnd() async {
        let animator = moveAnimator()
        XCTAssertEqual(animator.state, .inactive)
        animator.startAnimation()
        XCTAssertEqual(view.center.x, 150, "the model takes the end value when the animations start")
        XCTAssertEqual(animator.state, .active)
        XCTAssertTrue(animator.isRunning)
        turns(30)
        XCTAssertEqual(presentedX, 100, accuracy: 1e-6)
        XCTAssertEqual(Double(animator.fractionComplete), 0.5, accuracy: 1e-6)
        XCTAssertEqual(positions, [])
        turns(30)
        XCTAssertEqual(presentedX, 150, accuracy: 1e-6)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(animator.state, .inactive)
        XCTAssertFalse(animator.isRunning)
        turns(10)
        XCTAssertEqual(positions, [.end])
    }

    func testPausedAnimatorScrubsAndStaysThenRunsOnToTheEnd() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.alpha = 0 }
        animator.addCompletion { self.positions.append($0) }
        animator.pauseAnimation()
        XCTAssertEqual(animator.state, .active)
        XCTAssertFalse(animator.isRunning)
        animator.fractionComplete = 0.5
        XCTAssertEqual(Double(view.layer.presentationState.opacity), 0.5, accuracy: 1e-6)
        turns(120)
        XCTAssertEqual(Double(view.layer.presentationState.opacity), 0.5, accuracy: 1e-6, "held over turns")
        XCTAssertEqual(positions, [])
        animator.startAnimation()
        turns(15)
        XCTAssertEqual(Double(view.layer.presentationState.opacity), 0.25, accuracy: 1e-5)
        turns(15)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(view.layer.presentationState.opacity, 0)
    }

    func testContinueAnimationFinishesFromTheScrubbedFraction() async {
        let animator = moveAnimator()
        animator.fractionComplete = 0.25 // an inactive animator pauses when scrubbed
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(presentedX, 75, accuracy: 1e-6)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        turns(44)
        XCTAssertEqual(positions, [])
        turns(1)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(presentedX, 150, accuracy: 1e-6)
    }

    func testStopWithoutFinishingThenFinishAtCurrentLeavesTheViewWhereItWas() async {
        let animator = moveAnimator()
        animator.startAnimation()
        turns(30)
        animator.stopAnimation(false)
        XCTAssertEqual(animator.state, .stopped)
        XCTAssertEqual(Double(view.center.x), 100, accuracy: 1e-6, "the model is where the view was on screen")
        XCTAssertNil(view.layer.animationKeys())
        animator.finishAnimation(at: .current)
        XCTAssertEqual(animator.state, .inactive)
        turns(2)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(presentedX, 100, accuracy: 1e-6)
        turns(60)
        XCTAssertEqual(positions, [.current])
        XCTAssertEqual(Double(view.center.x), 100, accuracy: 1e-6)
    }

    func testStopWithoutFinishingTrueRunsNoCompletionAndFinishAtStartRestores() async {
        let silent = UIViewPropertyAnimator(duration: 1, curve: .linear) { self.view.alpha = 0 }
        var heard = 0
        silent.addCompletion { _ in heard += 1 }
        silent.startAnimation()
        turns(30)
        silent.stopAnimation(true)
        XCTAssertEqual(silent.state, .inactive)
        turns(60)
        XCTAssertEqual(heard, 0)
        XCTAssertEqual(Double(view.alpha), 0.5, accuracy: 1e-6)

        let back = moveAnimator()
        back.startAnimation()
        turns(30)
        back.stopAnimation(false)
        back.finishAnimation(at: .start)
        XCTAssertEqual(view.center.x, 50)
    }

    func testRunningPropertyAnimatorStartsAtOnce() async {
        let animator = UIViewPropertyAnimator.runningPropertyAnimator(
            withDuration: 0.5, delay: 0, options: .curveLinear,
            animations: { self.view.center.x = 150 }, completion: { self.positions.append($0) })
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(animator.state, .active)
        XCTAssertEqual(animator.duration, 0.5)
        turns(15)
        XCTAssertEqual(presentedX, 100, accuracy: 1e-6)
        turns(15)
        XCTAssertEqual(positions, [.end])
    }

    func testAddAnimationsAfterCreationAnimatesToo() async {
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
        animator.addAnimations { self.view.center.x = 150 }
        animator.addAnimations { self.view.alpha = 0 }
        animator.startAnimation()
        turns(30)
        XCTAssertEqual(presentedX, 100, accuracy: 1e-6)
        XCTAssertEqual(Double(view.layer.presentationState.opacity), 0.5, accuracy: 1e-6)
    }

    func testReversedAnimatorCompletesAtTheStartWithTheStartValues() async {
        let animator = moveAnimator()
        animator.startAnimation()
        turns(30)
        animator.isReversed = true
        turns(15)
        XCTAssertEqual(presentedX, 75, accuracy: 1e-6)
        turns(15)
        XCTAssertEqual(positions, [.start])
        XCTAssertEqual(view.center.x, 50)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-6)
    }

    func testSpringAnimatorEndsAtTheModelValue() async {
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.7) { self.view.center.x = 150 }
        animator.addCompletion { self.positions.append($0) }
        animator.startAnimation(afterDelay: 0.5)
        turns(15)
        XCTAssertEqual(presentedX, 50, accuracy: 1e-6, "still in its delay")
        turns(15)
        XCTAssertEqual(positions, [])
        turns(30)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(presentedX, 150, accuracy: 1e-6)
    }

    func testAnUnretainedRunningAnimatorStillCompletes() async {
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0, options: [],
                                                       animations: { self.view.alpha = 0 },
                                                       completion: { self.positions.append($0) })
        turns(30)
        XCTAssertEqual(positions, [.end])
    }

    func testAnimationsAddedWhileRunningTakeTheRemainingTime() async {
        let animator = moveAnimator()
        animator.startAnimation()
        turns(30)
        animator.addAnimations { self.view.alpha = 0 }
        turns(15)
        XCTAssertEqual(Double(view.layer.presentationState.opacity), 0.5, accuracy: 1e-6)
        animator.pauseAnimation()
        XCTAssertEqual(Double(animator.fractionComplete), 0.75, accuracy: 1e-6)
        turns(30)
        XCTAssertEqual(presentedX, 125, accuracy: 1e-6)
        animator.startAnimation()
        turns(15)
        XCTAssertEqual(positions, [.end])
        XCTAssertEqual(view.layer.presentationState.opacity, 0)
    }
}
