import Foundation
import Raster
import SandboxKit
import SandboxTesting
import Testing

/// SandboxTesting from Swift Testing: the record modes of the trace and image assertions (each failure
/// caught as a known issue), and hosts in tests that run in parallel. Main-actor, as a suite of UIKit
/// tests is under Swift 6 on iOS; `SandboxTestingNonisolatedTests` reaches the host with `await`.
@Suite @MainActor struct SandboxTestingSwiftTests {
    let directory: String = {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-testing-\(UUID().uuidString)").path
        return d
    }()

    @Test func showingAContainerTracesItsPage() {
        let host = SandboxHost(showing: InboxController())
        #expect(host.trace.contains("page.viewDidAppear(false)"))
        #expect(host.findings.isEmpty)
        assertTrace(host, named: "showingAContainer")
    }

    @Test func aMissingTraceIsRecordedAndFailsOnceThenMatches() throws {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = SandboxHost(showing: InboxController())
        withKnownIssue {
            assertTrace(host, named: "inbox", snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no reference trace; recorded") }
        }
        let text = try String(contentsOfFile: directory + "/inbox.trace", encoding: .utf8)
        #expect(text.hasPrefix("# inbox: "))
        #expect(text.contains("page.viewDidAppear(false)\n"))
        assertTrace(host, named: "inbox", record: false, snapshotDirectory: directory)

        // A changed trace fails with a diff; `record: true` rewrites it, keeping the comment at the top.
        host.tap(at: CGPoint(x: 80, y: 122))
        withKnownIssue {
            assertTrace(host, named: "inbox", record: false, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("+ detail.viewDidAppear(true)") }
        }
        try "# why this trace\n".appending(text.split(separator: "\n").dropFirst().joined(separator: "\n"))
            .write(toFile: directory + "/inbox.trace", atomically: true, encoding: .utf8)
        withKnownIssue {
            assertTrace(host, named: "inbox", record: true, snapshotDirectory: directory)
        }
        let rewritten = try String(contentsOfFile: directory + "/inbox.trace", encoding: .utf8)
        #expect(rewritten.hasPrefix("# why this trace\n"))
        #expect(rewritten.contains("detail.viewDidAppear(true)\n"))
        assertTrace(host, named: "inbox", record: false, snapshotDirectory: directory)
    }

    @Test func aMissingTraceFailsWithoutWritingWhenRecordingIsOff() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let host = SandboxHost()
        withKnownIssue {
            assertTrace(host, named: "none", record: false, snapshotDirectory: directory)
        }
        #expect(!FileManager.default.fileExists(atPath: directory + "/none.trace"))
    }

    @Test func anImageMismatchWritesTheActualAndADiffAndATolerancePasses() {
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var image = Bitmap(width: 4, height: 2, fill: PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
        withKnownIssue { assertImage(image, named: "tile", snapshotDirectory: directory) }
        assertImage(image, named: "tile", record: false, snapshotDirectory: directory)

        image[1, 1] = PremultipliedColor(red: 250, green: 255, blue: 255, alpha: 255)
        assertImage(image, named: "tile", tolerance: 5, record: false, snapshotDirectory: directory)
        withKnownIssue {
            assertImage(image, named: "tile", tolerance: 4, record: false, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("1 pixels differ by more than 4 (max 5)") }
        }
        #expect(FileManager.default.fileExists(atPath: directory + "/tile.actual.png"))
        #expect(FileManager.default.fileExists(atPath: directory + "/tile.diff.png"))
    }

    @Test func recordModeComesFromTheArgumentThenTheEnvironment() {
        #expect(SandboxRecordMode.resolve(true, environment: ["SANDBOX_RECORD": "never"]) == .all)
        #expect(SandboxRecordMode.resolve(false, environment: [:]) == .never)
        #expect(SandboxRecordMode.resolve(nil, environment: ["SANDBOX_RECORD": "1"]) == .all)
        #expect(SandboxRecordMode.resolve(nil, environment: ["SANDBOX_RECORD": "never"]) == .never)
        #expect(SandboxRecordMode.resolve(nil, environment: [:]) == .missing)
    }

    /// Hosts in tests that run at the same time take turns on the main actor: each host's synchronous
    /// stretch runs whole, and each keeps its own trace.
    @Test func hostsInParallelTasksTakeTurnsAndKeepTheirOwnTraces() async {
        let traces = await withTaskGroup(of: [String].self) { group in
            for _ in 0..<4 { group.addTask { await Self.showInboxForAFifthOfASecond() } }
            var traces: [[String]] = []
            for await trace in group { traces.append(trace) }
            return traces
        }
        #expect(traces.count == 4)
        #expect(Set(traces.map { $0.joined(separator: "\n") }).count == 1, "every host traced the same first appearance")
    }

    private static func showInboxForAFifthOfASecond() -> [String] {
        let host = SandboxHost(showing: InboxController())
        host.run(seconds: 0.2)
        return host.trace
    }
}

/// A user's plain (nonisolated) `@Test func` reaches the main-actor host and controllers with `await`,
/// as on iOS; the `@autoclosure` of `SandboxHost(showing:)` makes the controller on the main actor.
@Suite struct SandboxTestingNonisolatedTests {
    @Test func aNonisolatedTestShowsAControllerWithAwait() async {
        let host = await SandboxHost(showing: InboxController())
        let state = await (host.rootViewController as? InboxController)?.page.appearanceState
        #expect(state == .appeared)
        #expect(await host.findings.isEmpty)
        #expect(await host.trace.contains("page.viewDidAppear(false)"))
    }
}
