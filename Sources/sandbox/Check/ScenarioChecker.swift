import Foundation
import DeviceLink
import EventLog
import Scenario

/// Checks one scenario for `sandbox check`: reads its expected trace, compiles the scenario (or takes it
/// from the cache) and runs it in its own device process, as `sandbox trace` does, compares, and with
/// `update` writes the trace. Several run at once on `check`'s threads (`--jobs`): each device is a
/// process of its own, so a scenario that crashes or spins takes only itself down, and the compile cache
/// is safe to share (each compile works in its own folder and lands by rename). The devices are forked
/// from servers that keep the runtime loaded (`DeviceForkServerPool`, one per job running at once):
/// most of a short scenario's time is otherwise the process's start.
struct ScenarioChecker: Sendable {
    static let forkServers = DeviceForkServerPool()

    /// `--profile` as given (nil: the trace's `# profile:` line, else modern).
    var profile: ScenarioProfileOption.Choice?
    var update: Bool
    var strict: Bool
    var timeout: TimeInterval
    var compileTimeout: TimeInterval
    var memoryLimit: Int
    /// `--device`: the model every run imitates (nil: the default).
    var deviceModel: String?
    /// `--appearance` and `--text-size`: the device's settings in every run (nil: light, Large).
    var deviceAppearance: String?
    var deviceTextSize: String?
    /// True once the command is interrupted: a compile or run in progress stops, and no other starts.
    var shouldStop: @Sendable () -> Bool = { false }
    /// What the command line says of the language settings (`LanguageSettings`).
    var language = LanguageSettings()
    /// `--target`: the app target of a project with several.
    var target: String?
    /// `--drive`: the script every app runs after its launch; without it, `App.drive.swift` beside the app.
    var drive: String?
    /// Standard input's scenario, saved to a file (read once; each run compiles from it).
    var standardInputFile: String?

