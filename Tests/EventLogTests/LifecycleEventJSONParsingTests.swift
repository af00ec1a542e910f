import Foundation
@testable import SandboxKit
import EventLog
import XCTest

/// A line of the event log reads back to the event that wrote it (the window rebuilds a device
/// process's events from its log lines), and a line that is not an event is refused, never a crash.
final class LifecycleEventJSONParsingTests: XCTestCase {
    func testEveryKindOfEventReadsBackToTheSameLine() async throws {
        let events = [
            LifecycleEvent(seq: 1, frame: 0, time: 0, controller: "a", method: .viewDidLoad, state: .disappeared,
                           cause: LifecycleCause("view accessed", rule: .r2), line: 14),
            LifecycleEvent(seq: 2, frame: 3, time: 0.05, controller: "b", method: .willMoveToParent,
                           args: [.init("parent", .controller("a"))], state: .disappeared, cause: .appCode),
            LifecycleEvent(seq: 3, frame: 3, time: 0.05, controller: "b", method: .didMoveToParent,
                           args: [.init("parent", .controller(nil))], state: .disappeared, cause: .removeFromParent),
            LifecycleEvent(seq: 4, frame: 9, time: 1.25, controller: "tabs", method: .transitionCompletion,
                           args: [.init("from", .controller("m")), .init("to", .controller("n")), .init("finished", .bool(true))],
                           cause: .transition),
            LifecycleEvent(seq: 5, frame: 9, time: 1.25, controller: "b", method: .viewWillAppear,
                           args: [.init("animated", .bool(false))], state: .appearing, cause: LifecycleCause("forwarded by a", rule: .r4)),
            LifecycleEvent(seq: 6, frame: 10, time: 2, controller: "b", method: .finding,
                           message: "b.viewDidAppear called twice \"without\" a disappearance\n", rule: .r3, fix: "call addChild first"),
            LifecycleEvent(seq: 7, frame: 10, time: 2, controller: nil, method: .print, message: "x\ty \u{1}"),
            LifecycleEvent(seq: 8, frame: 11, time: 2.5, controller: "b", method: .viewWillMoveToWindow,
                           args: [.init("window", .string("nil"))], cause: LifecycleCause("root view moved (R12)x", rule: nil)),
            // A rule this version does not know (a newer log) stays in the text of the reason.
            LifecycleEvent(seq: 9, frame: 12, time: 3, controller: "b", method: .viewDidLoad, cause: LifecycleCause("a new reason (R99)", rule: nil)),
        ]
        for e in events {
            let line = e.jsonLine
            let back = try XCTUnwrap(LifecycleEvent(jsonLine: line), line)
            XCTAssertEqual(back.jsonLine, line)
            XCTAssertEqual(back.cause, e.cause, line)
            XCTAssertEqual(back.args, e.args, line)
            XCTAssertEqual(back.rule, e.rule, line)
        }
        // A cause that names a controller names it again when read back: the checker and the overlay
        // follow the reference, not the text.
        let forwarded = try XCTUnwrap(LifecycleEvent(jsonLine: events[4].jsonLine)?.cause)
        XCTAssertEqual(forwarded.rule, .r4)
        XCTAssertEqual(forwarded.controller?.name, "a")
        XCTAssertNil(LifecycleEvent(jsonLine: events[0].jsonLine)?.cause?.controller)
    }

    /// The app's and the scenes' delegate calls (R15), which concern no controller, read back to the same
    /// trace lines: the window shows a device's launch as the device recorded it.
    func testDelegateCallsReadBackToTheSameTraceLines() async throws {
        let events = [
            LifecycleEvent(seq: 1, controller: nil, method: .applicationDidFinishLaunching,
                           args: [.init("application", .string("app"))], cause: LifecycleCause("launch", rule: .r15)),
            LifecycleEvent(seq: 2, controller: nil, method: .applicationWillFinishLaunching,
                           args: [.init("application", .string("app")), .init("launchOptions", .string("[.url]"))], cause: LifecycleCause("launch", rule: .r15)),
            LifecycleEvent(seq: 3, controller: nil, method: .sceneWillConnect, args: [.init("scene", .string("scene"))]),
            LifecycleEvent(seq: 4, controller: nil, method: .sceneDidEnterBackground, args: [.init("scene", .string("scene#2"))],
                           cause: LifecycleCause("Home button", rule: .r15)),
            LifecycleEvent(seq: 5, controller: nil, method: .applicationWillTerminate, args: [.init("application", .string("app"))]),
        ]
        let expected = [
            "app.delegate.application(app, didFinishLaunchingWithOptions: nil)",
            "app.delegate.application(app, willFinishLaunchingWithOptions: [.url])",
            "scene.delegate.scene(scene, willConnectTo: session, options: options)",
            "scene#2.delegate.sceneDidEnterBackground(scene#2)",
            "app.delegate.applicationWillTerminate(app)",
        ]
        for (e, trace) in zip(events, expected) {
            let back = try XCTUnwrap(LifecycleEvent(jsonLine: e.jsonLine), e.jsonLine)
            XCTAssertEqual(e.traceLine, trace)
            XCTAssertEqual(back.traceLine, trace)
            XCTAssertEqual(back.jsonLine, e.jsonLine)
            XCTAssertEqual(back.cause, e.cause)
        }
    }

    func testLinesThatAreNotEventsAreRefused() async {
        for line in ["", "{", "[]", "{\"seq\":1}", "{\"event\":\"viewDidLoad\"}", "{\"seq\":1,\"event\":\"ended\",\"message\":\"x\"}", "not json at all"] {
            XCTAssertNil(LifecycleEvent(jsonLine: line), line)
        }
    }
}
