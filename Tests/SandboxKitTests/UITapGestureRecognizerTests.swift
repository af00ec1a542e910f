import XCTest
@testable import SandboxKit

@MainActor
final class UITapGestureRecognizerTests: XCTestCase {
    private var h: TouchHarness!
    private var view: UIView!
    private var states: [UIGestureRecognizer.State] = []

    override func setUp() async throws {
        h = TouchHarness()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(view)
        states = []
    }

    private func addTap(taps: Int = 1) -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer(target: nil) { [unowned self] g in self.states.append(g.state) }
        tap.numberOfTapsRequired = taps
        view.addGestureRecognizer(tap)
        return tap
    }

    func testSingleTapIsRecognizedOnLift() async {
        let tap = addTap()
        h.down(100, 100)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertEqual(states, [])
        h.up(100, 100)
        XCTAssertEqual(states, [.recognized])
        XCTAssertEqual(tap.state, .possible, "reset once the touch has ended")
        XCTAssertEqual(tap.location(in: view), CGPoint(x: 100, y: 100))
    }

    func testSmallMovementStillTaps() async {
        _ = addTap()
        h.down(100, 100)
        h.move(106, 106) // 8.5 pt
        h.up(106, 106)
        XCTAssertEqual(states, [.recognized])
    }

    func testMovementBeyondTenPointsFails() async {
        let tap = addTap()
        h.down(100, 100)
        h.move(111, 100)
        XCTAssertEqual(tap.state, .failed)
        h.move(100, 100)
        h.up(100, 100)
        XCTAssertEqual(states, [], "a failed tap never runs its action")
        XCTAssertEqual(tap.state, .possible)
        h.tap(100, 100)
        XCTAssertEqual(states, [.recognized], "the next gesture starts afresh")
    }

    func testDoubleTap() async {
        let tap = addTap(taps: 2)
        h.tap(100, 100)
        XCTAssertEqual(states, [])
        XCTAssertEqual(tap.state, .possible, "waiting for the second tap")
        h.tap(102, 101)
        XCTAssertEqual(states, [.recognized])
    }

    func testDoubleTapFailsWhenTheSecondTapIsLate() async {
        _ = addTap(taps: 2)
        h.tap(100, 100)
        h.idle(frames: 30) // 0.5 s > 0.35 s: the recognizer fails on its own and starts over
        h.tap(100, 100)
        XCTAssertEqual(states, [], "one tap after the timeout is a first tap again")
        h.tap(100, 100)
        XCTAssertEqual(states, [.recognized])
    }

    func testDoubleTapFailsWhenTheSecondTapIsFarAway() async {
        _ = addTap(taps: 2)
        h.tap(100, 100)
        h.tap(200, 100)
        XCTAssertEqual(states, [])
    }

    func testDisabledRecognizerSeesNothing() async {
        let tap = addTap()
        tap.isEnabled = false
        h.tap(100, 100)
        XCTAssertEqual(states, [])
    }

    func testTapOnSubviewIsSeenByTheSuperviewsRecognizer() async {
        _ = addTap()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        view.addSubview(child)
        h.tap(20, 20)
        XCTAssertEqual(states, [.recognized])
    }

    func testRecognizedTapCancelsTheViewsTouches() async {
        let log = Log()
        let v = RecordingView("v", frame: CGRect(x: 0, y: 0, width: 100, height: 100), log: log)
        view.addSubview(v)
        let tap = UITapGestureRecognizer(target: nil) { _ in log.add("tap") }
        v.addGestureRecognizer(tap)
        h.tap(50, 50)
        XCTAssertEqual(log.entries, ["v.began", "v.cancelled", "tap"])
        log.clear()
        tap.cancelsTouchesInView = false
        h.tap(50, 50)
        XCTAssertEqual(log.entries, ["v.began", "tap", "v.ended"])
    }

    func testActionStopsWhenTargetIsGone() async {
        var runs = 0
        var target: NSObject? = NSObject()
        let tap = UITapGestureRecognizer(target: target) { _ in runs += 1 }
        view.addGestureRecognizer(tap)
        h.tap(50, 50)
        target = nil
        h.tap(50, 50)
        XCTAssertEqual(runs, 1)
    }
}
