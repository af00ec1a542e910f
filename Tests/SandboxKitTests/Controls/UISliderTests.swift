import XCTest
@testable import SandboxKit

/// A slider's value stays in its range, changes sent only for drags of the thumb (continuously, or once
/// on lift when not continuous), and a touch on the track away from the thumb does nothing.
@MainActor
final class UISliderTests: XCTestCase {
    /// 228 points wide at x = 50: the thumb's centre travels 200 points, from x = 64 to x = 264.
    private func slider(_ h: TouchHarness) -> UISlider {
        h.show(UISlider(frame: CGRect(x: 50, y: 100, width: 228, height: 31)))
    }

    func testDefaultsAndSizes() async {
        let s = UISlider(frame: .zero)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 1)
        XCTAssertTrue(s.isContinuous)
        XCTAssertEqual(s.intrinsicContentSize.height, 31)
        XCTAssertEqual(s.intrinsicContentSize.width, UIView.noIntrinsicMetric)
        XCTAssertEqual(s.sizeThatFits(CGSize(width: 200, height: 100)), CGSize(width: 200, height: 31))
    }

    func testValueInCodeClampsAndSendsNothing() async {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        var sent = 0
        s.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        s.value = 2
        XCTAssertEqual(s.value, 1)
        s.setValue(-1, animated: true)
        XCTAssertEqual(s.value, 0)
        s.maximumValue = 10
        s.value = 7
        s.maximumValue = 5
        XCTAssertEqual(s.value, 5, "lowering the maximum clamps the value")
        s.minimumValue = 6
        XCTAssertEqual(s.maximumValue, 6, "a minimum above the maximum raises it")
        XCTAssertEqual(s.value, 6)
        XCTAssertEqual(sent, 0)
    }

    func testDraggingTheThumbChangesTheValueContinuously() async {
        let h = TouchHarness()
        let s = slider(h)
        var values: [Float] = []
        s.addTarget(nil, action: { values.append(($0 as! UISlider).value) }, for: .valueChanged)
        h.drag(from: CGPoint(x: 66, y: 115), to: CGPoint(x: 166, y: 115), steps: 4)
        XCTAssertEqual(s.value, 0.5, accuracy: 0.001)
        XCTAssertEqual(values.count, 4, "one valueChanged a move")
        XCTAssertEqual(values.last ?? 0, 0.5, accuracy: 0.001)
        // dragging past the end, even outside the bounds, stops at the maximum
        h.drag(from: CGPoint(x: 164, y: 115), to: CGPoint(x: 400, y: 200), steps: 3)
        XCTAssertEqual(s.value, 1)
        XCTAssertEqual(values.last, 1)
    }

    func testATouchOnTheTrackAwayFromTheThumbDoesNothing() async {
        let h = TouchHarness()
        let s = slider(h)
        var sent = 0
        s.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        h.drag(from: CGPoint(x: 200, y: 115), to: CGPoint(x: 250, y: 115), steps: 3)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(sent, 0)
    }

    func testNotContinuousSendsOnceOnLift() async {
        let h = TouchHarness()
        let s = slider(h)
        s.isContinuous = false
        s.value = 1
        var values: [Float] = []
        s.addTarget(nil, action: { values.append(($0 as! UISlider).value) }, for: .valueChanged)
        h.drag(from: CGPoint(x: 264, y: 115), to: CGPoint(x: 114, y: 115), steps: 5, lift: false)
        XCTAssertEqual(s.value, 0.25, accuracy: 0.001, "the thumb follows the finger")
        XCTAssertEqual(values, [], "nothing sent before the lift")
        h.up(114, 115)
        XCTAssertEqual(values.count, 1)
        XCTAssertEqual(values.first ?? 0, 0.25, accuracy: 0.001)
        // a touch on the thumb that does not move it sends nothing
        h.tap(114, 115)
        XCTAssertEqual(values.count, 1)
    }

    func testADisabledSliderIgnoresDrags() async {
        let h = TouchHarness()
        let s = slider(h)
        s.isEnabled = false
        h.drag(from: CGPoint(x: 64, y: 115), to: CGPoint(x: 200, y: 115), steps: 3)
        XCTAssertEqual(s.value, 0)
    }
}
