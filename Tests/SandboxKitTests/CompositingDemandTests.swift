import EventLog
import XCTest
import Raster
@testable import SandboxKit

/// A headless run composites only when its pixels are read (`CompositingDemand.onRequest`). What the
/// run records must not depend on it, and pixels read mid-transition must be the window's. (Every
/// example scenario is also run both ways in its device process: ScenarioDeviceTests.)
@MainActor
final class CompositingDemandTests: XCTestCase {
    /// A container switching its three children with `transition(from:to:)` (as the example
    /// three-button-container does): curl up, curl down and cross-dissolve, one second each.
    private final class Container: UIViewController {
        let first = Content(), second = Content(), third = Content()
        var current: UIViewController?
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            for c in [first, second] { addChild(c); c.didMove(toParent: self) }
            addChild(third)
            third.view.frame = view.bounds
            view.addSubview(third.view)
            third.didMove(toParent: self)
            current = third
        }

        func show(_ next: UIViewController, options: UIView.AnimationOptions) {
            let old = current!
            if next.parent !== self { addChild(next) }
            transition(from: old, to: next, duration: 1, options: options, animations: {}) { finished in
                self.current = finished ? next : old
            }
        }
    }

    /// Counts `draw(_:)` calls, which must not depend on whether pixels are kept.
    private final class Drawn: UIView {
        static var draws = 0
        override func draw(_ rect: CGRect) { Drawn.draws += 1 }
    }

    /// Tinted pages (one translucent), so the pages differ and each warp shows.
    private final class Content: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(Drawn(frame: CGRect(x: 10, y: 10, width: 40, height: 20)))
            view.backgroundColor = switch debugName {
            case "first": .red
            case "second": UIColor(red: 0, green: 0, blue: 1, alpha: 0.6)
            default: .green
            }
        }
    }

    /// One run: the container as the window's root, `steps` queued on the main queue at their times,
    /// turns until everything has run and settled; the frame buffer read after the turns `reads` picks.
    private func run(demand: CompositingDemand, steps: [(at: TimeInterval, (Container) -> Void)],
                     reads: (Int) -> Bool) -> (frames: [Bitmap], log: [String], trace: [String], midTransition: Int, composites: Int,
                                               snapshotTurns: Int, draws: Int) {
        Drawn.draws = 0
        let app = UIApplication()
        app.compositingDemand = demand
        // Swift makes a container's stored children before the container itself.
        let names = ["first", "second", "third", "a"]
        var made = 0
        app.controllerNaming = { _ in defer { made += 1 }; return made < names.count ? names[made] : "extra\(made)" }
        let recorder = LifecycleTraceRecorder(app.lifecycleEvents)
        let window = app.makeWindow()
        window.makeKeyAndVisible()
        let a = Container()
        window.rootViewController = a
        var pending = steps.count
        for (time, step) in steps { app.mainQueue.enqueue(at: time) { step(a); pending -= 1 } }
        var frames: [Bitmap] = [], turn = 0, midTransition = 0, snapshotTurns = 0
        repeat {
            app.runTurn()
            turn += 1
            if app.animator.animatingLayers.contains(where: { $0.runningTransition?.before != nil || $0.runningTransition?.after != nil }) {
                snapshotTurns += 1
            }
            guard reads(turn) else { continue }
            if app.animator.animatingLayerCount > 0 { midTransition += 1 }
            frames.append(window.framebuffer)
        } while (pending > 0 || !app.isSettled) && turn < 2000
        return (frames, recorder.events.map(\.jsonLine), recorder.traceLines, midTransition, window.compositor.repaintCount,
                snapshotTurns, Drawn.draws)
    }

    private let threeTransitions: [(at: TimeInterval, (Container) -> Void)] = [
        (0.5, { $0.show($0.first, options: [.transitionCurlUp]) }),
        (2.0, { $0.show($0.second, options: [.transitionCurlDown]) }),
        (3.5, { $0.show($0.third, options: [.transitionCrossDissolve]) }),
    ]

    /// The same run composited every turn and only on request records the same log, line for line.
    func testTheLogIsTheSameWithAndWithoutCompositing() async {
        let shown = run(demand: .everyTurn, steps: threeTransitions, reads: { _ in false })
        let skipped = run(demand: .onRequest, steps: threeTransitions, reads: { _ in false })
        XCTAssertGreaterThan(shown.composites, 0, "the window composited")
        XCTAssertEqual(skipped.composites, 0, "nothing read the pixels, nothing composited")
        XCTAssertEqual(skipped.log, shown.log)
        XCTAssertTrue(shown.trace.contains("third.didMove(toParent: a)"), "\(shown.trace)")
    }

    /// A device that no one will ever ask for pixels (`.never`: no screenshot folder, no window) keeps no
    /// snapshots, the bulk of a headless transition's work, yet draws every view as often and records
    /// the same log as a run that keeps them.
    func testNeverKeepsNoSnapshotsButDrawsAndLogsTheSame() async {
        let kept = run(demand: .onRequest, steps: threeTransitions, reads: { _ in false })
        let never = run(demand: .never, steps: threeTransitions, reads: { _ in false })
        XCTAssertGreaterThan(kept.snapshotTurns, 100, "three one-second transitions keep their snapshots")
        XCTAssertEqual(never.snapshotTurns, 0)
        XCTAssertGreaterThan(kept.draws, 0)
        XCTAssertEqual(never.draws, kept.draws, "draw(_:) ran as often")
        XCTAssertEqual(never.log, kept.log)
        XCTAssertEqual(never.composites, 0)
    }

    /// Three transitions read every few turns, before, during and after each: each read of a run that
    /// composites on request is byte for byte the frame buffer of a run that composites every turn
    /// (incremental repaints there, full catch-up repaints here).
    func testPixelsReadMidTransitionAreTheWindowsFrame() async {
        let shown = run(demand: .everyTurn, steps: threeTransitions, reads: { $0 % 7 == 3 })
        let asked = run(demand: .onRequest, steps: threeTransitions, reads: { $0 % 7 == 3 })
        XCTAssertEqual(asked.trace, shown.trace)
        XCTAssertEqual(asked.frames.count, shown.frames.count, "the same number of turns")
        XCTAssertGreaterThan(shown.frames.count, 30)
        XCTAssertGreaterThan(shown.midTransition, 20, "reads during the transitions")
        for (i, (a, b)) in zip(asked.frames, shown.frames).enumerated() {
            XCTAssertTrue(a == b, "read \(i): the frame read on request differs from the window's")
        }
    }

    /// The new page changes colour while the transition runs: the window keeps showing the warp between
    /// the snapshots taken when the transition began (the "after" one at its first composite), so a run
    /// that skipped those composites must still have taken it then, not when the pixels are read.
    func testAChangeDuringATransitionStaysOutOfItsSnapshots() async {
        let steps: [(at: TimeInterval, (Container) -> Void)] = [
            (0.2, { $0.show($0.second, options: [.transitionCurlUp]) }),
            (0.5, { $0.second.view.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1) }),
        ]
        // The first read comes after the change (turn 30; the curl runs from turn 13 to 73).
        let shown = run(demand: .everyTurn, steps: steps, reads: { $0 >= 35 && $0 % 5 == 0 })
        let asked = run(demand: .onRequest, steps: steps, reads: { $0 >= 35 && $0 % 5 == 0 })
        XCTAssertEqual(asked.trace, shown.trace)
        XCTAssertEqual(asked.frames.count, shown.frames.count)
        XCTAssertGreaterThanOrEqual(shown.midTransition, 7, "reads during the curl")
        for (i, (a, b)) in zip(asked.frames, shown.frames).enumerated() {
            XCTAssertTrue(a == b, "read \(i) (turn \(35 + i * 5)): the frame read on request differs from the window's")
        }
    }
}
