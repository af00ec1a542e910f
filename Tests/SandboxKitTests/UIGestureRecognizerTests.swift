import XCTest
@testable import SandboxKit

@MainActor
final class UIGestureRecognizerTests: XCTestCase {
    func testRecognizersSeeTouchesBeforeTheView() async {
        let h = TouchHarness()
        let log = Log()
        let v = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        h.window.addSubview(v)
        final class Spy: UIGestureRecognizer {
            var log: Log?
            override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent) { log?.add("g.began") }
            override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent) { log?.add("g.ended"); state = .failed }
        }
        let spy = Spy(target: nil, action: nil)
        spy.log = log
        v.addGestureRecognizer(spy)
        h.tap(10, 10)
        XCTAssertEqual(log.entries, ["g.began", "v.began", "g.ended", "v.ended"])
    }

    func testFirstToBeginWinsUnlessSimultaneous() async {
        let h = TouchHarness()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(inner)
        var log: [String] = []
        let innerPan = UIPanGestureRecognizer(target: nil) { log.append("inner \($0.state)") }
        let outerPan = UIPanGestureRecognizer(target: nil) { log.append("outer \($0.state)") }
        inner.addGestureRecognizer(innerPan)
        h.window.addGestureRecognizer(outerPan)
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), steps: 2)
        XCTAssertEqual(log, ["inner began", "inner changed", "inner ended"], "the innermost recognizer sees the touch first")

        final class Both: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith o: UIGestureRecognizer) -> Bool { true }
        }
        let both = Both()
        outerPan.delegate = both
        log = []
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 80, y: 50), steps: 2)
        XCTAssertEqual(log, ["inner began", "outer began", "inner changed", "outer changed", "inner ended", "outer ended"])
    }

    func testShouldReceiveTouchCanKeepTouchesFromTheRecognizer() async {
        let h = TouchHarness()
        final class Picky: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
                touch.location(in: nil).x < 100
            }
        }
        var taps = 0
        let tap = UITapGestureRecognizer(target: nil) { _ in taps += 1 }
        let picky = Picky()
        tap.delegate = picky
        h.window.addGestureRecognizer(tap)
        h.tap(150, 10)
        h.idle(frames: 30)
        h.tap(50, 10)
        XCTAssertEqual(taps, 1)
    }

    func testGestureRecognizersListAndMovingBetweenViews() async {
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        XCTAssertNil(a.gestureRecognizers)
        let g = UITapGestureRecognizer(target: nil, action: nil)
        a.addGestureRecognizer(g)
        XCTAssertTrue(g.view === a)
        b.addGestureRecognizer(g)
        XCTAssertTrue(g.view === b)
        XCTAssertNil(a.gestureRecognizers)
        XCTAssertEqual(b.gestureRecognizers?.count, 1)
        b.removeGestureRecognizer(g)
        XCTAssertNil(g.view)
    }

    func testIllegalTransitionsAreIgnored() async {
        let g = UIGestureRecognizer(target: nil, action: nil)
        g.state = .changed
        XCTAssertEqual(g.state, .possible, "possible cannot go to changed")
    }

    func testSingleTapOfSuperviewDoesNotTakeAButtonsTap() async {
        let h = TouchHarness()
        var taps = 0, presses = 0
        let tap = UITapGestureRecognizer(target: nil) { _ in taps += 1 }
        h.window.addGestureRecognizer(tap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        h.window.addSubview(button)
        h.tap(50, 20)
        XCTAssertEqual(presses, 1)
        XCTAssertEqual(taps, 0)
        h.idle(frames: 30)
        h.tap(200, 200)
        XCTAssertEqual(taps, 1, "elsewhere the window's tap still works")
    }

    func testSingleTapRequiringDoubleTapToFailWaitsForIt() async {
        let h = TouchHarness()
        var log: [String] = []
        let single = UITapGestureRecognizer(target: nil) { _ in log.append("single") }
        let double = UITapGestureRecognizer(target: nil) { _ in log.append("double") }
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        h.window.addGestureRecognizer(single)
        h.window.addGestureRecognizer(double)
        h.tap(100, 100)
        XCTAssertEqual(log, [], "the single tap waits while a double tap is still possible")
        h.idle(frames: 30)
        XCTAssertEqual(log, ["single"], "the double tap timed out, so the single tap fires")
        h.tap(100, 100)
        h.tap(100, 100)
        h.idle(frames: 30)
        XCTAssertEqual(log, ["single", "double"])
    }
}
