import XCTest
@testable import SandboxKit

@MainActor
final class UIButtonTests: XCTestCase {
    func testTitlesPerStateFallBackToNormal() async {
        let b = UIButton(type: .system)
        b.setTitle("Play", for: .normal)
        b.setTitle("Playing", for: .selected)
        XCTAssertEqual(b.currentTitle, "Play")
        b.isHighlighted = true
        XCTAssertEqual(b.currentTitle, "Play", "no highlighted title: the normal one")
        b.isSelected = true
        XCTAssertEqual(b.state, [.highlighted, .selected])
        XCTAssertEqual(b.currentTitle, "Play", "selected+highlighted falls back to normal, not to selected")
        b.isHighlighted = false
        XCTAssertEqual(b.currentTitle, "Playing")
        XCTAssertEqual(b.titleLabel?.text, "Playing")
        b.isEnabled = false
        b.isSelected = false
        b.setTitle("Off", for: .disabled)
        XCTAssertEqual(b.titleLabel?.text, "Off")
    }

    func testSystemButtonColours() async {
        let b = UIButton(type: .system)
        b.setTitle("OK", for: .normal)
        XCTAssertEqual(b.currentTitleColor, .systemBlue)
        b.isHighlighted = true
        XCTAssertEqual(b.currentTitleColor, UIColor.systemBlue.withAlphaComponent(0.2))
        b.setTitleColor(.red, for: .highlighted)
        XCTAssertEqual(b.titleLabel?.textColor, .red)
        let custom = UIButton(type: .custom)
        XCTAssertEqual(custom.currentTitleColor, .white)
    }

    func testHighlightedWhilePressedAndInside() async {
        let h = TouchHarness()
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        b.setTitle("Tap me", for: .normal)
        b.setTitle("Pressed", for: .highlighted)
        var taps = 0
        b.addAction(UIAction { _ in taps += 1 }, for: .primaryActionTriggered)
        h.window.addSubview(b)
        h.app.runTurn()
        h.down(150, 120)
        XCTAssertTrue(b.isHighlighted)
        XCTAssertEqual(b.titleLabel?.text, "Pressed")
        h.move(300, 120)
        XCTAssertFalse(b.isHighlighted)
        XCTAssertEqual(b.titleLabel?.text, "Tap me")
        h.move(150, 125)
        XCTAssertTrue(b.isHighlighted)
        h.up(150, 125)
        XCTAssertFalse(b.isHighlighted)
        XCTAssertEqual(taps, 1)
    }

    func testTitleLabelIsCentredAndSizeFitsTheTitle() async {
        let app = UIApplication() // placeholder fonts: 0.6 em per character, line height 1.2 em rounded up
        let b = UIButton(type: .system)
        b.setTitle("Button", for: .normal)
        // 6 characters × 15 × 0.6 = 54 wide; 18 high + 2 × 6 padding.
        XCTAssertEqual(b.sizeThatFits(.zero), CGSize(width: 54, height: 30))
        b.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        b.layoutIfNeeded()
        XCTAssertEqual(b.titleLabel?.frame, CGRect(x: 23, y: 11, width: 54, height: 18))
        b.sizeToFit()
        XCTAssertEqual(b.bounds.size, CGSize(width: 54, height: 30))
        _ = app
    }

    func testPrimaryActionInitialiser() async {
        var ran = false
        let b = UIButton(primaryAction: UIAction(title: "Go") { _ in ran = true })
        XCTAssertEqual(b.currentTitle, "Go")
        b.sendActions(for: .primaryActionTriggered)
        XCTAssertTrue(ran)
    }
}
