import Foundation

/// GitHub Actions workflow commands for `sandbox check --format github`: an `::error` annotation per
/// failing scenario, at the scenario line that produced the first differing event (or the line of the
/// error), so the pull request shows it on that line; the checker's findings as `::warning` (as
/// `::error` with `--strict`). Messages and properties are escaped as the runner expects.
enum GitHubAnnotations {
    static func lines(for r: CheckResult, strict: Bool) -> [String] {
        var out: [String] = []
        let file = r.scenario == "-" ? nil : r.scenario
        switch r.status {
        case .failed where !r.diff.isEmpty:
            var message = "\(r.summary)"
            if let d = r.firstDifference {
                message += ": expected \(d.expected.map { "'\($0)'" } ?? "no more events"), got \(d.actual.map { "'\($0)'" } ?? "no more events")"
            }
            out.append(command("error", file: file, line: r.firstDifference?.scenarioLine, column: nil,
                               title: "Lifecycle trace differs", message: message + "\n\n" + r.diff))
        case .inputError, .crashed, .timedOut:
            let title = r.status == .inputError ? "Scenario error" : r.status == .crashed ? "Scenario crashed" : "Scenario timed out"
            let onScenario = r.problem?.file == r.scenarioName
            out.append(command("error", file: onScenario ? file : r.problem?.file, line: r.problem?.line, column: r.problem?.column,
                               title: title, message: r.problem?.message ?? r.summary))
        default:
            break
        }
        for f in r.findings {
            let level = strict ? "error" : "warning"
            out.append(command(level, file: file, line: f.line, column: nil, title: "Lifecycle finding \(f.rule)",
                               message: "\(f.message); fix: \(f.fix)"))
        }
        return out
    }

    static func command(_ level: String, file: String?, line: Int?, column: Int?, title: String, message: String) -> String {
        var properties: [String] = []
        if let file { properties.append("file=\(escapeProperty(file))") }
        if let line { properties.append("line=\(line)") }
        if let column { properties.append("col=\(column)") }
        properties.append("title=\(escapeProperty(title))")
        return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    /// The runner's escaping of a message: `%`, CR and LF.
    static func escapeData(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value also escapes `:` and `,`.
    static func escapeProperty(_ s: String) -> String {
        escapeData(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
