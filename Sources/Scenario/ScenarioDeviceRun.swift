import Foundation
import DeviceLink
import EventLog
import SandboxKit

/// A scenario file compiled and run in a device process: what `sandbox trace|check|run` do. The
/// events come back over the device's pipe; the canonical trace, the log, the findings and the
/// `ended` line are built here, in the host, from that stream.
public final class ScenarioDeviceRun {
    public let fileName: String
    /// An app's files by their number in its line marks (`SourceLine`), the drive script as 0; empty for
    /// a scenario, whose marks are its lines.
    private var fileNames: [Int: String] = [:]
    public private(set) var events: [LifecycleEvent] = []
    /// How the device ended (`DeviceEnd.endReason` says it; nil until `run()` returns).
    public private(set) var outcome = DeviceEnd(kind: .exited(0), report: .settled)

    /// Hears each event line as it arrives: the raw JSON line and the event.
    public var onEvent: (String, LifecycleEvent) -> Void = { _, _ in }
    public var profile: LifecycleProfile = .iOS6AndLater
    public var timeout: TimeInterval = 60
    /// The device's heap cap in megabytes (`DeviceMemoryLimit`; 0: none).
    public var memoryLimit = DeviceMemoryLimit.defaultMegabytes
    /// The device model imitated (`DeviceLaunchSettings.deviceModel`; nil: the default iPhone).
    public var deviceModel: String?
    /// The device's appearance and text size (`DeviceLaunchSettings.appearance`, `.textSize`; nil: light, Large).
    public var deviceAppearance: String?
    public var deviceTextSize: String?
    /// The app's data folder, kept after the run (`--data`); nil: a new, empty one, removed afterwards.
    public var container: AppContainer?
    public var screenshotFolder: URL?
    /// Asks the device for its view tree at each `screenshot(...)` and at the end (`sandbox run
    /// --dump-views`); each arrives at `onViews` with where it was taken (`"name.png"`, or nil at the end).
    public var dumpsViews = false
    public var onViews: (_ screenshot: String?, _ text: String) -> Void = { _, _ in }
    public var onOutput: (String) -> Void = { StandardStreams.writeError($0 + "\n") }
    /// Each `screenshot(...)` the device could not save (`screenshotFolder`), as a line naming the file
    /// and why, in order.
    public private(set) var screenshotFailures: [String] = []
    /// Each `screenshot("name.png")` not saved because no folder was given, in order.
    public private(set) var skippedScreenshots: [String] = []
    public var shouldStop: () -> Bool = { false }
    /// `DeviceProcess.forkServers`: where the device is forked from, nil to exec it.
    public var forkServers: DeviceForkServerPool?

    /// The compiled scenario (in the cache).
    public let library: URL
    /// The executable that runs it (`sandbox-device`, beside the runtime).
    public let launcher: URL

    /// Reads, rewrites and compiles the file (or takes it from the cache). Throws `ScenarioError` for a
    /// file that cannot be read, `ScenarioCompiler.Failure` when it does not build. `displayName` is
    /// what messages call the file (`<stdin>` for a scenario read from standard input into `path`).
    /// A folder or an `.xcodeproj` is a whole app (`AppBuild`), launched as iOS launches it.
    /// `language` is what the command line says of the language settings (the file or project fills in
    /// the rest); `target` picks the app target of a project with several; `drive` is a script to run
    /// once the app has launched (`AppBuild`). `compileLimit` and `shouldStop` bound the compile (`ScenarioCompiler.timeLimit`, `shouldStop`).
    public init(path: String, displayName: String? = nil, compiler: ScenarioCompiler? = nil, language: LanguageSettings = LanguageSettings(),
                target: String? = nil, drive: String? = nil, compileLimit: TimeInterval? = nil,
                shouldStop: @escaping () -> Bool = { false }) throws {
        fileName = displayName ?? path
        var compiler = try compiler ?? ScenarioCompiler()
        compiler.language = language
        if let compileLimit { compiler.timeLimit = compileLimit }
        compiler.shouldStop = shouldStop
        launcher = compiler.launcher
        guard FileManager.default.isExecutableFile(atPath: launcher.path) else {
            throw ScenarioCompiler.Failure.setup("\(launcher.path) is missing: build the package (swift build) so the scenario runtime exists")
        }
        if Self.isApp(path) {
            let sources = try AppSources(path: path, target: target, drive: drive)
            fileNames = [0: sources.drive?.name ?? fileName]
            for (i, file) in sources.files.enumerated() { fileNames[i + 1] = file.name }
            compiler.language = compiler.language.overriding(sources.language)
            let inputKey = sources.inputKey
            if let cached = compiler.cachedLibrary(inputKey: inputKey, flags: sources.compilerFlags) {
                library = cached
                return
            }
            let app = AppBuild(sources)
            library = try compiler.library(sources: app.sources(), rewrites: app.compiledRewrites, name: fileName,
                                           flags: sources.compilerFlags, app: (sources.bundle.root.path, inputKey))
            return
        }
        if let drive {
            throw ScenarioError(file: drive, message: "a drive script runs after an app's launch: give an app (a folder or an .xcodeproj); a scenario file is its own script")
        }
        let text = try ScenarioFile.read(path: path, name: fileName)
        compiler.language = compiler.language.overriding(LanguageSettings(directiveIn: text))
        if let found = NestingGuard.firstProblem(in: text) {
            let message = found.problem == .tooDeep
                ? "brackets are nested more than \(NestingGuard.maximumDepth) levels deep"
                : "more than \(NestingGuard.maximumSquareRun) '[' in a row"
            throw ScenarioError(file: fileName, line: found.line, column: found.column, message: message)
        }
        let rewrite = ScenarioRewrite(text: text, fileName: fileName)
        if let place = rewrite.mainAttribute {
            throw ScenarioError(file: fileName, line: place.line, column: place.column,
                                message: "a scenario is top-level code and runs from its first line, so it has no '@main' type: remove '@main' and call what main() does at the top level")
        }
        library = try compiler.library(for: rewrite)
    }

