import Foundation

/// What `sandbox check` found for one scenario, as every report format shows it.
struct CheckResult {
    enum Status: String, Codable {
        /// The trace matches (and, with `--strict`, the checker found nothing).
        case passed
        /// The trace differs from the expected one, or (`--strict`) the checker found misuse.
        case failed
        /// A scenario in a folder with no expected trace beside it.
        case skipped
        /// `--update` wrote the expected trace.
        case updated
        /// The scenario or its trace cannot be read, or the scenario does not parse or build.
        case inputError = "input-error"
        case crashed
        case timedOut = "timed-out"

        /// The exit status this result asks for (the command exits with the highest).
        var exitStatus: Int32 {
            switch self {
            case .passed, .skipped, .updated: 0
            case .failed: 1
            case .inputError: 2
            case .crashed, .timedOut: 3
            }
        }
    }

    struct Finding: Codable, Equatable {
        var rule: String
        var controllers: [String]
        var message: String
        var fix: String
        var line: Int?
    }

    /// A problem with the input, a crash or a time-out: the message and where, if known.
    struct Problem: Codable, Equatable {
        var message: String
        var file: String
        var line: Int?
        var column: Int?
    }

    /// The scenario's path as found (`-` for standard input).
    var scenario: String
    /// The name messages give the scenario (the path, or `<stdin>`).
    var scenarioName: String
    /// The expected trace's path.
    var tracePath: String
    var status: Status
    var actual: [UnifiedTraceDiff.Actual] = []
    var findings: [Finding] = []
    var problem: Problem?
    /// The unified diff (empty unless the trace differs).
    var diff = ""
    var firstDifference: UnifiedTraceDiff.FirstDifference?
    /// Why it was skipped or failed, in a few words (`the trace differs from x.trace`).
    var summary: String
    /// Wall-clock seconds the scenario took.
    var seconds: Double = 0

    /// The scenario line a report should point at: the first differing event's, the problem's, the
    /// first finding's.
    var reportLine: Int? { firstDifference?.scenarioLine ?? problem?.line ?? findings.first?.line }
}
