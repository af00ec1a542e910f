import Foundation

/// `sandbox check --format json`: every result as one JSON document (keys sorted):
/// `{"summary": {"passed", "failed", "skipped", "updated", "exitStatus"}, "results": [{"scenario",
/// "trace", "status", "summary", "seconds", "actual": [{"text", "line"}], "findings": […], "problem",
/// "diff", "firstDifference"}]}`. `status` is one of passed, failed, skipped, updated, input-error,
/// crashed, timed-out.
enum JSONCheckReport {
    struct Document: Encodable {
        struct Summary: Encodable {
            var passed: Int, failed: Int, skipped: Int, updated: Int, exitStatus: Int32
        }
        struct Event: Encodable { var text: String; var line: Int? }
        struct Difference: Encodable { var expected: String?; var actual: String?; var traceLine: Int?; var scenarioLine: Int? }
        struct Result: Encodable {
            var scenario: String
            var trace: String
            var status: CheckResult.Status
            var summary: String
            var seconds: Double
            var actual: [Event]
            var findings: [CheckResult.Finding]
            var problem: CheckResult.Problem?
            var diff: String?
            var firstDifference: Difference?
        }
        var summary: Summary
        var results: [Result]
    }

    static func document(_ results: [CheckResult], exitStatus: Int32) -> String {
        func count(_ s: Set<CheckResult.Status>) -> Int { results.filter { s.contains($0.status) }.count }
        let doc = Document(
            summary: .init(passed: count([.passed]), failed: count([.failed, .inputError, .crashed, .timedOut]),
                           skipped: count([.skipped]), updated: count([.updated]), exitStatus: exitStatus),
            results: results.map { r in
                .init(scenario: r.scenarioName, trace: r.tracePath, status: r.status, summary: r.summary,
                      seconds: (r.seconds * 1000).rounded() / 1000,
                      actual: r.actual.map { .init(text: $0.text, line: $0.scenarioLine) }, findings: r.findings,
                      problem: r.problem, diff: r.diff.isEmpty ? nil : r.diff,
                      firstDifference: r.firstDifference.map { .init(expected: $0.expected, actual: $0.actual, traceLine: $0.traceFileLine, scenarioLine: $0.scenarioLine) })
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(doc)) ?? Data(), as: UTF8.self) + "\n"
    }
}
