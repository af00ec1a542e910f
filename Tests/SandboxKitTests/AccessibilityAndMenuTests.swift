import XCTest
@testable import SandboxKit

/// Accessibility properties are what VoiceOver reads: kept and read back. Menus are data: made, nested,
/// deferred and read back; a control that would show one says so once. The pasteboard pastes what was
/// copied; the application's system services answer as a new install's and report once.
final class AccessibilityAndMenuTests: LifecycleTestCase {
    func testAccessibilityPropertiesAreKept() async {
        let button = UIButton(type: .system)
        button.accessibilityLabel = "Close"
        button.accessibilityHint = "Closes the page"
        button.accessibilityTraits = [.button, .selected]
        button.isAccessibilityElement = true
        button.accessibilityIdentifier = "close"
        XCTAssertEqual(button.accessibilityLabel, "Close")
        XCTAssertEqual(button.accessibilityHint, "Closes the page")
        XCTAssertTrue(button.accessibilityTraits.contains(.selected))
        XCTAssertTrue(button.isAccessibilityElement)
        XCTAssertEqual((button as UIAccessibilityIdentification).accessibilityIdentifier, "close")
        let container = UIView(), label = UILabel()
        container.accessibilityElements = [label, button]
        XCTAssertEqual(container.accessibilityElementCount(), 2)
        XCTAssertTrue(container.accessibilityElement(at: 1) as? UIButton === button)
        XCTAssertNil(container.accessibilityElement(at: 5))
        XCTAssertEqual(container.index(ofAccessibilityElement: button), 1)
        XCTAssertFalse(button.accessibilityActivate())
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        XCTAssertEqual(UIAccessibility.posted.last?.argument as? String, "Saved")
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(warnings, [])
    }

    func testMenusAreDataAndControlsSayTheyDoNotShowThem() async {
        var ran: [String] = []
        let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive, state: .on) { ran.append($0.title) }
        let deferred = UIDeferredMenuElement { completion in completion([UIAction(title: "Later") { _ in }]) }
        let menu = UIMenu(title: "Edit", options: .displayInline, children: [delete, deferred])
        XCTAssertEqual(menu.children.count, 2)
        XCTAssertEqual((menu.children[0] as? UIAction)?.attributes, .destructive)
        XCTAssertEqual(delete.state, .on)
        var provided: [String] = []
        deferred.elements { elements in provided = elements.map { $0.title } }
        XCTAssertEqual(provided, ["Later"])
        XCTAssertEqual(menu.replacingChildren([delete]).children.count, 1)
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
        XCTAssertTrue(configuration.actionProvider?([]) === menu)
        let button = UIButton(type: .system)
        button.menu = menu
        XCTAssertTrue(button.menu === menu)
        let item = UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)
        item.menu = menu
        delete.handler(delete)
        XCTAssertEqual(ran, ["Delete"])
        XCTAssertEqual(warnings, ["UIButton.menu is not simulated", "UIBarButtonItem.menu is not simulated"])
    }

    func testThePasteboardPastesWhatWasCopied() async {
        let board = UIPasteboard()
        board.string = "hello"
        XCTAssertEqual(board.string, "hello")
        XCTAssertTrue(board.hasStrings)
        board.url = URL(string: "https://example.com")
        XCTAssertEqual(board.url?.host, "example.com")
        XCTAssertNil(board.string, "a copy replaces what was there")
        XCTAssertFalse(board.hasStrings)
    }

    func testSystemServicesAnswerAsANewInstallAndReportOnce() async {
        let task = app.beginBackgroundTask(expirationHandler: nil)
        XCTAssertNotEqual(task, .invalid)
        app.endBackgroundTask(task)
        app.isNetworkActivityIndicatorVisible = true
        XCTAssertTrue(app.isNetworkActivityIndicatorVisible)
        XCTAssertEqual(app.backgroundRefreshStatus, .available)
        var error: Error?
        app.setAlternateIconName("Dark") { error = $0 }
        turns(1)
        XCTAssertNotNil(error)
        XCTAssertNil(app.alternateIconName)
        XCTAssertEqual(warnings, ["UIApplication.beginBackgroundTask(withName:expirationHandler:) is not simulated",
                                  "UIApplication.endBackgroundTask(_:) is not simulated",
                                  "UIApplication.isNetworkActivityIndicatorVisible is not simulated",
                                  "UIApplication.setAlternateIconName(_:completionHandler:) is not simulated"])
    }
}
