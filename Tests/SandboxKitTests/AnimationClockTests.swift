import XCTest
@testable import SandboxKit

@MainActor
final class AnimationClockTests: XCTestCase {
    var app: UIApplication!
    var view: UIView!

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock())
        let window = app.makeWindow()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        app.runTurn()
    }

    func turns(_ n: Int) { for _ in 0..<n { app.runTurn() } }
    var opacity: Float { view.layer.presentationState.opacity }

    func testSlowAnimationsRunTenTimesSlower() async {
        app.animationClock.isSlow = true
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { calls.append($0) })
        turns(60)
        XCTAssertEqual(opacity, 0.9, accuracy: 1e-5)
        turns(539)
        XCTAssertEqual(calls, [])
        turns(1)
        XCTAssertEqual(calls, [true])
    }

    func testSlowOnlyAffectsAnimationsNotTheMainQueue() async {
        app.animationClock.isSlow = true
        var ran = false
        app.mainQueue.enqueue(at: app.clock.now + 0.5) { ran = true }
        turns(30)
        XCTAssertTrue(ran)
    }

    func testPauseHoldsPresentationAndStopsAskingForFrames() async {
        var calls: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 },
                       completion: { calls.append($0) })
        turns(30)
        app.animationClock.isPaused = true
        turns(120)
        XCTAssertEqual(opacity, 0.5, accuracy: 1e-5)
        XCTAssertEqual(calls, [])
        XCTAssertFalse(app.hasRunningAnimations, "a paused sandbox idles")
        app.animationClock.isPaused = false
        turns(30)
        XCTAssertEqual(calls, [true])
    }

    func testStepAdvancesOneFrameWhilePaused() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        app.animationClock.isPaused = true
        turns(10)
        XCTAssertEqual(opacity, 1, accuracy: 1e-6)
        app.animationClock.step()
        XCTAssertTrue(app.hasWork, "a step asks for a frame")
        app.runTurn()
        XCTAssertEqual(opacity, 1 - 1.0 / 60, accuracy: 1e-5)
        turns(10)
        XCTAssertEqual(opacity, 1 - 1.0 / 60, accuracy: 1e-5, "one step is one frame")
        app.animationClock.step()
        app.animationClock.step()
        app.runTurn()
        XCTAssertEqual(opacity, 1 - 3.0 / 60, accuracy: 1e-5)
    }

    func testStepWhileSlowIsOneSlowFrame() async {
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        app.animationClock.isSlow = true
        app.animationClock.isPaused = true
        app.animationClock.step()
        app.runTurn()
        XCTAssertEqual(opacity, 1 - 1.0 / 600, accuracy: 1e-6)
    }

    func testBadSlowFactorFallsBackToOne() async {
        app.animationClock.slowFactor = 0
        XCTAssertEqual(app.animationClock.slowFactor, 1)
        app.animationClock.slowFactor = .nan
        XCTAssertEqual(app.animationClock.slowFactor, 1)
    }
}
