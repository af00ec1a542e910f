import Foundation

/// When `assertTrace` and `assertScreenshot` write their reference files, as swift-snapshot-testing's
/// record modes do. A test that writes a reference fails once, saying so: look at the file, commit it,
/// and run the test again.
public enum SandboxRecordMode: Equatable, Sendable {
    /// Write a reference that is missing; compare with the ones that exist (the default).
    case missing
    /// Write every reference, replacing what is there.
    case all
    /// Write nothing: a missing reference fails (CI).
    case never

    /// The mode an assertion uses: its `record` argument when given (`true` is `.all`, `false` is
    /// `.never`), else the environment's `SANDBOX_RECORD` (`1`/`all`, `0`/`never`, `missing`), else
    /// `.missing`.
    public static func resolve(_ record: Bool?, environment: [String: String] = ProcessInfo.processInfo.environment) -> SandboxRecordMode {
        if let record { return record ? .all : .never }
        switch environment["SANDBOX_RECORD"]?.lowercased() {
        case "1", "all", "true", "yes": return .all
        case "0", "never", "false", "no": return .never
        default: return .missing
        }
    }
}
