import XCTest
import Raster
import SandboxAssets
import SandboxKit
@testable import Scenario

/// A headless run composites only when its pixels are read (`CompositingDemand.onRequest`). What the
/// run records must not depend on it, and pixels read mid-transition must be the window's.
final class CompositingDemandTests: XCTestCase {
    /// Every example runs twice, compositing every turn and only on request: the canonical trace, every
    /// line of the event log (times, frames, causes) and the error are the same.
    func testEveryExampleRecordsTheSameTraceAndLogWithAndWithoutCompositing() throws {
        let folder = SandboxAssets.scenarios
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 8, "the examples are missing from the bundle")
        for file in files {
            let expected = try? String(contentsOf: folder.appendingPathComponent(String(file.dropLast(6)) + ".trace"), encoding: .utf8)
            // The interpreter cannot run the examples marked for the compiled engine (ExampleScenarioTests).
            if expected.flatMap({ CanonicalTrace.directive("engine", in: $0) }) == "compiled" { continue }
            let profile: LifecycleProfile = expected.flatMap { CanonicalTrace.directive("profile", in: $0) } == "ios5" ? .iOS5 : .iOS6AndLater
            let source = try ScenarioSource.load(path: folder.appendingPathComponent(file).path)
            let composited = try record(source, profile: profile, demand: .everyTurn)
            let skipped = try record(source, profile: profile, demand: .onRequest)
            XCTAssertEqual(composited.composites > 0, true, "\(file): the window composited")
            XCTAssertEqual(skipped.composites, 0, "\(file): nothing read the pixels, nothing composited")
            XCTAssertEqual(skipped.trace, composited.trace, "\(file): trace")
            XCTAssertEqual(skipped.log, composited.log, "\(file): event log")
            XCTAssertEqual(skipped.error, composited.error, "\(file): error")
        }
    }

    /// Three transitions (curl up, curl down, cross-dissolve) read every few turns, before, during and
    /// after each: each read of a run that composites on request is byte for byte the frame buffer of a
    /// run that composites every turn (incremental repaints there, full catch-up repaints here).
    func testPixelsReadMidTransitionAreTheWindowsFrame() throws {
        let source = try ScenarioSource.load(path: SandboxAssets.scenarios.appendingPathComponent("three-button-container.swift").path)
        // One run at a time: UIKit's class-level animation calls go to the latest application.
        let shown = try frames(source, demand: .everyTurn)
        let asked = try frames(source, demand: .onRequest)
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
    func testAChangeDuringATransitionStaysOutOfItsSnapshots() throws {
        let source = try ScenarioSource(text: """
            class Container: UIViewController {
                let first = Content()
                let second = Content()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(first)
                    first.view.frame = view.bounds
                    first.view.backgroundColor = .red
                    view.addSubview(first.view)
                    first.didMove(toParent: self)
                }
                func curl() {
                    first.willMove(toParent: nil)
                    addChild(second)
                    second.view.backgroundColor = .blue
                    transition(from: first, to: second, duration: 1, options: [.transitionCurlUp], animations: {}) { finished in
                        self.first.removeFromParent()
                        self.second.didMove(toParent: self)
                    }
                }
            }
            class Content: UIViewController {}

            let a = Container()
            window.rootViewController = a
            wait(0.2)
            a.curl()
            wait(0.3)
            a.second.view.backgroundColor = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
            """, fileName: "change-during-curl.swift")
        // The first read comes after the change (turn 30; the curl runs from turn 13 to 73).
        let shown = try frames(source, demand: .everyTurn, reads: { $0 >= 35 && $0 % 5 == 0 })
        let asked = try frames(source, demand: .onRequest, reads: { $0 >= 35 && $0 % 5 == 0 })
        XCTAssertEqual(asked.trace, shown.trace)
        XCTAssertEqual(asked.frames.count, shown.frames.count)
        XCTAssertGreaterThanOrEqual(shown.midTransition, 7, "reads during the curl")
        for (i, (a, b)) in zip(asked.frames, shown.frames).enumerated() {
            XCTAssertTrue(a == b, "read \(i) (turn \(35 + i * 5)): the frame read on request differs from the window's")
        }
    }

    /// Runs `source`, reading the frame buffer after the turns `reads` picks; also says how many reads fell in a transition.
    private func frames(_ source: ScenarioSource, demand: CompositingDemand, reads: (Int) -> Bool = { $0 % 7 == 3 }) throws -> (frames: [Bitmap], trace: [String], midTransition: Int) {
        let run = try ScenarioRun(source: source)
        run.application.compositingDemand = demand
        // Tinted views (one translucent), so the pages differ and each warp shows.
        run.application.lifecycleEvents.subscribe { event in
            guard event.method == .viewDidLoad, let view = event.subject?.view else { return }
            view.backgroundColor = switch event.controller {
            case "a": .white
            case "first": .red
            case "second": UIColor(red: 0, green: 0, blue: 1, alpha: 0.6)
            default: .green
            }
        }
        var frames: [Bitmap] = [], turn = 0, midTransition = 0
        while !run.isFinished {
            run.step()
            turn += 1
            guard reads(turn) else { continue }
            if run.application.animator.animatingLayerCount > 0 { midTransition += 1 }
            frames.append(run.window.framebuffer)
        }
        XCTAssertNil(run.error)
        return (frames, run.recorder.traceLines, midTransition)
    }

    private struct Recording: Equatable {
        var trace: [String], log: [String], error: String?, composites: Int
    }

    private func record(_ source: ScenarioSource, profile: LifecycleProfile, demand: CompositingDemand) throws -> Recording {
        let run = try ScenarioRun(source: source, profile: profile)
        run.application.compositingDemand = demand
        var log: [String] = []
        let subscription = run.application.lifecycleEvents.subscribe { log.append($0.jsonLine) }
        let error = run.run()
        subscription.cancel()
        return Recording(trace: run.recorder.traceLines, log: log, error: error?.description,
                         composites: run.window.compositor.repaintCount)
    }
}
