import Foundation

/// One line of what `sandbox check-worker` prints on stdout, as JSON: each trace line as it happens
/// (`kind: trace`), each finding of the checker (`kind: finding`), and last how the run ended
/// (`kind: end`). Lines are written and flushed one by one, so a worker that crashes or is killed still
/// leaves the trace up to that point; a run with no `end` line crashed. Lines that are not records
/// (anything else a scenario might print) are ignored by the reader.
struct CheckWorkerRecord: Codable, Equatable {
    enum Kind: String, Codable { case trace, finding, end }

    /// How the run ended.
    enum Result: String, Codable {
        case ok
        /// The scenario does not parse or build, or cannot be read: exit status 2.
        case input
        /// The scenario failed while running: exit status 3.
        case crash
        /// The scenario did not settle: exit status 3.
        case timeout
    }

    var kind: Kind
    /// The trace line (`trace`).
    var text: String?
    /// The scenario line that was running (`trace`, `finding`), or the error's line (`end`).
    var line: Int?
    var column: Int?
    var rule: String?
    var controllers: [String]?
    var message: String?
    var fix: String?
    var result: Result?

    static func trace(_ text: String, line: Int?) -> CheckWorkerRecord { .init(kind: .trace, text: text, line: line) }

    /// The record as one line of JSON (keys sorted, so the output is the same on every run).
    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// The records of a worker's output; other lines are skipped.
    static func parse(_ output: Data) -> [CheckWorkerRecord] {
        let decoder = JSONDecoder()
        return output.split(separator: UInt8(ascii: "\n")).compactMap { try? decoder.decode(CheckWorkerRecord.self, from: Data($0)) }
    }
}
