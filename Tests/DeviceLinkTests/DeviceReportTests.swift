@testable import DeviceLink
import EventLog
import Glibc
import SandboxKit
import XCTest

/// The event pipe's wire format: every report a device sends reads back as itself, the lines are the ones
/// the protocol documents (docs/scenario-device.md), and a line that is none is refused, never a crash.
final class DeviceReportTests: XCTestCase {
    private let event = LifecycleEvent(seq: 7, frame: 2, time: 0.5, controller: "a", method: .viewWillAppear,
                                       args: [.init("animated", .bool(true))], state: .appearing, line: 12)

    func testEveryReportRoundTrips() async throws {
        let reports: [DeviceReport] = [
            .event(event), .settled, .ending(.unsettled(message: "did not settle \"within\" 2 s\n(queued work)")),
            .ending(.crashed(signal: SIGILL, stackOverflow: false, line: 12)), .ending(.crashed(signal: SIGSEGV, stackOverflow: true, line: nil)),
            .ending(.stopped(line: 3)), .ending(.stopped(line: nil)), .ending(.killed(signal: SIGTERM, line: 6)), .ending(.exited(line: 9)),
            .views(screenshot: "a.png", text: "<UIWindow>\n  <UIView>"), .views(screenshot: nil, text: ""),
            .screenshotFailed(screenshot: "b.png", message: "b.png: error: cannot write the screenshot: no space left"),
            .screenshotSkipped(screenshot: "c.png"),
        ]
        for report in reports {
            XCTAssertFalse(report.encoded.contains("\n"), "one line: \(report.encoded)")
            XCTAssertEqual(DeviceReport(line: report.encoded), report, report.encoded)
        }
    }

