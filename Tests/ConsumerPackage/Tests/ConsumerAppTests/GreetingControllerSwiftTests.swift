import ConsumerApp
import SandboxKit
import SandboxTesting
import Testing

/// The same controller tested with SandboxTesting from Swift Testing: shown in a headless host, its
/// trace asserted against __Snapshots__/GreetingControllerSwiftTests/greetingShowsItsPage.trace, and the
/// page's background tapped (a tap the page does not handle changes nothing).
@Suite struct GreetingControllerSwiftTests {
    @Test func greetingShowsItsPage() {
        let host = SandboxHost(showing: GreetingController())
        let greeting = host.rootViewController as! GreetingController
        #expect(greeting.page.appearanceState == .appeared)
        #expect(host.findings.isEmpty)
        assertTrace(host, record: false)

        host.clearTrace()
        host.tap(greeting.page.view)
        #expect(host.trace.isEmpty)
        #expect(host.recursiveDescription.contains("viewController = <page: UIViewController>"))
    }
}
