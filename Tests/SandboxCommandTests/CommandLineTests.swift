import Foundation
import XCTest

/// The command line's small things: `--version` (the CHANGELOG's newest entry), a "did you mean" for a
/// mistyped command, exit status 2 for a bad command line, help that names what the recipes show.
final class CommandLineTests: SandboxCommandTestCase {
    func testVersionMatchesTheChangelog() async throws {
        let r = try SandboxProcess.run(["--version"], in: folder)
        XCTAssertEqual(r.status, 0, r.stderr)
        let version = r.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertNotNil(version.range(of: #"^\d+\.\d+\.\d+$"#, options: .regularExpression), version)
        let changelog = try String(contentsOf: EventLogSchemaTests.repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = changelog.split(separator: "\n").first { $0.hasPrefix("## [") }
        XCTAssertEqual(newest?.dropFirst(4).prefix { $0 != "]" }.description, version)
    }

    func testMistypedCommandGetsASuggestion() async throws {
        _ = try write("x.swift", "print(1)\n")
        for (typo, meant) in [("tarce", "trace"), ("chekc", "check"), ("rnu", "run"), ("opne", "open")] {
            let r = try SandboxProcess.run([typo, "x.swift"], in: folder)
            XCTAssertEqual(r.status, 2, "\(typo): \(r.stderr)")
            XCTAssertEqual(r.stderrLines.first, "Error: unknown command '\(typo)'; did you mean '\(meant)'?")
        }
        let far = try SandboxProcess.run(["frobnicate"], in: folder)
        XCTAssertEqual(far.status, 2)
        XCTAssertTrue(far.stderr.contains("unknown command 'frobnicate'; the commands are window, trace, check"), far.stderr)
        // The hidden worker is no suggestion, and options still reach the window command.
        XCTAssertFalse(try SandboxProcess.run(["check-workr"], in: folder).stderr.contains("check-worker"))
        let option = try SandboxProcess.run(["--size", "bad"], in: folder)
        XCTAssertEqual(option.status, 2, option.stderr)
        XCTAssertTrue(option.stderr.hasPrefix("Error:"), option.stderr)
    }

    func testHelpNamesThePitfallsNotTheirSources() async throws {
        let r = try SandboxProcess.run(["--help"], in: folder)
        XCTAssertEqual(r.status, 0)
        XCTAssertFalse(r.stdout.lowercased().contains("seed"), r.stdout)
        XCTAssertTrue(r.stdout.contains("addsubview-before-addchild: addSubview before addChild"), r.stdout)
        XCTAssertTrue(r.stdout.contains("check"), r.stdout)
        XCTAssertFalse(r.stdout.contains("check-worker"), r.stdout)
    }
}
