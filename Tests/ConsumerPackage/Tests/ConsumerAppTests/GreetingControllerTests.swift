import ConsumerApp
import SandboxKit
import SnapshotTesting
import XCTest

/// The user's controller shown in a headless window on a virtual clock; its lifecycle trace is checked
/// with swift-snapshot-testing against the recorded text in __Snapshots__. Main-actor, as a test of
/// UIKit code is on iOS under Swift 6.
@MainActor
final class GreetingControllerTests: XCTestCase {
    func testGreetingAppearsWithItsPage() async {
        let app = UIApplication(clock: VirtualClock(), screen: .iPhone)
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let recorder = LifecycleTraceRecorder(app.lifecycleEvents)
        let greeting = GreetingController()
        greeting.debugName = "greeting"
        window.rootViewController = greeting
        app.run(seconds: 0.5)
        XCTAssertEqual(app.lifecycleChecker.findings.count, 0)
        assertSnapshot(of: recorder.traceLines.joined(separator: "\n"), as: .lines)
    }
}
