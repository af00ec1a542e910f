import AppProject
import XCTest
@testable import Scenario

/// How the language settings are found: the command line, then the file's `// sandbox:` line, then the
/// project; Xcode 26's template fills in the rest.
final class LanguageSettingsTests: XCTestCase {
    func testTheDefaultIsXcodesAppTemplate() {
        let flags = LanguageSettings().flags
        XCTAssertEqual(Array(flags.prefix(4)), ["-swift-version", "5", "-default-isolation", "MainActor"])
        for feature in LanguageSettings.approachableFeatures {
            XCTAssertTrue(flags.contains(feature), "\(feature) is on with Approachable Concurrency")
        }
    }

    func testTheFilesLineIsReadBeforeItsCodeOnly() {
        let file = LanguageSettings(directiveIn: "// A screen.\n\n// sandbox: --swift-version 6 --default-isolation nonisolated\nimport UIKit\n")
        XCTAssertEqual(file, LanguageSettings(mode: .swift6, defaultIsolation: .nonisolated))
        let afterCode = LanguageSettings(directiveIn: "import UIKit\n// sandbox: --swift-version 6\n")
        XCTAssertEqual(afterCode, LanguageSettings(), "a line after the code is a comment like any other")
        let unknown = LanguageSettings(directiveIn: "// sandbox: --swift-version 7 --default-isolation Main\n")
        XCTAssertEqual(unknown, LanguageSettings(), "values it does not know leave the defaults")
    }

    func testTheCommandLineWinsOverTheFileAndTheFileOverTheProject() {
        let command = LanguageSettings(defaultIsolation: .mainActor)
        let file = LanguageSettings(mode: .swift6, defaultIsolation: .nonisolated)
        let project = LanguageSettings(project: SwiftSettings(languageVersion: "5.0", approachableConcurrency: true), isProjectFile: true)
        let resolved = command.overriding(file).overriding(project).resolved
        XCTAssertEqual(resolved, LanguageSettings(mode: .swift6, defaultIsolation: .mainActor, approachableConcurrency: true))
    }

    /// A project made before Xcode 26 sets neither setting: Xcode builds it nonisolated and without the
    /// approachable-concurrency features, so the sandbox does; a folder says nothing and gets the template's.
    func testAnOlderProjectFileBuildsNonisolated() {
        let old = LanguageSettings(project: SwiftSettings(languageVersion: "4.2"), isProjectFile: true).resolved
        XCTAssertEqual(old, LanguageSettings(mode: .swift5, defaultIsolation: .nonisolated, approachableConcurrency: false))
        XCTAssertFalse(old.flags.contains("NonisolatedNonsendingByDefault"))
        let folder = LanguageSettings(project: SwiftSettings(), isProjectFile: false).resolved
        XCTAssertEqual(folder, LanguageSettings().resolved)
        let new = LanguageSettings(project: SwiftSettings(languageVersion: "6.0", defaultActorIsolation: "MainActor"), isProjectFile: true)
        XCTAssertEqual(new.mode, .swift6)
        XCTAssertEqual(new.defaultIsolation, .mainActor)
    }
}
