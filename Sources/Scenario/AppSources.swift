import AppProject
import Foundation

/// What an app's build is made from, read without rewriting or compiling anything: the app (`AppBundle`),
/// its Swift files' text, the drive script's, and the language settings they and the project say.
/// `inputKey` names everything the compiled app depends on, so an app launched again unchanged is found
/// in the cache before any file is rewritten (`ScenarioCompiler.cachedLibrary(inputKey:)`).
public struct AppSources {
    public let bundle: AppBundle
    /// Each Swift file's name as messages give it, and its text, in the bundle's order.
    let files: [(name: String, text: String)]
    /// The drive script's name and text (`--drive`), if there is one.
    let drive: (name: String, text: String)?
    /// The language settings the app's files say (`// sandbox:`), else its project's (`LanguageSettings`).
    public let language: LanguageSettings

    /// Reads the app at `path`; throws `ScenarioCompiler.Failure.diagnostics` for an app that cannot be
    /// read (the reader's own `file:line:col` message), `ScenarioError` for a file that cannot be.
    public init(path: String, target: String? = nil, drive: String? = nil) throws {
        do {
            bundle = try AppBundle.load(path: URL(fileURLWithPath: path), target: target)
        } catch {
            // The reader's own message, at its file (and line and column, for a project file).
            throw ScenarioCompiler.Failure.diagnostics("\(error)\n")
        }
        guard !bundle.swiftFiles.isEmpty else { throw ScenarioError(file: path, message: "the app has no Swift file") }
        let mainFiles = bundle.swiftFiles.filter { $0.lastPathComponent == "main.swift" }
        if mainFiles.count > 1 {
            throw ScenarioError(file: AppBuild.displayName(mainFiles[1]),
                                message: "a second main.swift (the first is \(AppBuild.displayName(mainFiles[0]))): an app target has one entry point; give the project (.xcodeproj) or --target to pick the app")
        }
        var files: [(name: String, text: String)] = []
        for file in bundle.swiftFiles {
            let name = AppBuild.displayName(file)
            let text = try ScenarioFile.read(path: file.path)
            if let found = NestingGuard.firstProblem(in: text) {
                throw ScenarioError(file: name, line: found.line, column: found.column,
                                    message: "brackets are nested more than \(NestingGuard.maximumDepth) levels deep")
            }
            files.append((name, text))
        }
        self.files = files
        self.drive = try drive.map { (AppBuild.displayName(URL(fileURLWithPath: $0)), try ScenarioFile.read(path: $0)) }
        let isProjectFile = if case .xcodeProject = bundle.origin { true } else { false }
        let project = LanguageSettings(project: bundle.swiftSettings, isProjectFile: isProjectFile)
        // One module, so one setting: the first file (in path order) whose `// sandbox:` line says it.
        language = files.reduce(LanguageSettings()) { $0.overriding(LanguageSettings(directiveIn: $1.text)) }
            .overriding(project)
    }

    /// Whether the app starts from a `main.swift` (top-level code calling `UIApplicationMain`) rather
    /// than `@main` on its delegate (an app with two is refused).
    public var hasMainFile: Bool {
        bundle.swiftFiles.contains { $0.lastPathComponent == "main.swift" }
    }

    /// How the app's files compile: as a library (`@main` is the entry point) unless a `main.swift`
    /// holds the top-level code, as Xcode decides. That code runs on the main actor, as a scenario's
    /// does (`ScenarioCompiler.library(for:)` says why it takes complete checking in Swift 5 mode).
    public var compilerFlags: [String] {
        hasMainFile ? ["-strict-concurrency=complete"] : ["-parse-as-library"]
    }

    /// Everything the compiled app depends on but the runtime and the compiler's flags: each Swift
    /// file's name and text, the drive script, and what the generated launch file holds of the bundle
    /// (Info.plist, the asset catalogs' and strings tables' contents, where each storyboard and xib is, the
    /// Core Data models).
    /// Storyboards and images are read at run time, so their own bytes are not part of it.
    public var inputKey: String {
        var parts = ["app", bundle.root.path]
        for file in files { parts += [file.name, file.text] }
        if let drive { parts += ["drive", drive.name, drive.text] }
        parts += [AppBuild.infoPlistJSON(bundle), AppBuild.assetsJSON(bundle), AppBuild.stringsJSON(bundle),
                  AppBuild.interfaceDocuments(bundle).map { $0.key + "=" + $0.value }.joined(separator: "\n")]
        // Core Data models become generated classes: every file of each model folder counts.
        for model in bundle.dataModels {
            parts.append(model.path)
            let files = FileManager.default.enumerator(at: model, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
            for file in files.sorted(by: { $0.path < $1.path }) {
                if let data = FileManager.default.contents(atPath: file.path) { parts += [file.path, ContentHash.hex(of: data)] }
            }
        }
        return ContentHash.hex(of: parts)
    }
}
