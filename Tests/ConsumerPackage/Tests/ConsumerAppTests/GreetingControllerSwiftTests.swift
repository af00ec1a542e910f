import ConsumerApp
import SandboxKit
import SandboxTesting
import Testing

/// The same controller tested with SandboxTesting from Swift Testing: shown in a headless host, its
/// trace asserted against __Snapshots__/GreetingControllerSwiftTests/greetingShowsItsPage.trace, and the
/// page's background tapped (a tap the page does not handle changes nothing). Both ways Swift 6 allows
/// on iOS: a main-actor test, and a plain one that reaches the main actor with `await`.
@Suite struct GreetingControllerSwiftTests {
    @Test @MainActor func greetingShowsItsPage() {
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

    @Test func greetingLoadsItsPageFromANonisolatedTest() async {
        let host = await SandboxHost(showing: GreetingController())
        let state = await (host.rootViewController as? GreetingController)?.page.appearanceState
        #expect(state == .appeared)
        #expect(await host.findings.isEmpty)
    }
}
