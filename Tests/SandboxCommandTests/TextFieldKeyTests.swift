import Foundation
@testable import sandbox
import SandboxKit
import XCTest

/// The window's keys type into a focused text field of the in-process device, the sandbox's own
/// shortcut letters and Space included; unfocused, those keys are the sandbox's again.
final class TextFieldKeyTests: HeadlessSandboxTestCase {
    func testAFocusedFieldGetsTheShortcutKeys() async throws {
        try pick(.views)
        let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
        app.deviceWindow.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        for key in ["s", "n", "Space", "c", "Backspace", "o"] { app.handleKey(key) }
        app.deviceApp.runTurn()
        XCTAssertEqual(field.text, "sn o")
        XCTAssertEqual(app.deviceApp.animationClock.slowFactor, 1, "s typed, not slow motion")
        XCTAssertFalse(app.deviceApp.animationClock.isPaused, "Space typed, not pause")
        field.resignFirstResponder()
        app.handleKey("s")
        app.deviceApp.runTurn()
        XCTAssertEqual(field.text, "sn o")
        XCTAssertNotEqual(app.deviceApp.animationClock.slowFactor, 1, "unfocused, s is slow motion again")
    }
}
