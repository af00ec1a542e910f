import Foundation
import Raster
@testable import sandbox
import SandboxKit
import SandboxTestSupport
@testable import SDLPlatform
import XCTest

/// The overlay's event list as a user works it, headlessly (SDL's dummy driver, a virtual clock): the
/// pointer hovering and clicking, the wheel, the keys and the pause control, all injected as SDL events
/// at the desktop window's points.
final class OverlayEventListTests: HeadlessSandboxTestCase {
    override class var recordsLog: Bool { true }

    private var list: EventListView { app.desk.overlay.eventList }

    /// The desktop-window point over the list's row `row` (the desk fills the window at scale 1).
    private func pointOverRow(_ row: Int) -> CGPoint {
        list.convert(CGPoint(x: 300, y: (CGFloat(row) + 0.5) * OverlayPanel.rowHeight), to: nil)
    }

    private func row(ofSeq seq: Int) -> Int? { list.visibleEvents.firstIndex { $0?.seq == seq } }

    /// Lets the desk application handle the injected input.
    private func settle() { _ = app.settledSnapshot(host: host) }

    /// The app removes the shown page without `willMove(toParent: nil)`: the checker flags R1.
    private func misuse() throws -> LifecycleEvent {
        let page = try XCTUnwrap(app.tabs?.children.first)
        XCTAssertEqual(page.debugName, "messages")
        page.removeFromParent()
        settle()
        let finding = try XCTUnwrap(list.events.last { $0.method == .finding })
        XCTAssertEqual(finding.rule, .r1)
        let flagged = try XCTUnwrap(list.events.last { !list.findings(for: $0).isEmpty })
        XCTAssertEqual(flagged.traceLine, "messages.didMove(toParent: nil)")
        return flagged
    }

    func testHoveringOrClickingAFlaggedEventShowsItsRuleAndFix() async throws {
        let flagged = try misuse()
        XCTAssertEqual(list.detail.lines, [EventDetailView.placeholder])
        let r = try XCTUnwrap(row(ofSeq: flagged.seq))

        host.handle(.pointerHovered(pointOverRow(r)))
        settle()
        let lines = list.detail.lines
        XCTAssertEqual(lines.count, 5, "\(lines)")
        XCTAssertTrue(lines[0].hasPrefix("#\(flagged.seq) · frame \(flagged.frame) · "), lines[0])
        XCTAssertEqual(lines[1], "messages.didMove(toParent: nil)")
        XCTAssertEqual(lines[2], "cause: removeFromParent (R1)")
        XCTAssertEqual(lines[3], "⚠ R1: messages.removeFromParent() without messages.willMove(toParent: nil) before it")
        XCTAssertEqual(lines[4], "fix: call messages.willMove(toParent: nil) before removing its view and calling removeFromParent()")

        // Leaving the window clears the hover; nothing is selected.
        host.handle(.pointerLeft)
        settle()
        XCTAssertEqual(list.detail.lines, [EventDetailView.placeholder])

        // A click selects it: the details stay while the pointer hovers elsewhere than over a line…
        host.handle(.pointerDown(pointOverRow(r)))
        host.handle(.pointerUp(pointOverRow(r)))
        settle()
        XCTAssertEqual(list.selectedSeq, flagged.seq)
        host.handle(.pointerHovered(list.detail.convert(CGPoint(x: 20, y: 20), to: nil)))
        settle()
        XCTAssertEqual(list.detail.lines.dropFirst().first, "messages.didMove(toParent: nil)")
        // …hovering another line shows that line, with its cause and no finding…
        let other = try XCTUnwrap(list.visibleEvents.firstIndex { $0?.traceLine == "messages.viewDidAppear(false)" })
        host.handle(.pointerHovered(pointOverRow(other)))
        settle()
        XCTAssertEqual(Array(list.detail.lines.dropFirst()), ["messages.viewDidAppear(false)", "cause: forwarded by tabs (R4)"])
        // …and a second click deselects.
        host.handle(.pointerDown(pointOverRow(r)))
        host.handle(.pointerUp(pointOverRow(r)))
        settle()
        XCTAssertNil(list.selectedSeq)

        // The finding's own line shows the same rule and fix.
        let findingRow = try XCTUnwrap(list.visibleEvents.firstIndex { $0?.method == .finding })
        host.handle(.pointerHovered(pointOverRow(findingRow)))
        settle()
        XCTAssertEqual(list.detail.lines.last, lines[4])
        XCTAssertTrue(list.detail.lines.contains(lines[3]))
    }

    /// Memory warnings (M) add events quickly: one per controller each time.
    private func addEvents(warnings: Int) {
        for _ in 0..<warnings { host.handle(.key("m")) }
        settle()
    }

