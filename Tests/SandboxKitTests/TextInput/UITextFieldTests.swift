import Foundation
import XCTest
@testable import SandboxKit

/// UITextField as a form uses it: a tap begins editing, the window's keys type, Return asks the delegate,
/// the delegate hears each step in UIKit's order, the editing events and notifications go out, and the
/// keyboard's notifications come and go with the first responder.
final class UITextFieldTests: LifecycleTestCase {
    @MainActor private final class Delegate: UITextFieldDelegate {
        var log: [String] = []
        var allowsReturn = true
        var refused: Set<String> = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return !refused.contains(string)
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            log.append("shouldReturn")
            textField.resignFirstResponder()
            return allowsReturn
        }
    }

    private var field: UITextField!
    private var delegate: Delegate!
    private var notes: NotificationLog?

    override func setUp() async throws {
        try await super.setUp()
        window.makeKeyAndVisible()
        field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        delegate = Delegate()
        field.delegate = delegate
        window.addSubview(field)
        app.runTurn()
        let names: [(NSNotification.Name, String)] = [
            (UITextField.textDidBeginEditingNotification, "textDidBegin"), (UITextField.textDidChangeNotification, "textDidChange"),
            (UITextField.textDidEndEditingNotification, "textDidEnd"), (UIResponder.keyboardWillShowNotification, "keyboardWillShow"),
            (UIResponder.keyboardDidShowNotification, "keyboardDidShow"), (UIResponder.keyboardWillHideNotification, "keyboardWillHide"),
            (UIResponder.keyboardDidHideNotification, "keyboardDidHide"),
        ]
        notes = NotificationLog(names) { [unowned self] in self.delegate.log.append($0) }
    }

    override func tearDown() async throws {
        notes?.stop()
        try await super.tearDown()
    }

    private func type(_ keys: String...) {
        for k in keys { app.post(.key(k)) }
        app.runTurn()
    }

    func testTextIsEmptyNotNilAndSettingItSendsNothing() async {
        XCTAssertEqual(field.text, "", "UIKit's text is an empty string by default")
        field.addTarget(self, action: { [unowned self] _ in self.delegate.log.append("editingChanged") }, for: .editingChanged)
        field.text = "Jane"
        field.text = nil
        XCTAssertEqual(field.text, "")
        XCTAssertEqual(delegate.log, [], "text set in code sends no event and asks no delegate")
    }

    func testATapBeginsEditingInUIKitsOrderAndTheKeyboardShows() async {
        field.addTarget(self, action: { [unowned self] _ in self.delegate.log.append("editingDidBegin") }, for: .editingDidBegin)
        tap(CGPoint(x: 100, y: 117))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertTrue(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldBegin", "didBegin", "editingDidBegin", "textDidBegin", "keyboardWillShow"])
        app.run(seconds: 0.3)
        XCTAssertEqual(delegate.log.last, "keyboardDidShow", "after the keyboard's 0.25 s animation")
    }

    func testTypingAsksTheDelegateChangesTheTextAndSendsEditingChanged() async {
        var changes: [String] = []
        field.addTarget(self, action: { c in changes.append((c as! UITextField).text ?? "") }, for: .editingChanged)
        XCTAssertTrue(field.becomeFirstResponder())
        delegate.log = []
        delegate.refused = ["x"]
        type("h", "i", "x", "Space", "3", "Backspace")
        XCTAssertEqual(field.text, "hi ")
        XCTAssertEqual(changes, ["h", "hi", "hi ", "hi 3", "hi "], "a refused character changes nothing")
        XCTAssertEqual(delegate.log.filter { $0.hasPrefix("change") },
                       ["change 0,0 'h'", "change 1,0 'i'", "change 2,0 'x'", "change 2,0 ' '", "change 3,0 '3'", "change 3,1 ''"])
        XCTAssertEqual(delegate.log.filter { $0 == "textDidChange" }.count, 5)
    }

    func testKeysDoNothingUnlessEditing() async {
        type("a", "b")
        XCTAssertEqual(field.text, "")
    }

    func testReturnAsksTheDelegateWhichEndsEditingAndTheKeyboardHides() async {
        field.becomeFirstResponder()
        app.run(seconds: 0.3)
        delegate.log = []
        type("Return")
        XCTAssertFalse(field.isFirstResponder)
        XCTAssertFalse(field.isEditing)
        XCTAssertEqual(delegate.log, ["shouldReturn", "shouldEnd", "didEnd", "textDidEnd", "keyboardWillHide"])
        app.run(seconds: 0.3)
        XCTAssertEqual(delegate.log.last, "keyboardDidHide")
    }

    func testEditingDidEndOnExitWithATargetEndsEditing() async {
        field.delegate = nil
        var exits = 0
        field.addTarget(self, action: { _ in exits += 1 }, for: .editingDidEndOnExit)
        field.becomeFirstResponder()
        type("Return")
        XCTAssertEqual(exits, 1)
        XCTAssertFalse(field.isFirstResponder, "a field with a target for editingDidEndOnExit ends editing on Return")
    }

    func testMovingToAnotherFieldKeepsTheKeyboardUp() async {
        let second = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 34))
        window.addSubview(second)
        field.becomeFirstResponder()
        app.run(seconds: 0.3)
        delegate.log = []
        XCTAssertTrue(second.becomeFirstResponder())
        XCTAssertFalse(field.isEditing)
        XCTAssertTrue(second.isEditing)
        XCTAssertEqual(delegate.log, ["shouldEnd", "didEnd", "textDidEnd", "textDidBegin"], "no keyboard notification between two fields")
    }

    func testEndEditingResignsTheFieldInTheSubtree() async {
        field.becomeFirstResponder()
        XCTAssertTrue(window.endEditing(true))
        XCTAssertFalse(field.isFirstResponder)
    }

    func testADisabledFieldDoesNotBeginEditing() async {
        field.isEnabled = false
        XCTAssertFalse(field.becomeFirstResponder())
        XCTAssertFalse(field.isEditing)
    }

    func testKeyboardNotificationCarriesTheKeyboardFrame() async {
        let o = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) {
            [unowned self] n in
            let frame = (n.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
            MainActor.assumeIsolated { self.delegate.log.append("frame \(frame)") }
        }
        defer { NotificationCenter.default.removeObserver(o) }
        field.becomeFirstResponder()
        XCTAssertTrue(delegate.log.contains("frame \(CGRect(x: 0, y: 844 - 336, width: 390, height: 336))"), "\(delegate.log)")
    }

    func testIntrinsicSizeOfARoundedField() async {
        app.fonts = PlaceholderFontRenderer()
        let f = UITextField()
        f.borderStyle = .roundedRect
        f.placeholder = "Email"
        // the placeholder renderer: 17 × 1.2 → 21 points a line, 0.6 em a character
        XCTAssertEqual(f.intrinsicContentSize, CGSize(width: (5 * 17 * 0.6).rounded(.up) + 14, height: 35))
    }
}
