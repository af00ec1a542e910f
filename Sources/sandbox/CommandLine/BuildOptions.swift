import ArgumentParser
import Scenario

/// How the user's code is built, shared by the scenario commands: `--target NAME` (an Xcode project's app
/// target, when it has several), `--drive FILE` (a script run once an app has launched), `--swift-version 5|6` and `--default-isolation MainActor|nonisolated`
/// (when the file or project does not say: `LanguageSettings`).
struct BuildOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The app target to build, for an Xcode project with several.", valueName: "name"))
    var target: String?

    @Option(name: .customLong("swift-version"),
            help: ArgumentHelp("The Swift language mode: 5 (the default, as Xcode builds an app) or 6.", valueName: "mode"))
    var swiftVersion: LanguageSettings.Mode?

    @Option(name: .customLong("default-isolation"),
            help: ArgumentHelp("The default actor isolation: MainActor (the default, as Xcode 26's app template) or nonisolated.",
                               valueName: "isolation"))
    var defaultIsolation: LanguageSettings.Isolation?

    @Option(help: ArgumentHelp("For an app: a Swift script to run once it has launched, with the scenario built-ins and tap(\"Add\") by accessibility identifier, label or title. `check` also finds APP.drive.swift beside the app.",
                               valueName: "file"))
    var drive: String?

    /// What the command line says; the file or the project fills in the rest.
    var settings: LanguageSettings { LanguageSettings(mode: swiftVersion, defaultIsolation: defaultIsolation) }
}

extension LanguageSettings.Mode: ExpressibleByArgument {}
extension LanguageSettings.Isolation: ExpressibleByArgument {}
