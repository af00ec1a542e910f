import XCTest
@testable import SandboxKit

@MainActor
final class UIDatePickerTests: XCTestCase {
    var harness: TouchHarness!
    var changes = 0
    override func setUp() async throws { harness = TouchHarness(); changes = 0 }
    override func tearDown() async throws { harness = nil }

    private var utc: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "UTC")!
        return c
    }

    private func date(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 9, _ min: Int = 30) -> Date {
        utc.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    private func picker(_ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle) -> UIDatePicker {
        let p = UIDatePicker()
        p.timeZone = TimeZone(identifier: "UTC")
        p.locale = Locale(identifier: "en_US")
        p.datePickerMode = mode
        p.preferredDatePickerStyle = style
        p.date = date(2024, 2, 10)
        p.addAction(UIAction { [unowned self] _ in self.changes += 1 }, for: .valueChanged)
        p.frame = CGRect(origin: CGPoint(x: 40, y: 40), size: p.sizeThatFits(.zero))
        return harness.show(p)
    }

    private func labels(in view: UIView) -> [String] {
        view.subviews.flatMap { sub -> [String] in
            ((sub as? UILabel).flatMap(\.text).map { [$0] } ?? []) + labels(in: sub)
        }
    }

    func testCompactStyleShowsTheDateAndTimeAsText() async throws {
        let p = picker(.dateAndTime, .automatic)
        XCTAssertEqual(p.datePickerStyle, .compact)
        XCTAssertEqual(Set(labels(in: p)), ["Feb 10, 2024", "9:30 AM"])
        XCTAssertEqual(p.frame.height, 34)
        p.datePickerMode = .date
        XCTAssertEqual(labels(in: p).filter { !$0.isEmpty }.count, 1)
    }

    func testWheelsTurnTheDateAndSendValueChanged() async throws {
        let p = picker(.date, .wheels)
        XCTAssertEqual(p.frame.size, CGSize(width: 320, height: 216))
        let wheels = p.subviews.compactMap { $0 as? UIPickerView }.first!
        XCTAssertEqual(wheels.numberOfComponents, 3)
        XCTAssertEqual(wheels.selectedRow(inComponent: 0), 1, "February")
        XCTAssertEqual(wheels.selectedRow(inComponent: 1), 9)
        // the day wheel (the middle one) dragged up by two rows: 12 February
        let dayX = p.frame.minX + 190
        harness.drag(from: CGPoint(x: dayX, y: p.frame.midY), to: CGPoint(x: dayX, y: p.frame.midY - 64))
        XCTAssertEqual(p.date, date(2024, 2, 12))
        XCTAssertEqual(changes, 1)
        // setting the date in code turns the wheels and sends nothing
        p.date = date(2025, 7, 4)
        XCTAssertEqual(wheels.selectedRow(inComponent: 0), 6)
        XCTAssertEqual(changes, 1)
    }

    func testLimitsKeepTheDateInside() async throws {
        let p = picker(.date, .wheels)
        p.minimumDate = date(2024, 2, 5)
        p.maximumDate = date(2024, 2, 11)
        p.date = date(2023, 1, 1)
        XCTAssertEqual(p.date, date(2024, 2, 5))
        let wheels = p.subviews.compactMap { $0 as? UIPickerView }.first!
        let dayX = p.frame.minX + 190
        harness.drag(from: CGPoint(x: dayX, y: p.frame.midY), to: CGPoint(x: dayX, y: p.frame.midY - 320))
        XCTAssertEqual(p.date, date(2024, 2, 11), "turned back to the maximum")
        XCTAssertEqual(wheels.selectedRow(inComponent: 1), 10)
    }

    func testCountDownTimer() async throws {
        let p = picker(.countDownTimer, .automatic)
        XCTAssertEqual(p.datePickerStyle, .wheels)
        p.countDownDuration = 90 * 60
        let wheels = p.subviews.compactMap { $0 as? UIPickerView }.first!
        XCTAssertEqual(wheels.selectedRow(inComponent: 0), 1)
        XCTAssertEqual(wheels.selectedRow(inComponent: 1), 30)
    }
}
