import EventLog
import XCTest
@testable import SandboxKit

/// The stream: stamping, many subscribers, changes while delivering, the JSON Lines encoding.
final class LifecycleEventStreamTests: LifecycleTestCase {
    func testEventsAreStampedWithSequenceFrameTimeAndState() async {
        let a = TestController("a")
        window.rootViewController = a
        turns(2)
        let did = events("a", .viewDidAppear)[0]
        XCTAssertEqual(did.frame, 1)
        XCTAssertEqual(did.time, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(did.state, .appeared)
        XCTAssertEqual(events("a", .viewWillAppear)[0].state, .appearing)
        XCTAssertEqual(recorder.events.map(\.seq), Array(1...recorder.events.count))
    }

    func testSubscribeAndUnsubscribeWhileDelivering() async {
        let stream = app.lifecycleEvents
        var late: [Int] = [], early: [Int] = []
        var lateSub: LifecycleSubscription?
        var earlySub: LifecycleSubscription!
        earlySub = stream.subscribe { e in
            early.append(e.seq)
            if lateSub == nil { lateSub = stream.subscribe { late.append($0.seq) } }
            if e.seq == 2 { earlySub.cancel() }
        }
        stream.emitPrint("one")
        stream.emitPrint("two")
        stream.emitPrint("three")
        XCTAssertEqual(early, [1, 2], "a cancelled subscriber hears nothing more")
        XCTAssertEqual(late, [2, 3], "a new subscriber hears the events after the current one")
        lateSub?.cancel()
    }

    func testEventsEmittedByASubscriberComeAfterTheCurrentOneInOrder() async {
        let stream = app.lifecycleEvents
        var seen: [String] = []
        stream.subscribe { e in if e.message == "outer" { stream.emitPrint("inner") } }
        stream.subscribe { seen.append($0.message ?? "") }
        stream.emitPrint("outer")
        XCTAssertEqual(seen, ["outer", "inner"])
    }

    func testObserversAreHeldWeakly() async {
        final class Obs: LifecycleObserver { var n = 0; func lifecycle(_ event: LifecycleEvent) { n += 1 } }
        var obs: Obs? = Obs()
        app.lifecycleEvents.subscribe(obs!)
        app.lifecycleEvents.emitPrint("x")
        XCTAssertEqual(obs?.n, 1)
        weak var gone = obs
        obs = nil
        XCTAssertNil(gone)
        app.lifecycleEvents.emitPrint("y") // must not crash
    }

    func testJSONLines() async {
        let a = TestController("a"), b = TestController("b")
        app.lifecycleEvents.currentLine = 7
        a.addChild(b)
        b.removeFromParent()
        b.endAppearanceTransition()
        app.lifecycleEvents.currentLine = nil
        let lines = recorder.events.map(\.jsonLine)
        XCTAssertEqual(lines[0], #"{"seq":1,"frame":0,"time":0,"controller":"b","event":"willMove(toParent:)","args":{"parent":"a"},"state":"disappeared","cause":"addChild (R1)","line":7}"#)
        XCTAssertEqual(lines[1], #"{"seq":2,"frame":0,"time":0,"controller":"b","event":"didMove(toParent:)","args":{"parent":null},"state":"disappeared","cause":"removeFromParent (R1)","line":7}"#)
        XCTAssertEqual(lines[3], #"{"seq":4,"frame":0,"time":0,"controller":"b","event":"warning","state":"disappeared","cause":"begin/end appearance (R6)","message":"Unbalanced calls to begin/end appearance transitions for <b>.","line":7}"#)
        let finding = recorder.events[2]
        XCTAssertTrue(finding.jsonLine.contains(#""event":"finding","cause":"checker (R11)","rule":"R1","message":"b.removeFromParent() without b.willMove(toParent: nil) before it","fix":"#), finding.jsonLine)
        for line in recorder.events.map(\.jsonLine) {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(line.utf8)), line)
        }
    }

    func testJSONEscapesAndNumbers() async {
        app.lifecycleEvents.emitPrint("say \"hi\"\n\\ \u{1}")
        XCTAssertEqual(recorder.events[0].jsonLine, #"{"seq":1,"frame":0,"time":0,"event":"print","message":"say \"hi\"\n\\ \u0001"}"#)
        XCTAssertEqual(recorder.events[0].traceLine, "print: say \"hi\"\n\\ \u{1}")
        XCTAssertEqual(LifecycleEvent.formatNumber(0.5), "0.5")
        XCTAssertEqual(LifecycleEvent.formatNumber(1.0 / 60), "0.016667")
        XCTAssertEqual(LifecycleEvent.formatNumber(3), "3")
    }

    /// The root view's window moves are events of the log (not trace lines), around the R3 callbacks.
    func testRootViewWindowMovesAreRecorded() async {
        let a = TestController("a"), b = TestController("b")
        showRoot(a)
        recorder.clear()
        a.view.addSubview(b.view)
        b.view.removeFromSuperview()
        XCTAssertEqual(recorder.events.filter { $0.controller == "b" }.map(\.method),
                       [.loadView, .viewDidLoad, .viewWillMoveToWindow, .viewWillAppear, .viewDidMoveToWindow,
                        .viewWillMoveToWindow, .viewWillDisappear, .viewDidMoveToWindow, .viewDidDisappear])
        let moves = events("b", .viewWillMoveToWindow)
        XCTAssertEqual(moves.map { $0.argument("window") }, [.string("window"), .string("nil")])
        XCTAssertEqual(moves.first?.cause?.description, "root view moved (R3)")
        XCTAssertTrue(moves.allSatisfy { $0.traceLine == nil })
    }
}
