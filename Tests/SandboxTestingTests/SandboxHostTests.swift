import SandboxKit
import SandboxTesting
import XCTest

/// SandboxTesting from XCTest: a host shows a controller, taps and drags reach it as the window's
/// pointer events do, and its trace and screen are asserted against the files in __Snapshots__.
@MainActor
final class SandboxHostTests: XCTestCase {
    func testShowingAContainerTracesItsChildAndTheTapPresents() async {
        let host = SandboxHost(showing: InboxController())
        let inbox = host.rootViewController as! InboxController
        XCTAssertEqual(inbox.page.appearanceState, .appeared)
        XCTAssertTrue(host.findings.isEmpty)

        host.clearTrace()
        host.tap(inbox.openButton)
        XCTAssertTrue(inbox.presentedViewController === inbox.detail)
        XCTAssertEqual(inbox.detail.appearanceState, .appeared)
        XCTAssertEqual(inbox.appearanceState, .disappeared)
        // The presentation as the checked-in file has it: the detail appears with animation, the inbox
        // and its page disappear behind it.
        assertTrace(host)
    }

    func testDragMovesTheSquareByTheFingersTranslation() async {
        let host = SandboxHost(showing: DraggableController())
        let square = (host.rootViewController as! DraggableController).square
        XCTAssertEqual(square.center, CGPoint(x: 30, y: 30))
        host.drag(from: CGPoint(x: 30, y: 30), to: CGPoint(x: 130, y: 80), duration: 0.5)
        XCTAssertEqual(square.center.x, 130, accuracy: 0.5)
        XCTAssertEqual(square.center.y, 80, accuracy: 0.5)
    }

    func testScreenshotMatchesTheGolden() async {
        let host = SandboxHost(showing: DraggableController(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 80, height: 60)))
        let shot = host.screenshot()
        XCTAssertEqual(shot.width, 80)
        XCTAssertEqual(shot.height, 60)
        // White with a red 40×40 square at (10, 10).
        assertScreenshot(host)
    }

    func testFindingsReportAChildAddedWithoutDidMove() async {
        final class Careless: UIViewController {
            let child = UIViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(child)
                view.addSubview(child.view)
            }
        }
        let host = SandboxHost(showing: Careless())
        host.run(seconds: 1)
        XCTAssertFalse(host.findings.isEmpty, "addChild without didMove(toParent:) is a finding")
    }

    func testRunAdvancesTheVirtualClockWithoutWaiting() async {
        let host = SandboxHost()
        let started = Date()
        host.run(seconds: 30)
        XCTAssertEqual(host.now, 30, accuracy: 1.0 / 30)
        XCTAssertLessThan(Date().timeIntervalSince(started), 10)
        host.runTurns(6)
        XCTAssertEqual(host.now, 30.1, accuracy: 1.0 / 30)
    }
}
