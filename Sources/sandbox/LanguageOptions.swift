import ArgumentParser
import Scenario

/// `--swift-version 5|6` and `--default-isolation MainActor|nonisolated`, shared by the scenario
/// commands: how the user's code compiles when its file or project does not say (`LanguageSettings`).
struct LanguageOptions: ParsableArguments {
    @Option(name: .customLong("swift-version"),
            help: ArgumentHelp("The Swift language mode: 5 (the default, as Xcode builds an app) or 6.", valueName: "mode"))
    var swiftVersion: LanguageSettings.Mode?

    @Option(name: .customLong("default-isolation"),
            help: ArgumentHelp("The default actor isolation: MainActor (the default, as Xcode 26's app template) or nonisolated.",
                               valueName: "isolation"))
    var defaultIsolation: LanguageSettings.Isolation?

    /// What the command line says; the file or the project fills in the rest.
    var settings: LanguageSettings { LanguageSettings(mode: swiftVersion, defaultIsolation: defaultIsolation) }
}

extension LanguageSettings.Mode: ExpressibleByArgument {}
extension LanguageSettings.Isolation: ExpressibleByArgument {}
