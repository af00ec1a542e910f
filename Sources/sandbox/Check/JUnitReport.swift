import Foundation

/// `sandbox check --format junit`: the results as a JUnit XML report, the format CI systems (GitHub
/// Actions' test reporters, GitLab's `artifacts:reports:junit`, Jenkins) read. One `<testcase>` per
/// scenario: its name is the scenario's path, its `classname` the folder it is in; a differing trace
/// (or, with `--strict`, a finding) is a `<failure>` holding the diff, a scenario that does not build,
/// crashes or times out an `<error>`, a scenario without a trace `<skipped>`. Findings go to the test
/// case's `<system-err>`.
enum JUnitReport {
    static func document(_ results: [CheckResult], seconds: Double) -> String {
        let failures = results.filter { $0.status == .failed }.count
        let errors = results.filter { [.inputError, .crashed, .timedOut].contains($0.status) }.count
        let skipped = results.filter { $0.status == .skipped }.count
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(time(seconds))\""
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"sandbox check\" \(counts)>\n"
        xml += "  <testsuite name=\"sandbox check\" \(counts)>\n"
        for r in results {
            let folder = (r.scenarioName as NSString).deletingLastPathComponent
            let file = r.scenario == "-" ? "" : " file=\"\(escape(r.scenario))\""
            let line = r.reportLine.map { " line=\"\($0)\"" } ?? ""
            xml += "    <testcase classname=\"\(escape(folder.isEmpty ? "." : folder))\" name=\"\(escape(r.scenarioName))\"\(file)\(line) time=\"\(time(r.seconds))\""
            var body = ""
            switch r.status {
            case .passed, .updated: break
            case .skipped: body += "      <skipped message=\"\(escape(r.summary))\"/>\n"
            case .failed:
                let text = r.diff.isEmpty ? CheckTextReport.errors(for: r) : r.diff
                body += "      <failure type=\"\(r.diff.isEmpty ? "finding" : "trace")\" message=\"\(escape(r.summary))\">\(escape(text))</failure>\n"
            case .inputError, .crashed, .timedOut:
                body += "      <error type=\"\(r.status.rawValue)\" message=\"\(escape(r.problem?.message ?? r.summary))\">\(escape(r.problem?.message ?? r.summary))</error>\n"
            }
            if !r.findings.isEmpty, r.status != .failed || !r.diff.isEmpty {
                body += "      <system-err>\(escape(CheckTextReport.errors(for: r)))</system-err>\n"
            }
            xml += body.isEmpty ? "/>\n" : ">\n" + body + "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func time(_ s: Double) -> String { String(format: "%.3f", s) }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold at all become U+FFFD.
    static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t": out.unicodeScalars.append(u)
            case "\r": out += "&#13;"
            case _ where u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
