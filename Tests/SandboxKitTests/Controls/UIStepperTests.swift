import XCTest
@testable import SandboxKit

/// A stepper's halves step by `stepValue` within the limits (or wrapping), send `valueChanged` only for
/// taps, and a half at its limit does nothing.
@MainActor
final class UIStepperTests: XCTestCase {
    /// At (50, 100), 94×32: "−" centred at (73, 116), "+" at (120, 116).
    private func stepper(_ h: TouchHarness) -> UIStepper {
        h.show(UIStepper(frame: CGRect(x: 50, y: 100, width: 0, height: 0)))
    }

    func testDefaultsAndSize() async {
        let s = UIStepper(frame: .zero)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 100)
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertFalse(s.wraps)
        XCTAssertTrue(s.isContinuous)
        XCTAssertEqual(s.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.sizeThatFits(.zero), CGSize(width: 94, height: 32))
    }

    func testTapsStepAndSendValueChanged() async {
        let h = TouchHarness()
        let s = stepper(h)
        s.stepValue = 2.5
        var values: [Double] = []
        s.addTarget(nil, action: { values.append(($0 as! UIStepper).value) }, for: .valueChanged)
        h.tap(120, 116)
        h.tap(120, 116)
        h.tap(73, 116)
        XCTAssertEqual(s.value, 2.5)
        XCTAssertEqual(values, [2.5, 5, 2.5])
        s.value = 40
        XCTAssertEqual(values, [2.5, 5, 2.5], "a value set in code sends nothing")
    }

    func testLimitsClampAndAHalfAtItsLimitDoesNothing() async {
        let h = TouchHarness()
        let s = stepper(h)
        s.maximumValue = 5
        s.stepValue = 2
        var sent = 0
        s.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        h.tap(73, 116)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(sent, 0, "the minus half at the minimum does nothing")
        for _ in 0..<4 { h.tap(120, 116) }
        XCTAssertEqual(s.value, 5, "the last step is clamped to the maximum")
        XCTAssertEqual(sent, 3, "the tap at the maximum sends nothing")
        s.value = 99
        XCTAssertEqual(s.value, 5)
        s.value = -3
        XCTAssertEqual(s.value, 0)
        s.value = 4
        s.maximumValue = 3
        XCTAssertEqual(s.value, 3, "lowering the maximum clamps the value")
    }

    func testWrapsGoesRoundToTheOtherLimit() async {
        let h = TouchHarness()
        let s = stepper(h)
        s.wraps = true
        s.minimumValue = 1
        s.maximumValue = 3
        var values: [Double] = []
        s.addTarget(nil, action: { values.append(($0 as! UIStepper).value) }, for: .valueChanged)
        h.tap(73, 116)
        XCTAssertEqual(s.value, 3, "below the minimum wraps to the maximum")
        h.tap(120, 116)
        XCTAssertEqual(s.value, 1, "past the maximum wraps to the minimum")
        XCTAssertEqual(values, [3, 1])
    }

    func testNotContinuousSendsOnLift() async {
        let h = TouchHarness()
        let s = stepper(h)
        s.isContinuous = false
        var sent = 0
        s.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        h.down(120, 116)
        XCTAssertEqual(s.value, 1, "the value steps on touch down")
        XCTAssertEqual(sent, 0)
        h.up(120, 116)
        XCTAssertEqual(sent, 1)
    }
}
