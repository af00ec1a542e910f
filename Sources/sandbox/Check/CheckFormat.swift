import ArgumentParser

/// `sandbox check --format`: how the results are reported.
enum CheckFormat: String, ExpressibleByArgument, CaseIterable {
    /// A line per scenario, the diffs, and the summary.
    case text
    /// The text, and a GitHub Actions annotation (`::error file=…,line=…::`) per failure at the scenario
    /// line that produced the first differing event.
    case github
    /// A JUnit XML report (one test case per scenario) for CI systems.
    case junit
    /// A JSON report of every result.
    case json

    /// Whether the format is a document of its own (written to `--output`, else to standard output,
    /// with the text then on standard error).
    var isDocument: Bool { self == .junit || self == .json }
}
