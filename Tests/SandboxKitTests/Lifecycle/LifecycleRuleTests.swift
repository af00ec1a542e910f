import Foundation
import XCTest
@testable import SandboxKit

/// `LifecycleRule` is the rule reference's list of rules: one case per rule docs/lifecycle-rules.md has
/// a section for, none it lacks, each titled as its section leads; and every problem the sandbox or the
/// checker reports names one of them (or none, for view and table misuse).
final class LifecycleRuleTests: XCTestCase {
    private func ruleReference() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("docs/lifecycle-rules.md"), encoding: .utf8)
    }

    func testTheRulesAreTheReferencesSections() throws {
        let lines = try ruleReference().components(separatedBy: "\n")
        var headed: Set<String> = []
        for (i, line) in lines.enumerated() where line.hasPrefix("## R") {
            let id = String(line.dropFirst(3).prefix { !$0.isWhitespace })
            let rule = LifecycleRule(rawValue: id)
            XCTAssertNotNil(rule, "docs/lifecycle-rules.md has \(id), LifecycleRule has no such case")
            headed.insert(id)
            // A section named by its id alone leads with its title in bold.
            if line == "## \(id)", let rule, let lead = lines[(i + 1)...].first(where: { !$0.isEmpty }) {
                let title = lead.components(separatedBy: "**").dropFirst().first?.replacingOccurrences(of: "`", with: "")
                XCTAssertEqual(title, rule.title + ".", id)
            }
        }
        XCTAssertEqual(headed, Set(LifecycleRule.allCases.map(\.rawValue)), "a case for every section and a section for every case")
    }

    func testRulesOrderByNumberAndPrintTheirId() {
        XCTAssertLessThan(LifecycleRule.r2, .r10)
        XCTAssertEqual(LifecycleRule.allCases.sorted().map(\.number), Array(1...17))
        XCTAssertEqual("\(LifecycleRule.r4)", "R4")
        XCTAssertEqual(LifecycleCause("forwarded by a", rule: .r4).description, "forwarded by a (R4)")
    }
}
