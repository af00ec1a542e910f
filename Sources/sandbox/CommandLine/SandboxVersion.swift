/// The version `sandbox --version` prints; CHANGELOG.md's newest entry carries the same number (a test
/// checks), and a release is tagged with it.
enum SandboxVersion {
    static let current = "0.3.0"
}
