import XCTest
@testable import SandboxKit

@MainActor
final class UIPanGestureRecognizerTests: XCTestCase {
    private var h: TouchHarness!
    private var view: UIView!
    private var pan: UIPanGestureRecognizer!
    private var states: [UIGestureRecognizer.State] = []
    private var translations: [CGPoint] = []

    override func setUp() async throws {
        h = TouchHarness()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        h.window.addSubview(view)
        states = []
        translations = []
        pan = UIPanGestureRecognizer(target: nil) { [unowned self] g in
            self.states.append(g.state)
            self.translations.append((g as! UIPanGestureRecognizer).translation(in: self.view))
        }
        view.addGestureRecognizer(pan)
    }

    func testBeginsAfterTenPointsThenChangesThenEnds() async {
        h.down(100, 100)
        h.move(105, 100)
        XCTAssertEqual(pan.state, .possible, "5 pt is within the hysteresis")
        h.move(110, 100)
        XCTAssertEqual(states, [.began])
        h.move(130, 110)
        h.move(150, 120)
        h.up(150, 120)
        XCTAssertEqual(states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(translations, [CGPoint(x: 10, y: 0), CGPoint(x: 30, y: 10), CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 20)])
        XCTAssertEqual(pan.state, .possible, "reset after the touch ended")
    }

    func testLiftWithoutMovingFails() async {
        h.tap(100, 100)
        XCTAssertEqual(states, [])
    }

    func testSetTranslationMovesTheReference() async {
        h.down(100, 100)
        h.move(120, 100)
        pan.setTranslation(.zero, in: view)
        XCTAssertEqual(pan.translation(in: view), .zero)
        h.move(125, 103)
        XCTAssertEqual(pan.translation(in: view), CGPoint(x: 5, y: 3))
        h.up(125, 103)
    }

    func testTranslationInATransformedView() async {
        let scaled = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        view.addSubview(scaled)
        h.down(100, 100)
        h.move(140, 100)
        XCTAssertEqual(pan.translation(in: scaled), CGPoint(x: 20, y: 0), "40 window points are 20 of the scaled view's")
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 40, y: 0))
        h.up(140, 100)
    }

    func testVelocityUsesTheInjectedClock() async {
        // 6 pt per frame at 60 frames per second is 360 pt/s, however long the test takes to run.
        h.down(100, 100)
        for i in 1...10 { h.move(100 + CGFloat(6 * i), 100) }
        let v = pan.velocity(in: view)
        XCTAssertEqual(v.x, 360, accuracy: 1e-6)
        XCTAssertEqual(v.y, 0, accuracy: 1e-6)
        h.up(160, 100)
    }

    func testVelocityFallsAfterTheFingerStops() async {
        h.down(100, 100)
        for i in 1...10 { h.move(100 + CGFloat(6 * i), 100) }
        h.idle(frames: 12) // 0.2 s without moving
        h.up(160, 100)
        XCTAssertEqual(pan.velocity(in: nil).x, 0, accuracy: 1e-6, "the lift after a pause has no speed")
    }

    func testViewTouchesAreCancelledWhenThePanBegins() async {
        let log = Log()
        let v = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), log: log)
        view.addSubview(v)
        h.down(50, 50)
        h.move(52, 50)
        h.move(70, 50)
        h.move(80, 50)
        h.up(80, 50)
        XCTAssertEqual(log.entries, ["v.began", "v.moved", "v.cancelled"])
    }

    func testDelegateCanRefuseToBegin() async {
        final class Refuse: UIGestureRecognizerDelegate {
            var asked = 0
            func gestureRecognizerShouldBegin(_ g: UIGestureRecognizer) -> Bool { asked += 1; return false }
        }
        let d = Refuse()
        pan.delegate = d
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(states, [])
        XCTAssertEqual(d.asked, 1, "asked once, when leaving possible")
    }

    func testDisablingMidGestureCancels() async {
        h.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 150, y: 100), steps: 5, lift: false)
        pan.isEnabled = false
        XCTAssertEqual(states.last, .cancelled)
        h.up(150, 100)
        XCTAssertEqual(states.filter { $0 == .ended }, [])
    }
}
