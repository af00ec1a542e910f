import Foundation

/// One scenario `sandbox check` runs, and the trace it is compared with.
struct CheckJob: Equatable, Sendable {
    /// The scenario's path (`-`: standard input).
    var scenario: String
    /// The expected trace: `X.trace` beside `X.swift`, or `--expect`.
    var trace: String
    /// Named on the command line (a missing trace is then an error); found in a folder (skipped).
    var named: Bool
    /// Set when the path cannot be used at all (it does not exist).
    var problem: String?

    /// The scenarios `paths` name, in a stable order: the paths as given, each folder's `.swift` files
    /// (searched recursively, hidden folders such as `.build` left out) sorted by path; a path given
    /// twice is checked once.
    static func discover(_ paths: [String], expect: String?) -> [CheckJob] {
        var jobs: [CheckJob] = []
        var seen = Set<String>()
        func add(_ job: CheckJob) {
            guard seen.insert(job.scenario).inserted else { return }
            jobs.append(job)
        }
        for path in paths {
            if let expect {
                add(CheckJob(scenario: path, trace: expect, named: true))
                continue
            }
            if let problem = ScenarioCommandSupport.unusableInput(path) {
                add(CheckJob(scenario: path, trace: siblingTrace(of: path), named: true, problem: problem))
                continue
            }
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            if isDirectory.boolValue, isApp(path) {
                add(CheckJob(scenario: path, trace: siblingTrace(of: path), named: true))
            } else if isDirectory.boolValue {
                scenarios(under: path).forEach { add(CheckJob(scenario: $0, trace: siblingTrace(of: $0), named: false)) }
            } else {
                add(CheckJob(scenario: path, trace: siblingTrace(of: path), named: true))
            }
        }
        return jobs
    }

    /// Why a scenario named on the command line cannot be checked at all, as one error line: it does not
    /// exist, or (unless `--update` writes it) its expected trace does not. Nil for a folder's scenarios,
    /// which are skipped without a trace.
    func refusal(updating: Bool) -> String? {
        guard named else { return nil }
        if let problem { return "\(scenario): error: \(problem)" }
        guard !updating, !FileManager.default.fileExists(atPath: trace) else { return nil }
        return "\(scenario): error: no expected trace \(trace) (sandbox check --update writes it)"
    }

    /// `X.trace` beside `X.swift` or `X.xcodeproj` (beside `X` for a file with another extension, or an app folder `X/`).
    static func siblingTrace(of scenario: String) -> String {
        let path = scenario.count > 1 && scenario.hasSuffix("/") ? String(scenario.dropLast()) : scenario
        let url = URL(fileURLWithPath: path)
        let name = ["swift", "xcodeproj"].contains(url.pathExtension) ? String(path.dropLast(url.pathExtension.count + 1)) : path
        return name + ".trace"
    }

    /// Whether a folder named on the command line is one app rather than a folder of scenarios: an
    /// `.xcodeproj`; a folder with its expected trace or drive script beside it (`App.trace`,
    /// `App.drive.swift`); or one holding an Xcode project or an `Info.plist` (at its top or one level down,
    /// where Xcode puts them).
    static func isApp(_ folder: String) -> Bool {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if base.hasSuffix(".xcodeproj") { return true }
        let fm = FileManager.default
        if fm.fileExists(atPath: base + ".trace") || fm.fileExists(atPath: base + ".drive.swift") { return true }
        func marks(_ dir: String) -> [String] {
            ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).filter { $0.hasSuffix(".xcodeproj") || $0 == "Info.plist" }
        }
        if !marks(base).isEmpty { return true }
        for entry in (try? fm.contentsOfDirectory(atPath: base)) ?? [] where !entry.hasPrefix(".") {
            var isDirectory: ObjCBool = false
            let sub = base + "/" + entry
            if fm.fileExists(atPath: sub, isDirectory: &isDirectory), isDirectory.boolValue, !marks(sub).isEmpty { return true }
        }
        return false
    }

    /// `App.drive.swift` beside an app `App` (a folder or `App.xcodeproj`), when there is one: the script
    /// `check` runs after the app's launch (`--drive`).
    static func siblingDrive(of app: String) -> String? {
        var base = app.hasSuffix("/") ? String(app.dropLast()) : app
        if base.hasSuffix(".xcodeproj") { base = String(base.dropLast(".xcodeproj".count)) }
        let drive = base + ".drive.swift"
        return FileManager.default.fileExists(atPath: drive) ? drive : nil
    }

    private static func scenarios(under folder: String) -> [String] {
        let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if name.hasPrefix(".") {
                walker.skipDescendants()
                continue
            }
            // An app's drive script (`App.drive.swift`, beside the app) is not a scenario of its own.
            guard relative.hasSuffix(".swift"), !relative.hasSuffix(".drive.swift") else { continue }
            let path = base + "/" + relative
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                found.append(path)
            }
        }
        return found.sorted()
    }
}
