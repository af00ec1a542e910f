import Foundation
import XCTest

/// Swift concurrency runs on the device's main queue and clock (Sources/SandboxDevice/DeviceExecutor.swift):
/// `Task {}` runs, a sleep is virtual time, an `AsyncStream` fed by taps delivers each tap, and a run
/// does not end while a task can run or is sleeping.
final class SwiftConcurrencyScenarioTests: CompiledScenarioTestCase {
    func testATaskThatSleepsAVirtualSecondWakesASecondLater() async throws {
        _ = try write("sleep.swift", """
            import UIKit

            class Page: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task {
                        print("started")
                        try await Task.sleep(nanoseconds: 1_000_000_000)
                        print("one second")
                        try await Task.sleep(for: .seconds(2))
                        print("three seconds")
                    }
                }
            }
            window.rootViewController = Page()

            """)
        let r = try sandbox(["run", "sleep.swift", "--log", "sleep.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let times = try printTimes(inLog: folder.appendingPathComponent("sleep.jsonl"))
        let start = try XCTUnwrap(times["started"], r.stdout)
        XCTAssertEqual(try XCTUnwrap(times["one second"]) - start, 1, accuracy: 1.0 / 60 + 1e-6)
        XCTAssertEqual(try XCTUnwrap(times["three seconds"]) - start, 3, accuracy: 1.0 / 60 + 1e-6)
    }

    func testAnAsyncStreamOfTapsDeliversEachTapInOrder() async throws {
        _ = try write("taps.swift", """
            import UIKit

            class Counter: UIViewController {
                let button = UIButton(type: .system)
                let label = UILabel()
                var continuation: AsyncStream<Int>.Continuation?
                var taps = 0

                override func viewDidLoad() {
                    super.viewDidLoad()
                    button.setTitle("Tap", for: .normal)
                    button.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
                    button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
                    view.addSubview(button)
                    label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
                    view.addSubview(label)
                    let stream = AsyncStream<Int> { continuation = $0 }
                    Task {
                        for await n in stream {
                            label.text = "taps: \\(n)"
                            print(label.text!)
                        }
                        print("stream finished")
                    }
                }

                @objc func tapped() {
                    taps += 1
                    continuation?.yield(taps)
                    if taps == 3 { continuation?.finish() }
                }
            }
            let vc = Counter()
            window.rootViewController = vc
            wait(0.5)
            tap(x: 70, y: 222)
            tap(x: 70, y: 222)
            tap(x: 70, y: 222)
            wait(0.1)
            print("label: " + (vc.label.text ?? ""))

            """)
        let r = try sandbox(["trace", "taps.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let prints = r.stdout.split(separator: "\n").filter { $0.hasPrefix("print: ") }
        XCTAssertEqual(prints, ["print: taps: 1", "print: taps: 2", "print: taps: 3", "print: stream finished", "print: label: taps: 3"], r.stdout)
    }

    /// `Task.detached`, `await MainActor.run` and a checked continuation resumed from queued work, in the
    /// order the awaits give; the run ends only after the last of them (the top level ended long before).
    func testDetachedTasksMainActorRunAndContinuationsFinishBeforeTheRunEnds() async throws {
        _ = try write("hops.swift", """
            import UIKit

            func later(_ seconds: Double) async -> String {
                await withCheckedContinuation { continuation in
                    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { continuation.resume(returning: "resumed") }
                }
            }

            class Page: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Task {
                        let sum = await Task.detached { (1...10).reduce(0, +) }.value
                        print("detached: \\(sum)")
                        await MainActor.run { self.label.text = "set" }
                        print("label: \\(self.label.text ?? "")")
                        print(await later(2))
                    }
                }
            }
            window.rootViewController = Page()
            print("top level ends")

            """)
        let r = try sandbox(["run", "hops.swift", "--log", "hops.jsonl"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout.split(separator: "\n"), ["top level ends", "detached: 55", "label: set", "resumed"], r.stdout)
        let times = try printTimes(inLog: folder.appendingPathComponent("hops.jsonl"))
        XCTAssertEqual(try XCTUnwrap(times["resumed"]) - (try XCTUnwrap(times["label: set"])), 2, accuracy: 1.0 / 60 + 1e-6)
    }

    /// A task that yields forever never lets the run settle: the run stops at the settle limit and says
    /// why, instead of hanging the run loop in one turn.
    func testATaskThatNeverEndsMeetsTheSettleLimit() async throws {
        _ = try write("spin.swift", """
            import UIKit

            class Page: UIViewController {}
            window.rootViewController = Page()
            Task {
                var n = 0
                while true { n += 1; await Task.yield() }
            }

            """)
        let r = try sandbox(["trace", "spin.swift"], environment: ["SANDBOX_SETTLE_LIMIT": "2"])
        XCTAssertEqual(r.status, 3, r.stdout + r.stderr)
        XCTAssertTrue((r.stdout + r.stderr).contains("did not settle within 2 virtual seconds"), r.stdout + r.stderr)
    }

    /// A task waiting on a continuation nobody resumes is not work: the run ends, and says which task
    /// never finished (its line), instead of losing it. Tasks that finished are not mentioned.
    func testATaskStillSuspendedAtTheEndIsReportedWithItsLine() async throws {
        _ = try write("suspended.swift", """
            import UIKit

            final class Loader {
                var pending: CheckedContinuation<String, Never>?
                func load() async -> String { await withCheckedContinuation { pending = $0 } }
            }
            let loader = Loader()
            Task {
                print("loaded", await loader.load())
            }
            let answer = Task { 41 + 1 }
            Task.detached { print("answer", await answer.value) }
            wait(1)

            """)
        let r = try sandbox(["trace", "suspended.swift"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let warnings = r.stdout.split(separator: "\n").filter { $0.hasPrefix("warning: ") }
        XCTAssertEqual(warnings.count, 1, r.stdout)
        XCTAssertTrue(warnings.first?.contains("a task made at line 8 never finished") == true, r.stdout)
        XCTAssertTrue(r.stdout.contains("print: answer 42\n"), r.stdout)
    }
}
