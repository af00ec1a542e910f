import XCTest
@testable import SandboxKit

@MainActor
final class PrimaryActionAndLayerCopyTests: XCTestCase {
    func testAControlMadeWithAPrimaryActionPerformsItOnATap() async throws {
        let harness = TouchHarness()
        var taps = 0
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44), primaryAction: UIAction(title: "Go") { _ in taps += 1 })
        _ = harness.show(button)
        harness.tap(60, 30)
        XCTAssertEqual(taps, 1)
    }

    func testALayerMadeFromAnotherCopiesItsModel() async throws {
        _ = UIApplication()
        let original = CALayer()
        original.frame = CGRect(x: 5, y: 6, width: 70, height: 80)
        original.cornerRadius = 9
        original.backgroundColor = UIColor.systemRed.cgColor
        original.name = "card"
        let copy = CALayer(layer: original)
        XCTAssertEqual(copy.frame, original.frame)
        XCTAssertEqual(copy.cornerRadius, 9)
        XCTAssertEqual(copy.backgroundColor, original.backgroundColor)
        XCTAssertEqual(copy.name, "card")
        copy.cornerRadius = 2
        XCTAssertEqual(original.cornerRadius, 9, "a copy, not the same layer")
        XCTAssertEqual(CALayer(layer: "not a layer").frame, .zero)
    }
}
