import XCTest
@testable import SandboxKit

/// A timer picker as a tutorial writes one: hours, minutes and seconds wheels, the delegate keeping
/// what the user picked.
final class TimerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var picked: [(row: Int, component: Int)] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 60 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(row) " + ["h", "m", "s"][component]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        picked.append((row, component))
    }
}

@MainActor
final class UIPickerViewTests: XCTestCase {
    var harness: TouchHarness!
    var picker: UIPickerView!
    var wheels: TimerWheels!

    override func setUp() async throws {
        harness = TouchHarness()
        wheels = TimerWheels()
        picker = UIPickerView()
        picker.frame.origin = CGPoint(x: 40, y: 100)
        picker.dataSource = wheels
        picker.delegate = wheels
        _ = harness.show(picker)
    }

    override func tearDown() async throws {
        harness = nil
        picker = nil
        wheels = nil
    }

    /// The titles of the labels shown in the band across the middle, wheel by wheel.
    private func titlesInBand() -> [String] {
        let mid = picker.bounds.midY
        return picker.subviews.compactMap { $0 as? UILabel }
            .filter { $0.frame.minY < mid && $0.frame.maxY > mid }
            .sorted { $0.frame.minX < $1.frame.minX }
            .compactMap(\.text)
    }

    func testCountsRowsAndShowsTheSelectedRowsInTheBand() async throws {
        XCTAssertEqual(picker.frame.size, CGSize(width: 320, height: 216))
        XCTAssertEqual(picker.numberOfComponents, 3)
        XCTAssertEqual(picker.numberOfRows(inComponent: 0), 24)
        XCTAssertEqual(picker.numberOfRows(inComponent: 3), 0)
        XCTAssertEqual(titlesInBand(), ["0 h", "0 m", "0 s"])
        picker.selectRow(5, inComponent: 1, animated: false)
        picker.selectRow(99, inComponent: 2, animated: true)
        harness.idle(frames: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 5)
        XCTAssertEqual(picker.selectedRow(inComponent: 2), 59, "clamped to the last row")
        XCTAssertEqual(titlesInBand(), ["0 h", "5 m", "59 s"])
        XCTAssertTrue(wheels.picked.isEmpty, "selecting in code does not call the delegate")
        // rows above and below the band, fading away from it
        let above = picker.subviews.compactMap { $0 as? UILabel }.first { $0.text == "4 m" }
        XCTAssertNotNil(above)
        XCTAssertLessThan(above!.alpha, 1)
    }

    func testDraggingAWheelSettlesOnARowAndTellsTheDelegate() async throws {
        // the middle wheel, dragged up by three rows (32 points each)
        let x = picker.frame.midX, y = picker.frame.midY
        harness.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y - 96))
        harness.idle(frames: 1)
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 3)
        XCTAssertEqual(wheels.picked.map(\.row), [3])
        XCTAssertEqual(wheels.picked.map(\.component), [1])
        XCTAssertEqual(titlesInBand(), ["0 h", "3 m", "0 s"])
        // dragging down past the first row stops at it
        harness.drag(from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y + 300))
        XCTAssertEqual(picker.selectedRow(inComponent: 1), 0)
    }

    func testTappingARowBelowTheBandSelectsIt() async throws {
        let leftWheel = picker.frame.minX + 50
        harness.tap(leftWheel, picker.frame.midY + 64)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), 2)
        XCTAssertEqual(wheels.picked.map(\.row), [2])
    }

    func testAsInputViewOfATextFieldItReplacesTheKeyboard() async throws {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let input = UIPickerView()
        input.dataSource = wheels
        input.delegate = wheels
        field.inputView = input
        field.inputAccessoryView = bar
        _ = harness.show(field)
        XCTAssertNil(input.superview)
        field.becomeFirstResponder()
        harness.idle(frames: 1)
        XCTAssertTrue(input.window === harness.window)
        XCTAssertEqual(input.frame, CGRect(x: 0, y: 400 - 216, width: 400, height: 216))
        XCTAssertEqual(bar.frame, CGRect(x: 0, y: 400 - 216 - 44, width: 400, height: 44))
        field.resignFirstResponder()
        harness.idle(frames: 1)
        XCTAssertNil(input.superview)
        XCTAssertNil(bar.superview)
    }

    /// Wheels that lose their rows in the middle of a drag, and rows a hundredth of a point tall, are
    /// bad input a picker survives.
    func testRowsTakenAwayMidDragAndTinyRows() async throws {
        final class Shrinking: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var rows = 50
            var height: CGFloat = 32
            func numberOfComponents(in pickerView: UIPickerView) -> Int { rows > 0 ? 1 : 0 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { height }
        }
        let data = Shrinking()
        picker.dataSource = data
        picker.delegate = data
        harness.idle(frames: 1)
        let x = picker.frame.midX, y = picker.frame.midY
        harness.down(x, y)
        harness.move(x, y - 40)
        data.rows = 0
        picker.reloadAllComponents()
        harness.move(x, y - 80)
        harness.up(x, y - 80)
        XCTAssertEqual(picker.numberOfComponents, 0)
        XCTAssertEqual(picker.selectedRow(inComponent: 0), -1)
        data.rows = 10_000
        data.height = 0.01
        picker.reloadAllComponents()
        harness.idle(frames: 2)
        XCTAssertEqual(picker.rowSize(forComponent: 0).height, 1)
        XCTAssertLessThan(picker.subviews.count, 1_000)
    }
}
