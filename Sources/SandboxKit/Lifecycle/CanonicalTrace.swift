import Foundation

/// A canonical trace (README, "Scenarios"): one line per event, the call in Swift syntax. Expected-trace
/// files may carry comments (`#` at the start of a line) and blank lines, which are not trace lines; the
/// example scenarios use them to say which lifecycle rule gives each line.
public struct CanonicalTrace: Equatable {
    public var lines: [String]

    public init(lines: [String]) { self.lines = lines }

    /// Reads an expected trace: comments and blank lines dropped, trailing spaces ignored.
    public init(parsing text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { raw in
            let line = String(raw).replacingOccurrences(of: "\r", with: "")
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
            return String(line.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
    }

    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// A setting written in an expected trace as a comment, `# profile: ios5`, so that `sandbox check`
    /// runs the scenario the way its trace was derived without extra flags.
    public static func directive(_ name: String, in text: String) -> String? {
        for raw in text.split(separator: "\n") {
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard line.hasPrefix("#") else { continue }
            let body = line.dropFirst().trimmingCharacters(in: .whitespaces)
            if body.hasPrefix(name + ":") {
                return body.dropFirst(name.count + 1).trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// A diff from `expected` to this trace: `-` expected only, `+` actual only, two lines of context.
    /// Empty when they are equal.
    public func diff(from expected: CanonicalTrace, expectedName: String = "expected", actualName: String = "actual") -> String {
        let steps = SequenceDiff.steps(expected.lines, lines, equal: ==)
        guard steps.contains(where: { if case .same = $0 { return false } else { return true } }) else { return "" }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        let changed = steps.indices.filter { if case .same = steps[$0] { return false } else { return true } }
        var shown = Set<Int>()
        for k in changed { for c in max(0, k - 2)...min(steps.count - 1, k + 2) { shown.insert(c) } }
        var last = -1
        for k in shown.sorted() {
            if last >= 0, k > last + 1 { out += "  …\n" }
            switch steps[k] {
            case .same(let i, _): out += "  \(expected.lines[i])\n"
            case .onlyA(let i): out += "- \(expected.lines[i])\n"
            case .onlyB(let j): out += "+ \(lines[j])\n"
            }
            last = k
        }
        return out
    }
}
