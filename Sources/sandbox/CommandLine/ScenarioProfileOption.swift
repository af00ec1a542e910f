import ArgumentParser
import SandboxKit

/// `--profile ios5|modern`, shared by the scenario commands (lifecycle rule R10).
struct ScenarioProfileOption: ParsableArguments {
    enum Choice: String, ExpressibleByArgument, CaseIterable, Sendable {
        case modern, ios5
        var profile: LifecycleProfile { self == .ios5 ? .iOS5 : .iOS6AndLater }
    }

    @Option(help: "The UIKit to imitate: modern (iOS 6 and later, the default) or ios5 (memory warnings unload views).")
    var profile: Choice?

    /// The profile asked for, else `fallback` (an expected trace's `# profile:` line), else modern.
    func resolved(fallback: String? = nil) -> LifecycleProfile {
        (profile ?? fallback.flatMap(Choice.init(rawValue:)) ?? .modern).profile
    }
}
