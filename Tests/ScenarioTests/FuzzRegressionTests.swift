import XCTest
import SandboxAssets
@testable import Scenario

/// What the sandbox does with a scenario's bytes before the compiler takes them (reading, the nesting
/// guard, the rewrite) never crashes and never moves a line; inputs `scripts/fuzz-scenarios` found are
/// kept here. (That a failed build always names the user's file:line:col is checked by replaying inputs
/// through `scenario-fuzz`, which compiles them, and in ScenarioDeviceTests.)
@MainActor
final class FuzzRegressionTests: XCTestCase {
    private func newlines(_ s: String) -> Int { s.utf8.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) } }

    /// libFuzzer timeout (30 s): a run of `[` inside a declaration sent swift-syntax's lookahead into
    /// exponential time. Refused at once, at the bracket that makes the run too long, before parsing.
    func testRunOfSquareBracketsIsRefusedQuickly() async {
        let text = """
        class Parent: UIViewController {
            overrife var shouldAutomatic[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[allyForwardAppearanceMethods: Bool { false }
        }
        """
        let started = Date()
        let found = NestingGuard.firstProblem(in: text)
        XCTAssertEqual(found?.problem, .longSquareRun)
        XCTAssertEqual(found.map { [$0.line, $0.column] }, [2, 43])
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertNil(NestingGuard.firstProblem(in: "let x = [[[1, 2], [3]], [[4]]]\nprint(\"[[[[[[[[[[[[\")\n"))
    }

    /// libFuzzer crash (SIGILL in swift-syntax's FixIt.init) in the earlier reader, which asked
    /// swift-syntax for its diagnostics: an `=` after a vertical tab. The rewrite asks for none (the
    /// compiler reports the `=`), and keeps the lines.
    func testEqualsAfterAVerticalTabIsRewrittenWithoutACrash() async {
        let text = "let a = 1\nlet y \u{0B}= a\n"
        let rewrite = ScenarioRewrite(text: text, fileName: "fuzz.swift")
        XCTAssertEqual(newlines(rewrite.text), newlines(text))
    }

    /// Deep nesting and binary input: refused with a message, never a crash of the sandbox.
    func testNoInputCrashes() async throws {
        XCTAssertEqual(NestingGuard.firstProblem(in: String(repeating: "(", count: 5000))?.line, 1)
        XCTAssertNotNil(NestingGuard.firstProblem(in: String(repeating: "{", count: 3000)))
        XCTAssertNotNil(NestingGuard.firstProblem(in: "let x = " + String(repeating: "[", count: 2000) + String(repeating: "]", count: 2000)))
        func fileError(_ bytes: [UInt8]) -> String? {
            do { _ = try ScenarioFile.text(of: Data(bytes), fileName: "b.swift"); return nil } catch { return "\(error)" }
        }
        XCTAssertEqual(fileError([0x63, 0x6c, 0x00, 0xff]), "b.swift: error: this is not a Swift source file (a zero byte at offset 2)")
        XCTAssertEqual(fileError([0xc3, 0x28]), "b.swift: error: this is not a Swift source file (it is not valid UTF-8)")
        XCTAssertNotNil(fileError([UInt8](repeating: 0x20, count: ScenarioFile.maximumSize + 1)))
    }

    /// Every prefix of every example, cut anywhere (mid-token, mid-string, mid-comment), is rewritten
    /// without a crash and with exactly its own lines.
    func testEveryPrefixOfTheExamplesKeepsItsLines() async throws {
        let folder = SandboxAssets.scenarios
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertFalse(files.isEmpty)
        var prefixes = 0
        for file in files {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            var i = text.startIndex
            while i < text.endIndex {
                let prefix = String(text[..<i])
                if NestingGuard.firstProblem(in: prefix) == nil {
                    let rewrite = ScenarioRewrite(text: prefix, fileName: file)
                    XCTAssertEqual(newlines(rewrite.text), newlines(prefix), "\(file), \(prefix.count) characters")
                    prefixes += 1
                }
                i = text.index(i, offsetBy: 13, limitedBy: text.endIndex) ?? text.endIndex
            }
        }
        XCTAssertGreaterThan(prefixes, 100)
    }
}
