import XCTest
@testable import SandboxKit

@MainActor
final class UIControlTests: XCTestCase {
    private var h: TouchHarness!
    private var control: UIControl!
    private var events: [String] = []

    override func setUp() async throws {
        h = TouchHarness()
        control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        h.window.addSubview(control)
        events = []
        let names: [(UIControl.Event, String)] = [
            (.touchDown, "down"), (.touchDownRepeat, "repeat"), (.touchDragInside, "dragInside"),
            (.touchDragOutside, "dragOutside"), (.touchDragEnter, "enter"), (.touchDragExit, "exit"),
            (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
            (.primaryActionTriggered, "primary"),
        ]
        for (event, name) in names {
            control.addTarget(self, action: { [unowned self] _ in self.events.append(name) }, for: event)
        }
    }

    func testTouchUpInside() async {
        h.down(150, 120)
        XCTAssertTrue(control.isHighlighted)
        XCTAssertTrue(control.isTracking)
        h.up(150, 120)
        XCTAssertEqual(events, ["down", "upInside"], "a plain control sends no primary action")
        XCTAssertFalse(control.isHighlighted)
        XCTAssertFalse(control.isTracking)
    }

    func testDragOutAndBackAndUpOutside() async {
        h.down(150, 120)
        h.move(160, 120)
        h.move(250, 120)
        XCTAssertFalse(control.isHighlighted, "not highlighted while the finger is outside")
        h.move(260, 120)
        h.move(150, 120)
        XCTAssertTrue(control.isHighlighted)
        h.move(150, 300)
        h.up(150, 300)
        XCTAssertEqual(events, ["down", "dragInside", "dragOutside", "exit", "dragOutside", "dragInside", "enter",
                                "dragOutside", "exit", "upOutside"])
    }

    func testTargetActionClosureGetsTheControl() async {
        var sender: UIControl?
        control.addTarget(nil, action: { sender = $0 }, for: .touchUpInside)
        h.tap(150, 120)
        XCTAssertTrue(sender === control)
    }

    func testRemoveTargetAndActions() async {
        control.removeTarget(self, for: .allEvents)
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        control.addAction(action, for: [.touchUpInside, .touchDown])
        h.tap(150, 120)
        XCTAssertEqual(runs, 2)
        control.removeAction(action, for: .touchDown)
        h.idle(frames: 30)
        h.tap(150, 120)
        XCTAssertEqual(runs, 3)
        control.removeAction(identifiedBy: action.identifier, for: .allEvents)
        h.idle(frames: 30)
        h.tap(150, 120)
        XCTAssertEqual(runs, 3)
        XCTAssertEqual(events, [])
    }

    func testDisabledControlIgnoresTouchesAndLetsThemThrough() async {
        let log = Log()
        let behind = RecordingView("behind", frame: CGRect(x: 0, y: 0, width: 400, height: 400), log: log)
        h.window.insertSubview(behind, belowSubview: control)
        control.isEnabled = false
        XCTAssertEqual(control.state, .disabled)
        h.tap(150, 120)
        XCTAssertEqual(events, [])
        XCTAssertEqual(log.entries, ["behind.began", "behind.ended"])
    }

    func testStateCombinesFlags() async {
        control.isSelected = true
        control.isHighlighted = true
        XCTAssertEqual(control.state, [.selected, .highlighted])
    }

    func testCancelledByAGestureRecognizer() async {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        h.window.addGestureRecognizer(pan)
        h.down(150, 120)
        h.move(175, 120)
        XCTAssertEqual(events, ["down", "cancel"])
        XCTAssertFalse(control.isHighlighted)
        h.up(175, 120)
        XCTAssertEqual(events, ["down", "cancel"])
    }

    func testSecondQuickTapSendsTouchDownRepeat() async {
        h.tap(150, 120)
        h.tap(150, 120)
        XCTAssertEqual(events, ["down", "upInside", "down", "repeat", "upInside"])
    }
}