    /// A folder or an Xcode project: an app, not a scenario file.
    public static func isApp(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Runs the device to its end and returns how it ended.
    @discardableResult
    public func run() throws -> DeviceEnd {
        var settings = DeviceLaunchSettings()
        settings.profile = profile
        settings.memoryLimitMegabytes = memoryLimit
        settings.screenshotFolder = screenshotFolder?.path
        settings.dumpsViews = dumpsViews
        settings.deviceModel = deviceModel
        settings.appearance = deviceAppearance
        settings.textSize = deviceTextSize
        // The settle limit's knob for tests and debugging: the host's own environment.
        settings.settleLimit = ProcessInfo.processInfo.environment["SANDBOX_SETTLE_LIMIT"].flatMap(Double.init).flatMap { $0 > 0 ? $0 : nil }
        var device = DeviceProcess(library: library, launcher: launcher)
        device.launch.settings = settings
        // Every run starts from an empty data folder of its own (`AppContainer`), removed afterwards, unless
        // it was given one to keep (`--data`).
        let container: AppContainer
        do {
            if let kept = self.container {
                try kept.prepare()
                container = kept
            } else {
                container = try AppContainer.makeTemporary()
            }
        } catch let error as LinkError {
            throw ScenarioCompiler.Failure.setup("\(error)")
        } catch {
            throw ScenarioCompiler.Failure.setup("cannot make the app's data folder: \(error)")
        }
        defer { if container.isTemporary { container.remove() } }
        device.launch.container = container
        device.forkServers = forkServers
        device.timeout = timeout
        device.shouldStop = shouldStop
        device.onOutput = onOutput
        // The runtime's last words are the crash's reason, said once in the outcome; any other line (one
        // that only mentions "Fatal error: " among them) is output.
        var runtimeLines: [String] = []
        let onOutput = self.onOutput
        device.onErrorOutput = { line in
            if RuntimeFailureLine.message(in: line) != nil { runtimeLines.append(line) } else { onOutput(line) }
        }
        do {
            outcome = try device.run(onEvent: { line, event in
                events.append(event)
                onEvent(line, event)
            }, onReport: { [unowned self] report in
                switch report {
                case .views(let screenshot, let text): onViews(screenshot, text)
                case .screenshotFailed(_, let message): screenshotFailures.append(message)
                case .screenshotSkipped(let name): skippedScreenshots.append(name)
                default: break
                }
            })
        } catch let error as LinkError {
            throw ScenarioCompiler.Failure.setup("\(error)")
        }
        // Lines in the runtime's shape are output, but for the one that is the crash's reason.
        if outcome.endReason.map({ $0 == "crashed: " + (outcome.runtimeFailure ?? "") }) == true, !runtimeLines.isEmpty { runtimeLines.removeLast() }
        for line in runtimeLines { onOutput(line) }
        return outcome
    }

    public var traceLines: [String] { events.compactMap(\.traceLine) }

    /// The checker's findings, one a line (`findingLine(_:in:)`).
    public var findingLines: [String] {
        events.filter { $0.method == .finding }.map { Self.findingLine($0, in: fileName) }
    }

    /// A finding as the commands print it on standard error: `file.swift: finding R3 <b>: message; fix: …`.
    public static func findingLine(_ f: LifecycleEvent, in fileName: String) -> String {
        "\(fileName): finding \(f.rule?.rawValue ?? "?")\(f.controller.map { " <\($0)>" } ?? ""): \(f.message ?? ""); fix: \(f.fix ?? "")"
    }

    /// The file and line the run ended at (a crash, `exit`, a stop), as the user's files name it: for an
    /// app, the file of the app's that the line is in.
    public var endPlace: (file: String, line: Int?) {
        guard let mark = outcome.line else { return (fileName, nil) }
        let (file, line) = SourceLine.split(mark)
        return (fileNames[file] ?? fileName, line)
    }

    /// How an abnormal end reads on stderr: `file.swift:12: error: the scenario crashed: Fatal error: …`.
    public var endMessage: String? {
        guard let reason = outcome.endReason else { return nil }
        let place = endPlace.line.map { "\(endPlace.file):\($0)" } ?? endPlace.file
        return "\(place): error: \(reason); the trace and the log hold every event before it"
    }

    /// The log's last line after an abnormal end: `{"seq":…,"event":"ended","message":…,"line":…}`.
    public var endedLine: String? {
        guard let reason = outcome.endReason else { return nil }
        let last = events.last
        var fields = ["\"seq\":\((last?.seq ?? 0) + 1)", "\"frame\":\(last?.frame ?? 0)",
                      "\"time\":\(LifecycleEvent.formatNumber(last?.time ?? 0))", "\"event\":\"ended\"", "\"message\":\(LifecycleEvent.quote(reason))"]
        if let line = endPlace.line {
            if !fileNames.isEmpty { fields.append("\"file\":\(LifecycleEvent.quote(endPlace.file))") }
            fields.append("\"line\":\(line)")
        }
        return "{" + fields.joined(separator: ",") + "}"
    }
}
