import Foundation
import SandboxKit
@testable import Scenario

/// Runs scenario source headless and returns its canonical trace and the error that stopped it.
func runScenario(_ text: String, file: String = "test.swift", profile: LifecycleProfile = .iOS6AndLater)
    -> (trace: [String], error: ScenarioError?, run: ScenarioRun?) {
    do {
        let source = try ScenarioSource(text: text, fileName: file)
        let run = try ScenarioRun(source: source, profile: profile)
        let error = run.run()
        return (run.recorder.traceLines, error, run)
    } catch let e as ScenarioError {
        return ([], e, nil)
    } catch {
        return ([], ScenarioError(file: file, message: "\(error)"), nil)
    }
}

import SandboxAssets

enum SandboxAssetsPath {
    static func scenario(_ name: String) -> URL { SandboxAssets.scenarios.appendingPathComponent(name) }
}
