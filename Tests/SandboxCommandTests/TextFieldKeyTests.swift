import Foundation
@testable import sandbox
import SandboxKit
import XCTest

/// The window's keys type into a focused text field of the in-process device, the sandbox's own
/// shortcut letters and Space included, as the characters typed (SDL's text input: Shift-2 is "@", not
/// "2"); a key with Ctrl is the sandbox's; unfocused, the keys are the sandbox's again.
final class TextFieldKeyTests: HeadlessSandboxTestCase {
    /// What a real window delivers for one press: the key, then (for a character key) the text it made.
    private func press(_ key: String, typing text: String? = nil) {
        app.handleKey(key)
        if let text { app.handleText(text) }
    }

    func testAFocusedFieldGetsTheShortcutKeysAsTheCharactersTyped() async throws {
        try pick(.views)
        let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 34))
        app.deviceWindow.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        press("a", typing: "a")
        press("2", typing: "@")
        press("b", typing: "b")
        press("Space", typing: " ")
        press("s", typing: "s")
        press("n", typing: "n")
        press("Backspace")
        app.deviceApp.runTurn()
        XCTAssertEqual(field.text, "a@b s")
        XCTAssertEqual(app.deviceApp.animationClock.slowFactor, 1, "s typed, not slow motion")
        XCTAssertFalse(app.deviceApp.animationClock.isPaused, "Space typed, not pause")
        XCTAssertTrue(app.desk.overlay.status.hasPrefix("typing"), app.desk.overlay.status)
        // With Ctrl, S is the sandbox's slow motion even while typing.
        app.handleModifiedKey("s")
        app.deviceApp.runTurn()
        XCTAssertEqual(field.text, "a@b s")
        XCTAssertNotEqual(app.deviceApp.animationClock.slowFactor, 1, "Ctrl+S is slow motion")
        XCTAssertTrue(app.desk.overlay.status.hasPrefix("slow"), "the states come first in the status line: \(app.desk.overlay.status)")
        app.handleModifiedKey("s")
        field.resignFirstResponder()
        press("s", typing: "s")
        app.deviceApp.runTurn()
        XCTAssertEqual(field.text, "a@b s")
        XCTAssertNotEqual(app.deviceApp.animationClock.slowFactor, 1, "unfocused, s is slow motion again")
    }
}
