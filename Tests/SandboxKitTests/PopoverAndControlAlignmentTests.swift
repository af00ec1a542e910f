import XCTest
@testable import SandboxKit

/// A popover's presentation controller as UIKit gives it (only for `.popover`, its anchor read back;
/// adapted to a sheet on an iPhone, so nothing to report there), and a control's content alignment.
final class PopoverAndControlAlignmentTests: LifecycleTestCase {
    final class Delegate: NSObject, UIPopoverPresentationControllerDelegate {}

    func testPopoverControllerExistsOnlyForThePopoverStyleAndKeepsItsAnchor() async throws {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        let menu = app.perform { UIViewController() }
        XCTAssertNil(menu.popoverPresentationController)
        let delegate = Delegate()
        menu.presentationController?.delegate = delegate
        menu.modalPresentationStyle = .popover
        let popover = try XCTUnwrap(menu.popoverPresentationController)
        XCTAssertTrue(popover === menu.presentationController)
        XCTAssertTrue(popover.delegate === delegate, "the delegate set before the style is kept")
        let anchor = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        app.perform {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
            popover.permittedArrowDirections = .up
        }
        XCTAssertTrue(popover.sourceView === anchor)
        XCTAssertEqual(popover.sourceRect, CGRect(x: 0, y: 0, width: 30, height: 40))
        XCTAssertEqual(popover.permittedArrowDirections, .up)
        XCTAssertEqual(warnings, [], "on an iPhone the popover is a sheet, as UIKit adapts it")

        let pad = UIApplication(clock: VirtualClock(), screen: UIScreen(device: .iPad10))
        var padWarnings: [String] = []
        let padSub = pad.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { padWarnings.append(m) } }
        pad.perform {
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .popover
            sheet.popoverPresentationController?.sourceView = UIView()
            sheet.popoverPresentationController?.sourceRect = .zero
        }
        XCTAssertEqual(padWarnings, ["UIPopoverPresentationController's popover on an iPad (shown as a form sheet) is not simulated"])
        _ = (sub, padSub)
    }

    func testContentAlignmentIsKeptAndReportedWhenNotCentred() async throws {
        var warnings: [String] = []
        let sub = app.lifecycleEvents.subscribe { if $0.method == .warning, let m = $0.message { warnings.append(m) } }
        let button = app.perform { UIButton(type: .system) }
        XCTAssertEqual(button.contentHorizontalAlignment, .center)
        app.perform {
            button.contentVerticalAlignment = .center
            button.contentHorizontalAlignment = .leading
        }
        XCTAssertEqual(button.contentHorizontalAlignment, .leading)
        XCTAssertEqual(button.effectiveContentHorizontalAlignment, .left)
        XCTAssertEqual(warnings, ["UIControl.contentHorizontalAlignment is not simulated"])
        _ = sub
    }
}
