import XCTest
@testable import SandboxKit

/// A long press begins once the finger has been held still for half a second (on the injected clock),
/// follows the finger, and ends at the lift; lifting or moving first fails it. A swipe is recognized
/// while a quick stroke goes 50 points in a permitted direction; slow, short or crooked strokes fail.
@MainActor
final class UILongPressAndSwipeGestureRecognizerTests: XCTestCase {
    private var h: TouchHarness!
    private var view: UIView!
    private var states: [UIGestureRecognizer.State] = []

    override func setUp() async throws {
        h = TouchHarness()
        view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        h.window.addSubview(view)
        states = []
    }

    private func addLongPress() -> UILongPressGestureRecognizer {
        let press = UILongPressGestureRecognizer(target: nil) { [unowned self] g in self.states.append(g.state) }
        view.addGestureRecognizer(press)
        return press
    }

    private func addSwipe(_ direction: UISwipeGestureRecognizer.Direction) -> UISwipeGestureRecognizer {
        let swipe = UISwipeGestureRecognizer(target: nil) { [unowned self] g in self.states.append(g.state) }
        swipe.direction = direction
        view.addGestureRecognizer(swipe)
        return swipe
    }

    func testAPressHeldHalfASecondBeginsFollowsAndEnds() async {
        let press = addLongPress()
        XCTAssertEqual(press.minimumPressDuration, 0.5)
        h.down(100, 100)
        h.idle(frames: 25) // 0.43 s
        XCTAssertEqual(states, [], "not yet")
        h.idle(frames: 6)
        XCTAssertEqual(states, [.began], "began after half a second, the finger still down")
        h.move(140, 120)
        XCTAssertEqual(press.location(in: view), CGPoint(x: 140, y: 120))
        h.up(140, 120)
        XCTAssertEqual(states, [.began, .changed, .ended])
    }

    func testLiftingOrMovingFirstFails() async {
        _ = addLongPress()
        h.down(100, 100)
        h.idle(frames: 10)
        h.up(100, 100)
        h.idle(frames: 40)
        XCTAssertEqual(states, [], "lifted before half a second")
        h.down(100, 100)
        h.move(115, 100)
        h.idle(frames: 40)
        h.up(115, 100)
        XCTAssertEqual(states, [], "moved 15 points first")
        h.down(100, 100)
        h.move(108, 100)
        h.idle(frames: 35)
        h.up(108, 100)
        XCTAssertEqual(states, [.began, .ended], "8 points is still holding")
    }

    func testAQuickStrokeInItsDirectionSwipes() async {
        _ = addSwipe(.left)
        h.drag(from: CGPoint(x: 250, y: 150), to: CGPoint(x: 150, y: 155), steps: 6)
        XCTAssertEqual(states, [.recognized])
        states = []
        h.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 150), steps: 6)
        XCTAssertEqual(states, [], "rightwards is not a permitted direction")
    }

    func testSlowShortOrCrookedStrokesFail() async {
        _ = addSwipe([.right, .down])
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 200, y: 150), steps: 180)
        XCTAssertEqual(states, [], "three seconds to go 150 points is a drag, not a swipe")
        h.drag(from: CGPoint(x: 50, y: 150), to: CGPoint(x: 90, y: 150), steps: 4)
        XCTAssertEqual(states, [], "40 points is short of a swipe")
        h.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 110, y: 110), steps: 4)
        XCTAssertEqual(states, [], "diagonal")
        h.drag(from: CGPoint(x: 150, y: 20), to: CGPoint(x: 150, y: 200), steps: 6)
        XCTAssertEqual(states, [.recognized], "down is permitted too")
    }
}