    /// The lines as documented, byte for byte: a host of another build reads them.
    func testTheLinesAreTheDocumentedOnes() async throws {
        XCTAssertEqual(DeviceReport.event(event).encoded, event.jsonLine)
        XCTAssertEqual(DeviceReport.settled.encoded, #"{"device":"settled"}"#)
        XCTAssertEqual(DeviceReport.ending(.crashed(signal: SIGILL, stackOverflow: false, line: 12)).encoded, #"{"device":"crashed","signal":"SIGILL","line":12}"#)
        XCTAssertEqual(DeviceReport.ending(.crashed(signal: SIGSEGV, stackOverflow: true, line: 5)).encoded,
                       #"{"device":"crashed","signal":"SIGSEGV","stackOverflow":true,"line":5}"#)
        XCTAssertEqual(DeviceReport.ending(.stopped(line: 12)).encoded, #"{"device":"stopped","line":12}"#)
        XCTAssertEqual(DeviceReport.ending(.killed(signal: SIGTERM, line: 12)).encoded, #"{"device":"killed","signal":"SIGTERM","line":12}"#)
        XCTAssertEqual(DeviceReport.ending(.exited(line: 12)).encoded, #"{"device":"exit","line":12}"#)
        XCTAssertEqual(DeviceReport.screenshotSkipped(screenshot: "name.png").encoded, #"{"device":"screenshot-skipped","screenshot":"name.png"}"#)
    }

    /// The line is the last field, so the crash reporter's line encoded in advance (without it) takes the
    /// number before its closing brace and is the same line.
    func testTheLineIsTheLastField() async throws {
        for (withLine, without) in [(DeviceEnding.crashed(signal: SIGBUS, stackOverflow: true, line: 40), DeviceEnding.crashed(signal: SIGBUS, stackOverflow: true, line: nil)),
                                    (.killed(signal: SIGHUP, line: 40), .killed(signal: SIGHUP, line: nil)), (.stopped(line: 40), .stopped(line: nil))] {
            XCTAssertEqual(DeviceReport.ending(withLine).encoded, String(DeviceReport.ending(without).encoded.dropLast()) + #","line":40}"#)
        }
    }

    func testWhatIsNotAReportIsRefused() async throws {
        for bad in ["", "{", "not json", #"{"device":"teleported"}"#, #"{"device":"exit"}"#, #"{"device":3}"#, #"{"device":"crashed","line":"x"}"#,
                    #"{"seq":"one","event":"viewDidLoad"}"#, #"{"seq":1,"event":"noSuchCallback"}"#, #"{"device":"cras"#] {
            XCTAssertNil(DeviceReport(line: bad), bad)
        }
        XCTAssertEqual(DeviceReport(line: #"{"device":"crashed","signal":"SIGNOPE"}"#), .ending(.crashed(signal: 0, stackOverflow: false, line: nil)),
                       "a signal this version does not name still says it crashed")
    }

    /// The one signal table names each signal a device is told to die of, and reads every name back.
    func testSignalNamesReadBack() async throws {
        for signal in [SIGKILL, SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT, SIGUSR1] {
            XCTAssertEqual(DeviceEnd.signalNumber(named: DeviceEnd.signalName(signal)), signal)
        }
        XCTAssertEqual(DeviceEnd.signalName(63), "signal 63")
        XCTAssertNil(DeviceEnd.signalNumber(named: "signal 63"))
    }

    /// The commands' wording of an end, from what the device said and how the process went.
    func testTheCommandsWordingOfAnEnd() async throws {
        XCTAssertNil(DeviceEnd(kind: .exited(0), report: .settled).endReason)
        XCTAssertNil(DeviceEnd(kind: .exited(0)).endReason)
        XCTAssertEqual(DeviceEnd(kind: .signalled(SIGILL), detail: "Fatal error: no way", report: .crashed(signal: SIGILL, stackOverflow: false, line: 6)).endReason,
                       "crashed: Fatal error: no way")
        XCTAssertEqual(DeviceEnd(kind: .signalled(SIGSEGV), detail: "Segmentation fault", report: .crashed(signal: SIGSEGV, stackOverflow: false, line: 6)).endReason,
                       "crashed: bad memory access (SIGSEGV)", "only the runtime's own line is a crash's reason")
        XCTAssertEqual(DeviceEnd(kind: .signalled(SIGSEGV), report: .crashed(signal: SIGSEGV, stackOverflow: true, line: 5)).endReason,
                       "crashed: stack overflow (SIGSEGV)")
        // The runtime's line counts only as the last thing on stderr before a trap: one the scenario wrote
        // earlier, or before a bad access, is not the reason.
        XCTAssertEqual(DeviceEnd(kind: .signalled(SIGSEGV), detail: "Fatal error: a log line", report: .crashed(signal: SIGSEGV, stackOverflow: false, line: 6)).endReason,
                       "crashed: bad memory access (SIGSEGV)")
        XCTAssertEqual(DeviceEnd.detail(fromStderr: "x.swift:3: Fatal error: a log line\nloading more\n"), "loading more")
        XCTAssertEqual(DeviceEnd.detail(fromStderr: "loading\nScenario/main.swift:4: Fatal error: Index out of range\nCurrent stack trace:\n0 x\n"),
                       "Fatal error: Index out of range")
        XCTAssertEqual(DeviceEnd(kind: .exited(4), report: .exited(line: 6)).endReason, "crashed: the scenario exited with status 4")
        XCTAssertEqual(DeviceEnd(kind: .signalled(SIGTERM), report: .killed(signal: SIGTERM, line: 6)).endReason, "crashed: the device was killed by SIGTERM")
        XCTAssertEqual(DeviceEnd(kind: .timedOut(seconds: 2), report: .stopped(line: 6)).endReason, "timed out after 2 s of wall-clock time (--timeout)")
        XCTAssertEqual(DeviceEnd(kind: .timedOut(seconds: 2), report: .stopped(line: 6)).line, 6)
        XCTAssertTrue(DeviceEnd(kind: .timedOut(seconds: 2)).isTimeout)
        XCTAssertTrue(DeviceEnd(kind: .exited(3), report: .unsettled(message: "no")).isTimeout)
        XCTAssertTrue(DeviceEnd(kind: .interrupted, report: .stopped(line: 6)).isInterruption)
        XCTAssertFalse(DeviceEnd(kind: .interrupted, report: .crashed(signal: SIGILL, stackOverflow: false, line: 6)).isInterruption)
    }
}
