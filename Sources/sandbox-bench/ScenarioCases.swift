import DeviceLink
import Foundation
import SandboxAssets
import SandboxKit
import Scenario

/// Scenario runs as `sandbox check` makes them: compiled (once, in the cache; the compile is not timed),
/// run in a device process forked from a server that has the runtime loaded, headless, with no pixels
/// (none is read), on the virtual clock (1/60 s a turn). A frame of these cases is a whole run: the
/// device's fork, its run, its exit and the host reading its events. `scenario_dissolve_1s_exec` is the
/// same run exec'd, as one `sandbox trace` or `run` starts it. The check line says how much virtual time
/// a run covers, so the speed-up over real time is virtual / ms_median.
///
/// The scenario runtime (`libSandboxDevice.so`) must be built beside this executable (`swift build`
/// builds it; `scripts/bench-*` do).
@MainActor
enum ScenarioCases {
    static let names = ["scenario_three_button", "scenario_dissolve_1s", "scenario_dissolve_1s_exec", "check_examples"]

    static func selected(_ wants: (String) -> Bool) -> [BenchCase] {
        let makers: [(String, () -> BenchCase)] = [
            ("scenario_three_button", { traceCase("scenario_three_button", example: "three-button-container") }),
            ("scenario_dissolve_1s", { dissolve("scenario_dissolve_1s", forked: true) }),
            ("scenario_dissolve_1s_exec", { dissolve("scenario_dissolve_1s_exec", forked: false) }),
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

    /// A compiled scenario and the profile it runs with.
    struct Compiled {
        let library: URL
        let launcher: URL
        let profile: LifecycleProfile
    }

    /// The devices are forked from servers, as `sandbox check` forks them.
    static let forkServers = DeviceForkServerPool()

    /// Compiles the file (or takes it from the cache); the failure says why it cannot.
    static func compile(_ path: String, profile: LifecycleProfile = .iOS6AndLater) -> Result<Compiled, Error> {
        Result {
            let run = try ScenarioDeviceRun(path: path)
            return Compiled(library: run.library, launcher: run.launcher, profile: profile)
        }
    }

    /// A run of the compiled scenario to its end, as `sandbox trace` runs it; `composited` makes the
    /// device composite every turn (as it does when screenshots are asked for).
    static func run(_ compiled: Compiled, composited: Bool = false, forked: Bool = true) -> (trace: [String], ok: Bool, seconds: Double) {
        var device = DeviceProcess(library: compiled.library, launcher: compiled.launcher)
        device.forkServers = forked ? forkServers : nil
        device.launch.settings.profile = compiled.profile
        device.onOutput = { _ in }
        device.onErrorOutput = { _ in }
        let shots = composited ? FileManager.default.temporaryDirectory.appendingPathComponent("bench-shots-\(getpid())") : nil
        if let shots {
            try? FileManager.default.createDirectory(at: shots, withIntermediateDirectories: true)
            device.launch.settings.screenshotFolder = shots.path
        }
        defer { if let shots { try? FileManager.default.removeItem(at: shots) } }
        var events: [LifecycleEvent] = []
        let outcome = try? device.run { _, e in events.append(e) }
        return (events.compactMap(\.traceLine), outcome?.isSuccess ?? false, events.last?.time ?? 0)
    }

    private static func example(_ name: String) -> (path: String, expected: String)? {
        let folder = SandboxAssets.scenarios
        let path = folder.appendingPathComponent(name + ".swift").path
        guard let expected = try? String(contentsOf: folder.appendingPathComponent(name + ".trace"), encoding: .utf8) else { return nil }
        return (path, expected)
    }

    private static func profile(_ expected: String) -> LifecycleProfile {
        CanonicalTrace.directive("profile", in: expected) == "ios5" ? .iOS5 : .iOS6AndLater
    }

    private static func failing(_ name: String, _ why: String) -> BenchCase {
        BenchCase(name: name, frame: {}, verify: { (false, "check=FAIL \(why)") })
    }

    /// The example's run: checked against its expected trace.
    static func traceCase(_ name: String, example exampleName: String) -> BenchCase {
        guard let (path, expected) = example(exampleName) else { return failing(name, "\(exampleName).swift not found") }
        let compiled: Compiled
        switch compile(path, profile: profile(expected)) {
        case .success(let c): compiled = c
        case .failure(let e): return failing(name, "\(exampleName).swift does not build: \(e)")
        }
        return BenchCase(name: name, frame: { _ = run(compiled) }, verify: {
            let r = run(compiled)
            let diff = CanonicalTrace(lines: r.trace).diff(from: CanonicalTrace(parsing: expected), expectedName: exampleName + ".trace",
                                                           actualName: exampleName + ".swift")
            let ok = r.ok && diff.isEmpty
            return (ok, "check=\(ok ? "ok" : "FAIL") virtual_s=\(String(format: "%.2f", r.seconds))")
        })
    }

    /// The dissolve: its trace must be the one a run that composites every turn records (and forked, the
    /// runs must have been forked).
    static func dissolve(_ name: String, forked: Bool) -> BenchCase {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("bench-dissolve.swift").path
        let compiled: Compiled
        do {
            try Data(dissolveSource.utf8).write(to: URL(fileURLWithPath: path))
            compiled = try compile(path).get()
        } catch { return failing(name, "the scenario does not build: \(error)") }
        return BenchCase(name: name, frame: { _ = run(compiled, forked: forked) }, verify: {
            let r = run(compiled, forked: forked), composited = run(compiled, composited: true, forked: forked)
            let ok = r.ok && r.trace == composited.trace && r.trace.contains("second.didMove(toParent: a)")
                && (!forked || forkServers.isServing)
            return (ok, "check=\(ok ? "ok" : "FAIL") virtual_s=\(String(format: "%.2f", r.seconds))")
        })
    }

    /// Every example checked against its expected trace, one device after another (as `sandbox check
    /// --jobs 1` over Assets/scenarios, compiles cached).
    static func checkExamples() -> BenchCase {
        let folder = SandboxAssets.scenarios
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
        let examples: [(String, Compiled, String)] = names.compactMap { n in
            guard let (path, expected) = example(n), let c = try? compile(path, profile: profile(expected)).get() else { return nil }
            return (n, c, expected)
        }
        func checkAll() -> (failures: [String], seconds: Double) {
            var failures: [String] = [], seconds = 0.0
            for (n, compiled, expected) in examples {
                let r = run(compiled)
                seconds += r.seconds
                if !r.ok || CanonicalTrace(lines: r.trace) != CanonicalTrace(parsing: expected) { failures.append(n) }
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
