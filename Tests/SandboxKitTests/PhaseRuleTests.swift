import Raster
import XCTest
@testable import SandboxKit

/// The phases of a turn hold: commit is the last one that changes the tree (layout, display, the
/// transitions' "after" snapshots), composite only reads presentation state, present only shows pixels
/// (docs/architecture.md, "One frame"). A mark made in composite or present is a breach: debug builds stop
/// on it; these tests record it instead.
@MainActor
final class PhaseRuleTests: XCTestCase {
    var app: UIApplication!
    var window: UIWindow!
    var breaches: [String] = []
    private var savedHandler: ((String) -> Void)?

    override func setUp() async throws {
        app = UIApplication(clock: VirtualClock(), screen: UIScreen(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)))
        window = app.makeWindow()
        savedHandler = PhaseRule.breachHandler
        PhaseRule.breachHandler = { [unowned self] in breaches.append($0) }
    }

    override func tearDown() async throws {
        if let savedHandler { PhaseRule.breachHandler = savedHandler }
    }

    /// Marks `view` in `phase` of the next turn through `mark`, and returns the breaches it caused.
    private func breaches(markingIn phase: FramePhase, _ mark: @escaping () -> Void) -> [String] {
        app.runTurn()
        breaches.removeAll()
        var done = false
        app.phaseObserver = { entered in
            guard entered == phase, !done else { return }
            done = true
            mark()
        }
        app.runTurn()
        app.phaseObserver = nil
        XCTAssertTrue(done, "the turn entered \(phase)")
        return breaches
    }

    func testAChangeDuringCompositeIsABreach() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        let found = breaches(markingIn: .composite) { v.alpha = 0.5 }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.hasPrefix("damage marked in the composite phase") ?? false, "\(found)")
    }

    func testLayoutOrDisplayOwedDuringPresentIsABreach() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        XCTAssertEqual(breaches(markingIn: .present) { v.setNeedsLayout() }.count, 1)
        XCTAssertTrue(breaches.first?.hasPrefix("a layout or display pass marked in the present phase") ?? false)
        XCTAssertEqual(breaches(markingIn: .present) { v.setNeedsDisplay() }.count, 2, "display owed, and its damage")
    }

    func testChangesInTheOtherPhasesAreNot() async {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        for phase in [FramePhase.input, .mainQueue, .animation, .commit] {
            XCTAssertEqual(breaches(markingIn: phase) {
                v.alpha = v.alpha == 1 ? 0.5 : 1
                v.setNeedsLayout()
                v.setNeedsDisplay()
            }, [], "\(phase)")
        }
    }

    /// A transition's "after" snapshot draws the views that show the new look: that drawing is commit's
    /// work, so every `draw(_:)` of a turn runs in its commit, and composite draws nothing.
    func testTransitionSnapshotsAreTakenInCommitAndCompositeDrawsNothing() async {
        final class PhaseRecordingView: UIView {
            var drawnIn: [FramePhase] = []
            override func draw(_ rect: CGRect) {
                drawnIn.append(window?.application?.phase ?? .idle)
                UIColor.blue.setFill()
                UIBezierPath(rect: bounds).fill()
            }
        }
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        window.addSubview(container)
        let from = UIView(frame: container.bounds)
        from.backgroundColor = .red
        container.addSubview(from)
        let to = PhaseRecordingView(frame: container.bounds)
        app.runTurn()
        var transition: ViewTransition?
        app.mainQueue.enqueue(at: 0) {
            transition = UIView.performTransition(from: from, to: to, duration: 1, options: [.transitionCrossDissolve],
                                                  hierarchy: .addAtStartRemoveAtEnd, animations: nil,
                                                  didRemoveFromView: nil, completion: nil)
        }
        var afterAtCompositeStart: Bitmap?
        app.phaseObserver = { phase in
            if phase == .composite { afterAtCompositeStart = transition?.after }
        }
        app.runTurn()
        app.phaseObserver = nil
        XCTAssertNotNil(afterAtCompositeStart, "the after snapshot exists before composite starts")
        XCTAssertFalse(to.drawnIn.isEmpty)
        XCTAssertEqual(Set(to.drawnIn), [.commit], "views draw only in commit")
        XCTAssertEqual(breaches, [])
        app.run(seconds: 1.1)
        XCTAssertEqual(breaches, [])
    }
}
