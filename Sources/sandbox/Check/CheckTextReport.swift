/// `sandbox check`'s text output: a line per scenario (and the diff of one that differs) on standard
/// output, the checker's findings and the errors on standard error as a compiler gives them
/// (`x.swift:12: finding R3 <b> <a>: …`, `x.swift:3:5: error: …`), and the summary line last.
enum CheckTextReport {
    /// What goes to standard output for one result.
    static func output(for r: CheckResult) -> String {
        var out: String
        switch r.status {
        case .passed: out = "passed   \(r.scenarioName) (\(r.actual.count) trace lines\(r.findings.isEmpty ? "" : ", \(findingCount(r))"))\n"
        case .updated: out = "updated  \(r.scenarioName): \(r.summary)\n"
        case .skipped: out = "skipped  \(r.scenarioName): \(r.summary)\n"
        case .failed: out = "FAILED   \(r.scenarioName): \(r.summary)\n"
        case .inputError: out = "ERROR    \(r.scenarioName): \(r.summary)\n"
        case .crashed: out = "CRASHED  \(r.scenarioName)\n"
        case .timedOut: out = "TIMEOUT  \(r.scenarioName)\n"
        }
        out += r.diff
        return out
    }

    /// What goes to standard error for one result.
    static func errors(for r: CheckResult) -> String {
        var out = ""
        for f in r.findings {
            let who = f.controllers.map { "<\($0)>" }.joined(separator: " ")
            let at = f.line.map { "\(r.scenarioName):\($0)" } ?? r.scenarioName
            out += "\(at): finding \(f.rule)\(who.isEmpty ? "" : " " + who): \(f.message); fix: \(f.fix)\n"
        }
        if let p = r.problem { out += p.message + "\n" }
        return out
    }

    /// `N passed, M failed` (failures, errors, crashes and time-outs together), then `, K skipped` and
    /// `, U updated` when there are any.
    static func summary(_ results: [CheckResult]) -> String {
        func count(_ s: Set<CheckResult.Status>) -> Int { results.filter { s.contains($0.status) }.count }
        var line = "\(count([.passed])) passed, \(count([.failed, .inputError, .crashed, .timedOut])) failed"
        let skipped = count([.skipped]), updated = count([.updated])
        if skipped > 0 { line += ", \(skipped) skipped" }
        if updated > 0 { line += ", \(updated) updated" }
        return line
    }

    private static func findingCount(_ r: CheckResult) -> String {
        "\(r.findings.count) finding\(r.findings.count == 1 ? "" : "s")"
    }
}
