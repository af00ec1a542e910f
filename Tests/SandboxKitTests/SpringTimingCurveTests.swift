import XCTest
@testable import SandboxKit

@MainActor
final class SpringTimingCurveTests: XCTestCase {
    func testStartsAtZeroAndSettlesAtTheEnd() async {
        for damping in [0.2, 0.5, 0.8, 1.0, 1.5] {
            let s = SpringTimingCurve(dampingRatio: damping, initialVelocity: 0, duration: 0.5)
            XCTAssertEqual(s.value(at: 0), 0, accuracy: 1e-9)
            // Within 1 % of the target at the end (the envelope is 0.1 % for ζ ≤ 1).
            XCTAssertEqual(s.value(at: 1), 1, accuracy: 0.01, "damping \(damping)")
        }
    }

    func testUnderdampedOvershootsCriticalDoesNot() async {
        let samples = (0...200).map { Double($0) / 200 }
        let bouncy = SpringTimingCurve(dampingRatio: 0.3, initialVelocity: 0, duration: 1)
        XCTAssertGreaterThan(samples.map(bouncy.value(at:)).max()!, 1.2)
        let critical = SpringTimingCurve(dampingRatio: 1, initialVelocity: 0, duration: 1)
        XCTAssertLessThanOrEqual(samples.map(critical.value(at:)).max()!, 1 + 1e-9)
        let over = SpringTimingCurve(dampingRatio: 2, initialVelocity: 0, duration: 1)
        XCTAssertLessThanOrEqual(samples.map(over.value(at:)).max()!, 1 + 1e-9)
    }

    /// The initial velocity is in distances per second: the slope at the start equals it.
    func testInitialVelocityIsTheStartingSlope() async {
        let s = SpringTimingCurve(dampingRatio: 0.7, initialVelocity: 3, duration: 2)
        let h = 1e-6
        let slopePerSecond = s.value(at: h) / (h * 2)
        XCTAssertEqual(slopePerSecond, 3, accuracy: 0.01)
        let still = SpringTimingCurve(dampingRatio: 0.7, initialVelocity: 0, duration: 2)
        XCTAssertEqual(still.value(at: h) / (h * 2), 0, accuracy: 0.01)
    }

    func testBadInputDoesNotProduceNaN() async {
        let s = SpringTimingCurve(dampingRatio: -1, initialVelocity: .nan, duration: 0)
        for f in [0.0, 0.3, 1.0] { XCTAssertTrue(s.value(at: f).isFinite) }
    }
}
