import XCTest
@testable import SandboxKit

/// An alert's text fields (a sign-in prompt, a rename dialog): each configured by its handler, shown under
/// the message above the buttons, and read back from `textFields` in the action's handler; an action sheet
/// refuses one with UIKit's message.
final class UIAlertControllerTextFieldTests: LifecycleTestCase {
    func testTextFieldsAreConfiguredShownAndReadByTheHandler() async {
        let home = TestController("home")
        showRoot(home)
        let alert = UIAlertController(title: "Sign in", message: "Enter your account", preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Email" }
        alert.addTextField { field in
            field.placeholder = "Password"
            field.isSecureTextEntry = true
        }
        var read: [String] = []
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [unowned alert] _ in
            read = alert.textFields?.map { $0.text ?? "" } ?? []
        })
        XCTAssertEqual(alert.textFields?.map(\.placeholder), ["Email", "Password"])
        XCTAssertEqual(alert.textFields?.last?.isSecureTextEntry, true)
        home.present(alert, animated: false)
        turns(2)
        let fields = alert.textFields ?? []
        XCTAssertTrue(fields.allSatisfy { $0.window === window }, "the fields are on screen")
        let message = alert.view.convert(CGPoint.zero, from: fields[0])
        let second = alert.view.convert(CGPoint.zero, from: fields[1])
        XCTAssertLessThan(message.y, second.y, "stacked in the order they were added")
        fields[0].text = "ada@example.com"
        fields[1].text = "secret"
        let ok = alert.actions[0]
        alert.select(ok)
        turns(40)
        XCTAssertEqual(read, ["ada@example.com", "secret"])
    }

    func testAnActionSheetRefusesATextField() async {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var messages: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .violation, let m = $0.message { messages.append(m) } }
        sheet.addTextField()
        XCTAssertNil(sheet.textFields)
        XCTAssertEqual(messages, ["Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"])
        _ = sub
    }
}
