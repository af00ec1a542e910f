import Foundation
import SandboxAssets
import SandboxKit
import Scenario

/// Scenario runs as `sandbox trace` and `sandbox check` make them: headless, compositing only on request,
/// with the virtual clock (1/60 s a turn). A frame of these cases is a whole run, parsing excluded (an
/// unchanged scenario is parsed once). The check line says how much virtual time a run covers, so the
/// speed-up over real time is virtual / ms_median.
enum ScenarioCases {
    static let names = ["scenario_three_button", "scenario_dissolve_1s", "check_examples"]

    static func selected(_ wants: (String) -> Bool) -> [BenchCase] {
        let makers: [(String, () -> BenchCase)] = [
            ("scenario_three_button", { traceCase("scenario_three_button", example: "three-button-container") }),
            ("scenario_dissolve_1s", { dissolve() }),
            ("check_examples", { checkExamples() }),
        ]
        return makers.filter { wants($0.0) }.map { $0.1() }
    }

    /// One second of cross-dissolve between two children of a container (the seed's tab switch).
    static let dissolveSource = """
        class Container: UIViewController {
            let first = Content()
            let second = Content()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(first)
                first.view.frame = view.bounds
                view.addSubview(first.view)
                first.didMove(toParent: self)
            }
            func dissolve() {
                first.willMove(toParent: nil)
                addChild(second)
                transition(from: first, to: second, duration: 1, options: [.transitionCrossDissolve], animations: {}) { finished in
                    self.first.removeFromParent()
                    self.second.didMove(toParent: self)
                }
            }
        }
        class Content: UIViewController {}

        let a = Container()
        window.rootViewController = a
        a.dissolve()
        """

    /// A run of `source` to its end, as `sandbox trace` runs it.
    static func run(_ source: ScenarioSource, profile: LifecycleProfile = .iOS6AndLater,
                    demand: CompositingDemand = .onRequest) -> (trace: [String], error: ScenarioError?, seconds: Double) {
        do {
            let run = try ScenarioRun(source: source, profile: profile)
            run.application.compositingDemand = demand
            let error = run.run()
            return (run.recorder.traceLines, error, run.application.clock.now)
        } catch {
            return ([], error as? ScenarioError, 0)
        }
    }

    private static func load(_ name: String) -> (ScenarioSource, expected: String)? {
        let folder = SandboxAssets.scenarios
        guard let source = try? ScenarioSource.load(path: folder.appendingPathComponent(name + ".swift").path),
              let expected = try? String(contentsOf: folder.appendingPathComponent(name + ".trace"), encoding: .utf8) else { return nil }
        return (source, expected)
    }

    private static func profile(_ expected: String) -> LifecycleProfile {
        CanonicalTrace.directive("profile", in: expected) == "ios5" ? .iOS5 : .iOS6AndLater
    }

    /// The example's run: checked against its expected trace.
    static func traceCase(_ name: String, example: String) -> BenchCase {
        guard let (source, expected) = load(example) else {
            return BenchCase(name: name, frame: {}, verify: { (false, "check=FAIL \(example).swift not found") })
        }
        let p = profile(expected)
        return BenchCase(name: name, frame: { _ = run(source, profile: p) }, verify: {
            let r = run(source, profile: p)
            let diff = CanonicalTrace(lines: r.trace).diff(from: CanonicalTrace(parsing: expected), expectedName: example + ".trace",
                                                           actualName: example + ".swift")
            let ok = r.error == nil && diff.isEmpty
            return (ok, "check=\(ok ? "ok" : "FAIL") virtual_s=\(String(format: "%.2f", r.seconds))")
        })
    }

    /// The dissolve: its trace must be the one a run that composites every turn records.
    static func dissolve() -> BenchCase {
        let name = "scenario_dissolve_1s"
        guard let source = try? ScenarioSource(text: dissolveSource, fileName: "dissolve.swift") else {
            return BenchCase(name: name, frame: {}, verify: { (false, "check=FAIL the scenario does not parse") })
        }
        return BenchCase(name: name, frame: { _ = run(source) }, verify: {
            let r = run(source), composited = run(source, demand: .everyTurn)
            let ok = r.error == nil && r.trace == composited.trace && r.trace.contains("second.didMove(toParent: a)")
            return (ok, "check=\(ok ? "ok" : "FAIL") virtual_s=\(String(format: "%.2f", r.seconds))")
        })
    }

    /// Every example checked against its expected trace (`sandbox check` over Assets/scenarios, in-process).
    static func checkExamples() -> BenchCase {
        let folder = SandboxAssets.scenarios
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        let examples = names.compactMap { n in load(n).map { (n, $0.0, $0.expected) } }
        func checkAll() -> (failures: [String], seconds: Double) {
            var failures: [String] = [], seconds = 0.0
            for (n, source, expected) in examples {
                let r = run(source, profile: profile(expected))
                seconds += r.seconds
                if r.error != nil || CanonicalTrace(lines: r.trace) != CanonicalTrace(parsing: expected) { failures.append(n) }
            }
            return (failures, seconds)
        }
        return BenchCase(name: "check_examples", frame: { _ = checkAll() }, verify: {
            let r = checkAll()
            let ok = r.failures.isEmpty && examples.count == names.count && !names.isEmpty
            return (ok, "check=\(ok ? "ok" : "FAIL") examples=\(examples.count) virtual_s=\(String(format: "%.2f", r.seconds))"
                        + (r.failures.isEmpty ? "" : " failed=" + r.failures.joined(separator: ",")))
        })
    }
}
