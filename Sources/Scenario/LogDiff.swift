import Foundation

/// Compares two event logs (JSON Lines) event by event. Events are matched on what happened
/// (controller, event, arguments, message), in order; a matched pair whose frame, time, state or cause
/// differ is reported as changed. A line that is not a JSON object (the torn last line of a killed run)
/// is reported and skipped.
public struct LogDiff {
    public struct Event {
        public let lineNumber: Int
        public let fields: [String: Any]
        var what: String {
            let keys = ["controller", "event", "args", "message", "rule"]
            return keys.map { k in fields[k].map { LogDiff.render($0) } ?? "-" }.joined(separator: " | ")
        }
        var summary: String {
            var s = fields["controller"].map { "\(LogDiff.render($0))." } ?? ""
            s += fields["event"].map { LogDiff.render($0) } ?? "?"
            if let args = fields["args"] { s += " " + LogDiff.render(args) }
            if let message = fields["message"] { s += ": " + LogDiff.render(message) }
            return s
        }
    }

    public let a: [Event]
    public let b: [Event]
    public let problems: [String]

    public init(a aText: String, b bText: String, aName: String = "A", bName: String = "B") {
        var problems: [String] = []
        func parse(_ text: String, _ name: String) -> [Event] {
            var out: [Event] = []
            for (i, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.trimmingCharacters(in: .whitespaces)
                if line.isEmpty { continue }
                guard let data = line.data(using: .utf8),
                      let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                    problems.append("\(name):\(i + 1): not a JSON object; skipped")
                    continue
                }
                out.append(Event(lineNumber: i + 1, fields: object))
            }
            return out
        }
        a = parse(aText, aName)
        b = parse(bText, bName)
        self.problems = problems
    }

    /// The differences, one a line: `-` only in A, `+` only in B, `~` the same event with other timing
    /// or state. Empty when the logs record the same run.
    public func report(aName: String = "A", bName: String = "B") -> [String] {
        let whatA = a.map(\.what), whatB = b.map(\.what)
        var out: [String] = []
        for step in SequenceDiff.steps(whatA, whatB, equal: ==) {
            switch step {
            case .onlyA(let i): out.append("- \(aName):\(a[i].lineNumber) \(a[i].summary)")
            case .onlyB(let j): out.append("+ \(bName):\(b[j].lineNumber) \(b[j].summary)")
            case .same(let i, let j):
                let changed = ["frame", "time", "state", "cause", "line"].compactMap { key -> String? in
                    let x = a[i].fields[key].map(LogDiff.render) ?? "-"
                    let y = b[j].fields[key].map(LogDiff.render) ?? "-"
                    return x == y ? nil : "\(key) \(x) → \(y)"
                }
                if !changed.isEmpty {
                    out.append("~ \(aName):\(a[i].lineNumber) \(bName):\(b[j].lineNumber) \(a[i].summary): \(changed.joined(separator: ", "))")
                }
            }
        }
        return out
    }

    static func render(_ v: Any) -> String {
        switch v {
        case let s as String: return s
        default:
            // JSON keeps `true` and `1` apart, which bridging to Swift types does not on every platform.
            guard let data = try? JSONSerialization.data(withJSONObject: v, options: [.fragmentsAllowed, .sortedKeys]) else { return "\(v)" }
            return String(decoding: data, as: UTF8.self)
        }
    }
}
