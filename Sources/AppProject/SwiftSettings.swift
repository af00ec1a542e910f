import Foundation

/// The build settings that change how the app's Swift code compiles. `nil` where the project does not say
/// (a plain folder says nothing), so that the caller applies its own defaults.
public struct SwiftSettings: Sendable, Equatable {
    /// `SWIFT_VERSION`: the language mode, `5.0` or `6.0`.
    public let languageVersion: String?
    /// `SWIFT_DEFAULT_ACTOR_ISOLATION`: `MainActor` or `nonisolated` (Xcode 26).
    public let defaultActorIsolation: String?
    /// `SWIFT_APPROACHABLE_CONCURRENCY` (Xcode 26).
    public let approachableConcurrency: Bool?
    /// `SWIFT_STRICT_CONCURRENCY`: `minimal`, `targeted` or `complete`.
    public let strictConcurrency: String?
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` (`DEBUG`…), for `#if`.
    public let activeCompilationConditions: [String]
    /// `OTHER_SWIFT_FLAGS`, split into arguments.
    public let otherFlags: [String]
    /// `SWIFT_OBJC_BRIDGING_HEADER`: the app mixes in Objective-C.
    public let objcBridgingHeader: String?

    public init(languageVersion: String? = nil, defaultActorIsolation: String? = nil, approachableConcurrency: Bool? = nil,
                strictConcurrency: String? = nil, activeCompilationConditions: [String] = [], otherFlags: [String] = [],
                objcBridgingHeader: String? = nil) {
        self.languageVersion = languageVersion
        self.defaultActorIsolation = defaultActorIsolation
        self.approachableConcurrency = approachableConcurrency
        self.strictConcurrency = strictConcurrency
        self.activeCompilationConditions = activeCompilationConditions
        self.otherFlags = otherFlags
        self.objcBridgingHeader = objcBridgingHeader
    }

    init(_ settings: BuildSettings) {
        func nonEmpty(_ name: String) -> String? {
            guard let value = settings[name]?.trimmingCharacters(in: .whitespaces), !value.isEmpty else { return nil }
            return value
        }
        self.init(
            languageVersion: nonEmpty("SWIFT_VERSION"),
            defaultActorIsolation: nonEmpty("SWIFT_DEFAULT_ACTOR_ISOLATION"),
            approachableConcurrency: settings.bool("SWIFT_APPROACHABLE_CONCURRENCY"),
            strictConcurrency: nonEmpty("SWIFT_STRICT_CONCURRENCY"),
            activeCompilationConditions: Self.words(settings["SWIFT_ACTIVE_COMPILATION_CONDITIONS"] ?? ""),
            otherFlags: Self.words(settings["OTHER_SWIFT_FLAGS"] ?? ""),
            objcBridgingHeader: nonEmpty("SWIFT_OBJC_BRIDGING_HEADER")
        )
    }

    /// A setting's value split the way Xcode splits lists: on white space, except inside double quotes.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var quoted = false
        var hasWord = false
        for character in text {
            if character == "\"" {
                quoted.toggle()
                hasWord = true
            } else if character.isWhitespace && !quoted {
                if hasWord { words.append(current) }
                current = ""
                hasWord = false
            } else {
                current.append(character)
                hasWord = true
            }
        }
        if hasWord { words.append(current) }
        return words
    }
}
