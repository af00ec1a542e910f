import Foundation
import SandboxKit
import Scenario

/// An expected-trace file as `sandbox check` reads and `--update` writes it: trace lines, each with its
/// line number in the file, between comments (`#` at the start of a line) and blank lines, which are not
/// trace lines. A `# profile: ios5` comment selects the profile the trace was made with.
struct TraceFile: Equatable {
    enum Line: Equatable {
        /// A trace line (trailing spaces dropped) and its 1-based line number in the file.
        case event(String, number: Int)
        /// A comment or a blank line, kept as written.
        case other(String)
    }

    var lines: [Line]

    init(text: String) {
        var body = text.replacingOccurrences(of: "\r\n", with: "\n")
        if body.hasSuffix("\n") { body.removeLast() }
        lines = body.isEmpty ? [] : body.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { (i, raw) -> Line in
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return .other(String(raw)) }
            return .event(String(raw.reversed().drop { $0 == " " || $0 == "\t" }.reversed()), number: i + 1)
        }
    }

    /// The trace lines, in order.
    var events: [String] { lines.compactMap { if case .event(let t, _) = $0 { return t } else { return nil } } }
    /// The file's line number of each trace line.
    var eventLineNumbers: [Int] { lines.compactMap { if case .event(_, let n) = $0 { return n } else { return nil } } }

    /// `# profile: NAME`, if the file has one.
    var profile: String? {
        for case .other(let raw) in lines {
            let body = raw.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            if body.hasPrefix("profile:") { return body.dropFirst("profile:".count).trimmingCharacters(in: .whitespaces) }
        }
        return nil
    }

    var text: String {
        lines.map { line -> String in
            switch line { case .event(let t, _): return t + "\n"; case .other(let o): return o + "\n" }
        }.joined()
    }

    /// This file with its trace lines replaced by `actual`, for `sandbox check --update`. Every comment
    /// and blank line stays, in front of the trace line it stood in front of when that line is still
    /// there (lines are matched as a diff matches them), and in front of any new lines just above it;
    /// comments in front of a line that went stay where that line was. `profile`, when given and different from the file's, is set in its
    /// `# profile:` line (one is added at the top if there is none).
    func updated(to actual: [String], profile newProfile: String? = nil) -> TraceFile {
        let old = events
        var pending: [[Line]] = Array(repeating: [], count: old.count + 1)
        var k = 0
        for line in lines {
            if case .event = line { k += 1 } else { pending[k].append(line) }
        }
        var out: [Line] = []
        var placed = Set<Int>()
        let steps = SequenceDiff.steps(old, actual, equal: ==)
        for (k, step) in steps.enumerated() {
            switch step {
            case .same(let i, let j):
                if placed.insert(i).inserted { out += pending[i] }
                out.append(.event(actual[j], number: 0))
            case .onlyA(let i):
                if placed.insert(i).inserted { out += pending[i] }
            case .onlyB(let j):
                // New lines in front of a kept line go after its comments: a comment opens the group of
                // lines below it, and the new lines joined that group.
                if k == 0 || !Self.isInsertion(steps[k - 1]),
                   case .same(let i, _)? = steps[k...].first(where: { !Self.isInsertion($0) }),
                   placed.insert(i).inserted {
                    out += pending[i]
                }
                out.append(.event(actual[j], number: 0))
            }
        }
        out += pending[old.count]
        var file = TraceFile(lines: out)
        if let newProfile, newProfile != profile { file.setProfile(newProfile) }
        return TraceFile(text: file.text)
    }

    private init(lines: [Line]) { self.lines = lines }

    private static func isInsertion(_ step: SequenceDiff.Step) -> Bool {
        if case .onlyB = step { return true }
        return false
    }

    private mutating func setProfile(_ name: String) {
        let directive = Line.other("# profile: \(name)")
        if let i = lines.firstIndex(where: {
            if case .other(let raw) = $0 { return raw.trimmingCharacters(in: .whitespaces).drop { $0 == "#" }
                .trimmingCharacters(in: .whitespaces).hasPrefix("profile:") }
            return false
        }) {
            lines[i] = directive
        } else {
            lines.insert(directive, at: 0)
        }
    }
}