    func testTheWheelAndTheKeysScrollAndNewEventsDoNotYankTheView() async throws {
        addEvents(warnings: 12)
        let newest = list.visibleEvents.last!!
        XCTAssertEqual(newest.seq, list.events.last?.seq, "at the bottom the newest event is the last line")
        let middle = pointOverRow(3)

        // Three notches towards the user's screen top: 3 × 40 points of 17-point lines.
        for _ in 0..<3 { host.handle(.wheel(middle, delta: CGPoint(x: 0, y: 1))) }
        settle()
        XCTAssertEqual(list.linesFromBottom, 7)
        let inView = list.visibleEvents.map { $0?.seq }
        XCTAssertEqual(inView.last, newest.seq - 7)

        // New events arrive: the lines in view stay; the strip says how many are below.
        addEvents(warnings: 2)
        XCTAssertEqual(list.visibleEvents.map { $0?.seq }, inView)
        let below = list.events.count - list.events.firstIndex { $0.seq == inView.last! }! - 1
        XCTAssertEqual(list.linesFromBottom, below)
        XCTAssertTrue(list.indicatorText.hasPrefix("▼ \(below) newer lines below"),
                      list.indicatorText)

        // Wheel back down, then the keys.
        host.handle(.wheel(middle, delta: CGPoint(x: 0, y: -1)))
        settle()
        XCTAssertEqual(list.linesFromBottom, below - 2)
        host.handle(.key("End"))
        settle()
        XCTAssertEqual(list.linesFromBottom, 0)
        XCTAssertEqual(list.visibleEvents.last??.seq, list.events.last?.seq)
        XCTAssertEqual(list.indicatorText, "")
        let rows = list.visibleEvents.count
        host.handle(.key("PageUp"))
        settle()
        XCTAssertEqual(list.linesFromBottom, rows - 1)
        host.handle(.key("Home"))
        settle()
        XCTAssertEqual(list.visibleEvents.first??.seq, list.events.first?.seq, "Home shows the oldest event")
        host.handle(.key("PageDown"))
        settle()
        XCTAssertEqual(list.linesFromBottom, list.events.count - rows - (rows - 1))
        // A drag on the list scrolls it too (down: towards older lines).
        host.handle(.key("End"))
        host.handle(.pointerDown(pointOverRow(2)))
        host.handle(.pointerMoved(pointOverRow(6)))
        host.handle(.pointerUp(pointOverRow(6)))
        settle()
        XCTAssertEqual(list.linesFromBottom, 4)
    }

    func testPausingFreezesTheListWhileEventsAreStillRecorded() async throws {
        addEvents(warnings: 2)
        let before = list.visibleEvents.map { $0?.seq }
        let logged = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").count
        // The control in the overlay, clicked.
        let button = try XCTUnwrap(app.desk.overlay.subviews.compactMap { $0 as? UIButton }
            .first { $0.title(for: .normal) == "Pause list (P)" })
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        host.handle(.pointerDown(centre))
        host.handle(.pointerUp(centre))
        settle()
        XCTAssertTrue(list.isPaused)
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "p"), "Resume list (P)")

        addEvents(warnings: 3)
        XCTAssertEqual(list.visibleEvents.map { $0?.seq }, before, "the display is frozen")
        let held = list.events.count - list.events.firstIndex { $0.seq == before.last!! }! - 1
        XCTAssertEqual(held, 15, "three warnings to five controllers were still recorded")
        XCTAssertTrue(list.indicatorText.hasPrefix("list paused, 15 new held"))
        let loggedNow = try String(contentsOfFile: logPath, encoding: .utf8).split(separator: "\n").count
        XCTAssertEqual(loggedNow, logged + 15, "the log keeps recording while the list is paused")

        // The key resumes: everything missed is shown, newest last.
        host.handle(.key("p"))
        settle()
        XCTAssertFalse(list.isPaused)
        XCTAssertEqual(app.desk.overlay.controlTitle(forKey: "p"), "Pause list (P)")
        XCTAssertEqual(list.visibleEvents.last??.seq, list.events.last?.seq)
        XCTAssertEqual(list.visibleEvents.map { $0?.seq }, list.events.suffix(list.visibleEvents.count).map(\.seq))
    }

    func testGoldenOverlayWithASelectedFlaggedEvent() async throws {
        let flagged = try misuse()
        let r = try XCTUnwrap(row(ofSeq: flagged.seq))
        host.handle(.pointerDown(pointOverRow(r)))
        host.handle(.pointerUp(pointOverRow(r)))
        host.handle(.pointerLeft)
        host.handle(.key("r")) // recording off: the status line would show the temporary log's path
        settle()
        let shot = try XCTUnwrap(host.snapshot())
        let panel = app.desk.overlay.convert(app.desk.overlay.bounds, to: nil)
        let (x0, y0, w, h) = (Int(panel.minX), Int(panel.minY), Int(panel.width), Int(panel.height))
        var pixels: [UInt32] = []
        for y in y0..<(y0 + h) { for x in x0..<(x0 + w) { pixels.append(shot[x, y].argb) } }
        // Our own compositor and the bundled fonts: exact.
        assertGolden(Bitmap(width: w, height: h, pixels: pixels), named: "overlay-selected-finding")
    }
}
