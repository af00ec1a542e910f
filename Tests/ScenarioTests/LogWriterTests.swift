import EventLog
import XCTest
import SandboxKit
@testable import Scenario

@MainActor
final class LogWriterTests: XCTestCase {
    /// A root controller shown in a window on the virtual clock, `steps` queued at their times (each with
    /// the scenario line it stands for, as the compiled scenario's runtime sets it), both writers
    /// attached; turns until settled.
    private func runWithWriters(_ steps: [(at: TimeInterval, line: Int, (UIApplication, UIViewController) -> Void)]) throws
        -> (jsonl: String, chrome: [String: Any]) {
        let app = UIApplication()
        app.controllerNaming = { _ in "a" }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try JSONLinesWriter(url: url)
        writer.attach(to: app.lifecycleEvents)
        let chrome = ChromeTraceWriter()
        chrome.attach(to: app.lifecycleEvents)
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let a = UIViewController()
        app.lifecycleEvents.currentLine = 2
        window.rootViewController = a
        app.lifecycleEvents.currentLine = nil
        var pending = steps.count
        // Each line is on disk as soon as its event happens: check in the middle of the run.
        var linesSeenMidRun = 0
        for (time, line, step) in steps {
            app.mainQueue.enqueue(at: time) {
                app.lifecycleEvents.currentLine = line
                step(app, a)
                app.lifecycleEvents.currentLine = nil
                linesSeenMidRun = (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n").count ?? 0
                pending -= 1
            }
        }
        var turns = 0
        repeat { app.runTurn(); turns += 1 } while (pending > 0 || !app.isSettled) && turns < 1000
        writer.detach()
        chrome.detach()
        try writer.close()
        XCTAssertGreaterThan(linesSeenMidRun, 0)
        let json = try JSONSerialization.jsonObject(with: chrome.json(endTime: app.clock.now)) as? [String: Any]
        return (try String(contentsOf: url, encoding: .utf8), try XCTUnwrap(json))
    }

    func testJSONLinesEveryLineIsAnObjectWithTheSpecFields() async throws {
        // let a = UIViewController(); window.rootViewController = a; wait(0.1); print("x")
        let (jsonl, _) = try runWithWriters([(0.1, 4, { app, _ in app.lifecycleEvents.emitPrint("x") })])
        let objects = try jsonl.split(separator: "\n").map { try XCTUnwrap(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]) }
        let willAppear = try XCTUnwrap(objects.first { $0["event"] as? String == "viewWillAppear" })
        XCTAssertEqual(willAppear["controller"] as? String, "a")
        XCTAssertEqual((willAppear["args"] as? [String: Any])?["animated"] as? Bool, false)
        XCTAssertEqual(willAppear["state"] as? String, "appearing")
        XCTAssertEqual(willAppear["line"] as? Int, 2)
        XCTAssertNotNil(willAppear["cause"] as? String)
        XCTAssertEqual(objects.last?["event"] as? String, "print")
        XCTAssertEqual(objects.last?["line"] as? Int, 4)
        XCTAssertEqual(objects.map { $0["seq"] as? Int ?? 0 }, Array(1...objects.count))
    }

    func testChromeTraceHasATrackPerControllerWithAppearanceSpans() async throws {
        // let a = UIViewController(); window.rootViewController = a; wait(0.5); a.view.removeFromSuperview(); print("end")
        let (_, chrome) = try runWithWriters([(0.5, 4, { app, a in a.view.removeFromSuperview(); app.lifecycleEvents.emitPrint("end") })])
        let events = try XCTUnwrap(chrome["traceEvents"] as? [[String: Any]])
        let names = events.filter { $0["name"] as? String == "thread_name" }.compactMap { ($0["args"] as? [String: Any])?["name"] as? String }
        XCTAssertEqual(names, ["scenario", "a"])
        let spans = events.filter { $0["ph"] as? String == "X" }.map { "\($0["name"]!)@\($0["ts"]!)+\($0["dur"]!)" }
        // Appearing in turn 0 until its did in turn 1, appeared until the removal at 0.5 s, then disappearing
        // and disappeared inside the same call.
        XCTAssertEqual(spans, ["appearing@0+16667", "appeared@16667+483333", "disappearing@500000+0"])
    }

    func testTraceDiffAndLogDiff() async {
        let expected = CanonicalTrace(parsing: "# comment\na.viewDidLoad()\n\nb.viewDidLoad()  \n")
        XCTAssertEqual(expected.lines, ["a.viewDidLoad()", "b.viewDidLoad()"])
        XCTAssertEqual(CanonicalTrace(lines: ["a.viewDidLoad()", "b.viewDidLoad()"]).diff(from: expected), "")
        XCTAssertEqual(CanonicalTrace(lines: ["a.viewDidLoad()", "c.viewDidLoad()"]).diff(from: expected),
                       "--- expected\n+++ actual\n  a.viewDidLoad()\n- b.viewDidLoad()\n+ c.viewDidLoad()\n")
        XCTAssertEqual(CanonicalTrace.directive("profile", in: "# profile: ios5\na.x()"), "ios5")

        let a = #"{"seq":1,"frame":0,"controller":"a","event":"viewDidLoad"}"# + "\n" + #"{"seq":2,"frame":1,"controller":"a","event":"viewDidAppear","args":{"animated":false}}"#
        let b = #"{"seq":1,"frame":0,"controller":"a","event":"viewDidLoad"}"# + "\n" + #"{"seq":2,"frame":2,"controller":"a","event":"viewDidAppear","args":{"animated":false}}"# + "\n{\"seq\":3,\"fra"
        let diff = LogDiff(a: a, b: b)
        XCTAssertEqual(diff.problems, ["B:3: not a JSON object; skipped"])
        XCTAssertEqual(diff.report(), [#"~ A:2 B:2 a.viewDidAppear {"animated":false}: frame 1 → 2"#])
        XCTAssertEqual(LogDiff(a: a, b: a).report(), [])
    }
}
