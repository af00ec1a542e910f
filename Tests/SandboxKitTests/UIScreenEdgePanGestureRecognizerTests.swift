import XCTest
@testable import SandboxKit

@MainActor
final class UIScreenEdgePanGestureRecognizerTests: XCTestCase {
    private var h: TouchHarness!
    private var edge: UIScreenEdgePanGestureRecognizer!
    private var states: [UIGestureRecognizer.State] = []

    override func setUp() async throws {
        h = TouchHarness() // a 400 × 400 screen
        states = []
        edge = UIScreenEdgePanGestureRecognizer(target: nil) { [unowned self] g in self.states.append(g.state) }
        edge.edges = .left
        h.window.addGestureRecognizer(edge)
    }

    func testBeginsFromTheLeftEdgeMovingRight() async {
        h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 105, y: 210), steps: 5)
        XCTAssertEqual(states, [.began, .changed, .changed, .changed, .changed, .ended])
        XCTAssertEqual(edge.translation(in: nil), CGPoint(x: 100, y: 10))
    }

    func testTouchAwayFromTheEdgeFails() async {
        h.drag(from: CGPoint(x: 30, y: 200), to: CGPoint(x: 130, y: 200), steps: 5)
        XCTAssertEqual(states, [])
    }

    func testMovingAlongTheEdgeFails() async {
        h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 8, y: 300), steps: 5)
        XCTAssertEqual(states, [])
    }

    func testOtherEdges() async {
        edge.edges = .right
        h.drag(from: CGPoint(x: 5, y: 200), to: CGPoint(x: 105, y: 200), steps: 5)
        XCTAssertEqual(states, [], "the left edge is not asked for")
        h.drag(from: CGPoint(x: 395, y: 200), to: CGPoint(x: 300, y: 200), steps: 5)
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
    }
}
