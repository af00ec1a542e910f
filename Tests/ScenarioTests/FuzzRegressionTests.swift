import XCTest
@testable import Scenario

/// Inputs `scripts/fuzz-scenarios` found, each kept as a test.
final class FuzzRegressionTests: XCTestCase {
    /// libFuzzer timeout (30 s): a run of `[` inside a declaration sent swift-syntax's lookahead into
    /// exponential time. Now refused at once, at the bracket that makes the run too long.
    func testRunOfSquareBracketsIsRefusedQuickly() {
        let text = """
        class Parent: UIViewController {
            overrife var shouldAutomatic[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[allyForwardAppearanceMethods: Bool { false }
        }
        """
        let started = Date()
        XCTAssertThrowsError(try ScenarioSource(text: text, fileName: "fuzz.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.description, "fuzz.swift:2:43: error: more than 10 '[' in a row")
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertNoThrow(try ScenarioSource(text: "let x = [[[1, 2], [3]], [[4]]]\nprint(\"[[[[[[[[[[[[\")\n", fileName: "ok.swift"))
    }

    /// libFuzzer crash (SIGILL in swift-syntax's FixIt.init): an `=` after a vertical tab is flagged for
    /// inconsistent whitespace, but the Fix-It builder sees spaces on both sides and builds a Fix-It
    /// with no change, a fatal error. Now an error at the `=`, as for any other lopsided `=`.
    func testEqualsAfterAVerticalTabIsAnErrorNotACrash() {
        XCTAssertThrowsError(try ScenarioSource(text: "let a = 1\nlet y \u{0B}= a\n", fileName: "fuzz.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.description,
                           "fuzz.swift:2:8: error: '=' must have consistent whitespace on both sides")
        }
        // The generator still reports the lopsided `=` it can fix (at the missing space), with the same message.
        XCTAssertThrowsError(try ScenarioSource(text: "let y =1\n", fileName: "fuzz.swift")) { error in
            XCTAssertEqual((error as? ScenarioError)?.description,
                           "fuzz.swift:1:8: error: '=' must have consistent whitespace on both sides")
        }
    }
}
