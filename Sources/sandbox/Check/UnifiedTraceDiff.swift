import SandboxKit
import Scenario

/// The difference between an expected trace and the actual one as a unified diff (`---`/`+++` headers,
/// `@@ -a,b +c,d @@` hunks with three lines of context, numbered by trace line: comments and blank lines
/// of the expected file are not counted). Each line also says where it comes from: an actual event the
/// scenario line that was running when it happened (`// x.swift:12`), an expected-only line its line in
/// the trace file (`// x.trace:23`).
struct UnifiedTraceDiff {
    struct Actual {
        var text: String
        /// The scenario line that was running, when there was one.
        var scenarioLine: Int?
    }

    /// Where the traces first part.
    struct FirstDifference: Equatable {
        /// The expected line there (nil: the actual trace has an extra event there).
        var expected: String?
        /// The actual event there (nil: the actual trace is missing the expected line).
        var actual: String?
        /// The line of the expected trace file there (or its last trace line, if the actual trace is
        /// longer).
        var traceFileLine: Int?
        /// The scenario line that produced the first differing event (or, when an expected event is
        /// missing, the one that produced the event that came instead, else the last event).
        var scenarioLine: Int?
    }

    static let context = 3

    let expected: [String]
    let expectedFileLines: [Int]
    let actual: [Actual]
    let steps: [SequenceDiff.Step]

    init(expected: [String], expectedFileLines: [Int], actual: [Actual]) {
        self.expected = expected
        self.expectedFileLines = expectedFileLines
        self.actual = actual
        steps = SequenceDiff.steps(expected, actual.map(\.text), equal: ==)
    }

    var isEmpty: Bool { !steps.contains { if case .same = $0 { false } else { true } } }

    var firstDifference: FirstDifference? {
        guard let k = steps.firstIndex(where: { if case .same = $0 { false } else { true } }) else { return nil }
        var d = FirstDifference()
        switch steps[k] {
        case .onlyA(let i):
            d.expected = expected[i]
            d.traceFileLine = expectedFileLines[i]
            // The event that came instead of the missing one: the next actual event, else the last.
            let next = steps[k...].lazy.compactMap { step -> Int? in
                switch step { case .onlyB(let j), .same(_, let j): j; case .onlyA: nil }
            }.first
            if let next { d.actual = actual[next].text; d.scenarioLine = actual[next].scenarioLine }
            else { d.scenarioLine = actual.last?.scenarioLine }
        case .onlyB(let j):
            d.actual = actual[j].text
            d.scenarioLine = actual[j].scenarioLine
            let nextExpected = steps[k...].lazy.compactMap { step -> Int? in
                switch step { case .onlyA(let i), .same(let i, _): i; case .onlyB: nil }
            }.first
            if let nextExpected { d.expected = expected[nextExpected]; d.traceFileLine = expectedFileLines[nextExpected] }
            else { d.traceFileLine = expectedFileLines.last }
        case .same: break
        }
        return d
    }

    /// The diff as text; empty when the traces are equal.
    func text(expectedName: String, actualName: String) -> String {
        guard !isEmpty else { return "" }
        let changed = steps.indices.filter { if case .same = steps[$0] { false } else { true } }
        // Hunks: runs of steps within `context` of a change, merged when they touch.
        var hunks: [ClosedRange<Int>] = []
        for k in changed {
            let range = max(0, k - Self.context)...min(steps.count - 1, k + Self.context)
            if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
                hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                hunks.append(range)
            }
        }
        var out = "--- \(expectedName)\n+++ \(actualName)\n"
        for hunk in hunks {
            var body = "", oldCount = 0, newCount = 0
            var oldStart: Int?, newStart: Int?
            // Positions before the hunk, for an empty side's start (unified diff's convention).
            var oldBefore = 0, newBefore = 0
            for step in steps[..<hunk.lowerBound] {
                switch step {
                case .same: oldBefore += 1; newBefore += 1
                case .onlyA: oldBefore += 1
                case .onlyB: newBefore += 1
                }
            }
            for step in steps[hunk] {
                switch step {
                case .same(let i, let j):
                    oldStart = oldStart ?? i + 1; newStart = newStart ?? j + 1
                    oldCount += 1; newCount += 1
                    body += line(" ", actual[j].text, actualName, actual[j].scenarioLine)
                case .onlyA(let i):
                    oldStart = oldStart ?? i + 1; oldCount += 1
                    body += line("-", expected[i], expectedName, expectedFileLines[i])
                case .onlyB(let j):
                    newStart = newStart ?? j + 1; newCount += 1
                    body += line("+", actual[j].text, actualName, actual[j].scenarioLine)
                }
            }
            out += "@@ -\(range(oldStart ?? oldBefore, oldCount)) +\(range(newStart ?? newBefore, newCount)) @@\n" + body
        }
        return out
    }

    private func range(_ start: Int, _ count: Int) -> String { count == 1 ? "\(start)" : "\(start),\(count)" }

    private func line(_ mark: String, _ text: String, _ file: String, _ number: Int?) -> String {
        guard let number else { return mark + text + "\n" }
        let padding = String(repeating: " ", count: max(1, 44 - text.count))
        return "\(mark)\(text)\(padding)// \(file):\(number)\n"
    }
}
