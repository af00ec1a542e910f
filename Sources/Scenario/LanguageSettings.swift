import AppProject

/// How the user's Swift compiles: the language mode and the default actor isolation, as an iOS app
/// target's build settings choose them.
///
/// The default is what Xcode 26's new-app template builds with: Swift 5 language mode, main-actor
/// default isolation (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`) and "Approachable Concurrency"
/// (`SWIFT_APPROACHABLE_CONCURRENCY = YES`, five upcoming features). So `static var shared = Store()`,
/// a global `let` of a view and a free function that makes a button build here as they do there.
///
/// Each setting is said in one of three places; the first that says it wins:
/// 1. the command line: `--swift-version 5|6`, `--default-isolation MainActor|nonisolated`;
/// 2. the file (a scenario, or any file of an app) in a comment line of its own, before its code:
///    `// sandbox: --swift-version 6 --default-isolation nonisolated`;
/// 3. an Xcode project's build settings (`SWIFT_VERSION`, `SWIFT_DEFAULT_ACTOR_ISOLATION`,
///    `SWIFT_APPROACHABLE_CONCURRENCY`). A project that does not set the isolation was made before
///    Xcode 26 and builds nonisolated there, so it does here.
public struct LanguageSettings: Sendable, Equatable {
    public enum Mode: String, Sendable, CaseIterable { case swift5 = "5", swift6 = "6" }
    public enum Isolation: String, Sendable, CaseIterable { case mainActor = "MainActor", nonisolated }

    /// nil where nothing said it (`resolved` fills in the default).
    public var mode: Mode?
    public var defaultIsolation: Isolation?
    public var approachableConcurrency: Bool?

    public init(mode: Mode? = nil, defaultIsolation: Isolation? = nil, approachableConcurrency: Bool? = nil) {
        self.mode = mode
        self.defaultIsolation = defaultIsolation
        self.approachableConcurrency = approachableConcurrency
    }

    /// What an Xcode project's build settings say. `SWIFT_VERSION` 4 and 4.2 build in Swift 5 mode (the
    /// oldest this compiler has); a project file without the isolation setting builds nonisolated, as
    /// Xcode builds it.
    public init(project settings: SwiftSettings, isProjectFile: Bool) {
        let version = settings.languageVersion.flatMap { Double($0) }
        mode = version.map { $0 >= 6 ? .swift6 : .swift5 }
        defaultIsolation = settings.defaultActorIsolation.flatMap(Isolation.init(rawValue:))
            ?? (isProjectFile ? .nonisolated : nil)
        approachableConcurrency = settings.approachableConcurrency ?? (isProjectFile ? false : nil)
    }

    /// Each setting from `self` where it says one, else from `other`.
    public func overriding(_ other: LanguageSettings) -> LanguageSettings {
        LanguageSettings(mode: mode ?? other.mode, defaultIsolation: defaultIsolation ?? other.defaultIsolation,
                         approachableConcurrency: approachableConcurrency ?? other.approachableConcurrency)
    }

    /// The settings a file states in its `// sandbox:` comment line (only comment lines and blank lines
    /// may come before it). Words it does not know are left for the compiler's defaults, not refused: the
    /// line is a comment to Xcode, and a typo there must not stop the file from building.
    public init(directiveIn text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).prefix(64) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("//") else { break }
            let comment = trimmed.dropFirst(2).drop { $0 == " " }
            guard comment.hasPrefix("sandbox:") else { continue }
            let words = comment.dropFirst("sandbox:".count).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            for (index, word) in words.enumerated() where index + 1 < words.count {
                let value = String(words[index + 1])
                switch word {
                case "--swift-version": mode = Mode(rawValue: value) ?? mode
                case "--default-isolation": defaultIsolation = Isolation(rawValue: value) ?? defaultIsolation
                default: break
                }
            }
            return
        }
    }

    /// The settings with Xcode 26's app template filling in what nothing said.
    public var resolved: LanguageSettings { overriding(LanguageSettings(mode: .swift5, defaultIsolation: .mainActor, approachableConcurrency: true)) }

    /// "Approachable Concurrency": the upcoming features Xcode 26 turns on with it (in Swift 6 mode the
    /// first three are already on; naming them again is harmless).
    static let approachableFeatures = ["DisableOutwardActorInference", "GlobalActorIsolatedTypesUsability", "InferSendableFromCaptures",
                                       "InferIsolatedConformances", "NonisolatedNonsendingByDefault"]

    /// The compiler's arguments for these settings (resolved first).
    var flags: [String] {
        let settings = resolved
        var flags = ["-swift-version", settings.mode!.rawValue, "-default-isolation", settings.defaultIsolation!.rawValue]
        // Conformances of main-actor types to the app's own protocols are main-actor conformances even
        // without the rest of the set: a controller adopting a tutorial's delegate protocol builds in any mode.
        let features = settings.approachableConcurrency! ? Self.approachableFeatures : ["InferIsolatedConformances"]
        for feature in features { flags += ["-enable-upcoming-feature", feature] }
        return flags
    }
}