    func check(_ job: CheckJob) -> CheckResult {
        let started = Date()
        var result = run(job)
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    private func run(_ job: CheckJob) -> CheckResult {
        let name = job.scenario == "-" ? ScenarioCommandSupport.standardInputName : job.scenario
        var result = CheckResult(scenario: job.scenario, scenarioName: name, tracePath: job.trace, status: .passed, summary: "")
        func fail(_ status: CheckResult.Status, _ summary: String, _ problem: CheckResult.Problem? = nil) -> CheckResult {
            result.status = status
            result.summary = summary
            result.problem = problem
            return result
        }
        if shouldStop() { return fail(.crashed, "not run: the check was interrupted") }
        if let problem = job.problem {
            return fail(.inputError, problem, .init(message: "\(name): error: \(problem)", file: name))
        }

        // The expected trace.
        let expected: TraceFile?
        switch Self.readTrace(job.trace) {
        case .success(let file): expected = file
        case .failure(.missing):
            if !update {
                if !job.named { return fail(.skipped, "no \(job.trace)") }
                let message = "no expected trace \(job.trace) (sandbox check --update writes it)"
                return fail(.inputError, message, .init(message: "\(job.trace): error: \(message)", file: job.trace))
            }
            expected = nil
        case .failure(.unreadable(let why)):
            return fail(.inputError, "cannot read \(job.trace)", .init(message: "\(job.trace): error: cannot read the expected trace (\(why))", file: job.trace))
        }
        let choice = profile ?? expected?.profile.flatMap(ScenarioProfileOption.Choice.init(rawValue:)) ?? .modern

        // The run, in a device process.
        let run: ScenarioDeviceRun
        do {
            let path = job.scenario == "-" ? (standardInputFile ?? "/dev/null") : job.scenario
            // The command ends what a crashed device leaves (every child of its own comes from DeviceSpawn).
            ProcessTree.adoptOrphans()
            let drive = ScenarioDeviceRun.isApp(path) ? (self.drive ?? CheckJob.siblingDrive(of: path)) : nil
            run = try ScenarioDeviceRun(path: path, displayName: name, language: language, target: target, drive: drive,
                                        compileLimit: compileTimeout, shouldStop: shouldStop)
        } catch let e as ScenarioError {
            return fail(.inputError, "does not build", .init(message: e.description, file: name, line: e.line, column: e.column))
        } catch ScenarioCompiler.Failure.diagnostics(let text) {
            let place = ScenarioCompiler.firstLocation(inDiagnostics: text)
            return fail(.inputError, "does not build", .init(message: text, file: name, line: place?.line, column: place?.column))
        } catch {
            return fail(.inputError, "does not build", .init(message: "\(name): error: \(error)", file: name))
        }
        run.profile = choice.profile
        run.timeout = timeout
        run.memoryLimit = memoryLimit
        run.deviceModel = deviceModel
        run.deviceAppearance = deviceAppearance
        run.deviceTextSize = deviceTextSize
        run.shouldStop = shouldStop
        run.forkServers = Self.forkServers
        // What the scenario prints is not part of a check's report.
        run.onOutput = { _ in }
        let outcome: DeviceEnd
        do {
            outcome = try run.run()
        } catch {
            return fail(.crashed, "could not start the scenario's process", .init(message: "\(name): error: could not start a process: \(error)", file: name))
        }
        for event in run.events {
            if let text = event.traceLine { result.actual.append(.init(text: text, scenarioLine: event.line)) }
            if event.method == .finding {
                result.findings.append(.init(rule: event.rule?.rawValue ?? "?", controllers: event.controller.map { [$0] } ?? [],
                                             message: event.message ?? "", fix: event.fix ?? "", line: event.line))
            }
        }
        if outcome.isTimeout {
            return fail(.timedOut, "timed out", .init(message: run.endMessage ?? "\(name): error", file: name,
                                                       line: run.endPlace.line ?? result.actual.last?.scenarioLine))
        } else if !outcome.isSuccess {
            // An app's crash is at the file it happened in (`endPlace`); a scenario's at its own name.
            let place = run.endPlace
            return fail(.crashed, "crashed", .init(message: run.endMessage ?? "\(name): error",
                                                   file: place.file == run.fileName ? name : place.file, line: place.line))
        }

        // The comparison.
        let diff = UnifiedTraceDiff(expected: expected?.events ?? [], expectedFileLines: expected?.eventLineNumbers ?? [], actual: result.actual)
        if update {
            let base = expected ?? TraceFile(text: "")
            let written = base.updated(to: result.actual.map(\.text), profile: profile?.rawValue ?? (choice == .ios5 ? "ios5" : nil))
            guard expected == nil || written != base else { return fail(.passed, "") }
            do {
                // Whole or not at all (a new file renamed into place), at the end of a symlink: a trace
                // kept elsewhere and linked here stays linked, as the user set it up.
                try WholeFile(path: job.trace, what: "the trace").write(written.text)
            } catch {
                return fail(.inputError, "cannot write \(job.trace)", .init(message: "\(error)", file: job.trace))
            }
            return fail(.updated, expected == nil ? "wrote \(job.trace)" : "updated \(job.trace)")
        }
        if !diff.isEmpty {
            result.diff = diff.text(expectedName: job.trace, actualName: name)
            result.firstDifference = diff.firstDifference
            return fail(.failed, "the trace differs from \(job.trace)")
        }
        if strict, !result.findings.isEmpty {
            let n = result.findings.count
            return fail(.failed, "the checker found \(n) problem\(n == 1 ? "" : "s") (--strict)")
        }
        return fail(.passed, "")
    }

    enum TraceReadError: Error { case missing, unreadable(String) }

    static func readTrace(_ path: String) -> Result<TraceFile, TraceReadError> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .failure(.missing) }
        if isDirectory.boolValue { return .failure(.unreadable("it is a directory")) }
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable("permission denied")) }
        guard let text = String(data: data, encoding: .utf8) else { return .failure(.unreadable("it is not UTF-8 text")) }
        return .success(TraceFile(text: text))
    }
}
