import XCTest
import SandboxAssets
import SandboxKit
@testable import Scenario

/// Every example under Assets/scenarios runs to its expected trace (what `sandbox check` does in CI).
/// The expected traces are derived from docs/lifecycle-rules.md rule by rule (see the comments in each), not
/// recorded from a run.
final class ExampleScenarioTests: XCTestCase {
    func testEveryExampleMatchesItsExpectedTrace() throws {
        let folder = SandboxAssets.scenarios
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThanOrEqual(files.count, 8, "the examples are missing from the bundle")
        for file in files {
            // The interpreter (kept for the window until it runs compiled scenarios) makes a scenario
            // class's object before its stored properties; Swift makes the properties first, so in the
            // memory-warning examples `first` and `second` precede `a` in creation order. The compiled
            // engine gives those traces (SandboxCommandTests' ScenarioDeviceTests).
            if file.hasPrefix("memory-warning") { continue }
            let name = String(file.dropLast(".swift".count))
            let traceURL = folder.appendingPathComponent(name + ".trace")
            guard let expectedText = try? String(contentsOf: traceURL, encoding: .utf8) else {
                XCTFail("\(file) has no \(name).trace")
                continue
            }
            // Examples that declare classes conforming to SandboxKit protocols (delegates, animators, data
            // sources) say `# engine: compiled`: the interpreter has no protocol conformances; the compiled
            // engine runs them (ScenarioDeviceTests, and `sandbox check Assets/scenarios` in scripts/test).
            if CanonicalTrace.directive("engine", in: expectedText) == "compiled" { continue }
            let profile: LifecycleProfile = CanonicalTrace.directive("profile", in: expectedText) == "ios5" ? .iOS5 : .iOS6AndLater
            let source = try ScenarioSource.load(path: folder.appendingPathComponent(file).path)
            let run = try ScenarioRun(source: source, profile: profile)
            XCTAssertNil(run.run(), "\(file) stopped with an error")
            let diff = CanonicalTrace(lines: run.recorder.traceLines).diff(from: CanonicalTrace(parsing: expectedText),
                                                                          expectedName: name + ".trace", actualName: file)
            XCTAssertEqual(diff, "", "\(file):\n\(diff)")
        }
    }
}
