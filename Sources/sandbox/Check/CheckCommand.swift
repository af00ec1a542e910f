import ArgumentParser
import Foundation
import EventLog
import SandboxKit

/// `sandbox check PATH...`: runs scenarios headless, each in its own process, and compares each trace
/// with the expected one (`X.trace` beside `X.swift`, or `--expect` for one file). Exit status: 0 as
/// expected, 1 a trace differs (or, with `--strict`, the checker found misuse), 2 wrong input (a bad
/// option, an unreadable file or trace, a scenario that does not parse or build), 3 a scenario crashed or
/// timed out; with several scenarios, the highest of these.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run scenarios headless and compare each trace with its expected trace.",
        discussion: CommandLineRules.discussion("""
        Each X.swift is compared with X.trace beside it (lines starting with # and blank lines are not trace \
        lines; a '# profile: ios5' line sets the profile). Folders are searched recursively; a scenario in a \
        folder without a trace is skipped. The output ends with 'N passed, M failed'. The exit status is the \
        highest of the scenarios'.
        """)
    )

    @Argument(help: ArgumentHelp("Scenario files and folders; - reads one scenario from standard input (with --expect).", valueName: "path"))
    var paths: [String]
    @Option(help: ArgumentHelp("The expected trace, for a single scenario (default: X.trace beside X.swift).", valueName: "file"))
    var expect: String?
    @Option(parsing: .unconditional, help: "Scenarios run at the same time, each in its own process (default: the number of cores).")
    var jobs: Int?
    @Option(parsing: .unconditional, help: "Check only part INDEX of COUNT parts (1-based), to split the scenarios across CI machines.")
    var shard: CheckShard?
    @Flag(help: "Write each actual trace to its trace file instead of comparing (its # lines and '# profile:' are kept).")
    var update = false
    @Flag(help: "The checker's findings fail the scenario.")
    var strict = false
    @Option(help: "text, github (annotations too), junit (a JUnit XML report) or json.")
    var format: CheckFormat = .text
    @Option(help: ArgumentHelp("Write the junit or json report to this file (default: standard output, the text then goes to standard error).", valueName: "file"))
    var output: String?
    @OptionGroup var options: ScenarioProfileOption
    @OptionGroup var build: BuildOptions
    @OptionGroup var device: ScenarioDeviceOptions
    @OptionGroup var model: DeviceModelOption

    func validate() throws {
        if paths.isEmpty { throw ValidationError("Give at least one scenario file or folder.") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs needs a whole number of at least 1 (got \(jobs))") }
        if output != nil, !format.isDocument { throw ValidationError("--output is for --format junit or json.") }
        if paths.filter({ $0 == "-" }).count > 0, expect == nil { throw ValidationError("A scenario from standard input (-) needs --expect.") }
        if expect != nil {
            var isDirectory: ObjCBool = false
            if paths.count != 1 || (FileManager.default.fileExists(atPath: paths[0], isDirectory: &isDirectory) && isDirectory.boolValue) {
                throw ValidationError("--expect is for a single scenario file.")
            }
        }
    }

    /// ArgumentParser calls it on the process's main thread (main.swift), the main actor's.
    func run() throws { try MainActor.assumeIsolated { try runOnMainActor() } }

    @MainActor private func runOnMainActor() throws {
        // The report's file is checked before anything runs, and written whole at the end (a new file
        // renamed over it), or not at all.
        let reportFile: WholeFile?
        do { reportFile = try output.map { try WholeFile(path: $0, what: "the report") } } catch {
            ScenarioCommandSupport.printError("\(error)")
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        var jobsToRun = CheckJob.discover(paths, expect: expect)
        // A file named on the command line that is not there, or has no trace to compare with, is a
        // wrong command line: refused in one line each before anything runs (exit 2), not counted as a
        // failed check beside the others.
        let refusals = jobsToRun.compactMap { $0.refusal(updating: update) }
        if !refusals.isEmpty {
            for line in refusals { ScenarioCommandSupport.printError(line) }
            throw ExitCode(ScenarioCommandSupport.wrongInput)
        }
        if let shard { jobsToRun = shard.select(jobsToRun) }

        var standardInput: PrivateTemporaryFile?
        if jobsToRun.contains(where: { $0.scenario == "-" }) {
            do {
                standardInput = try PrivateTemporaryFile(named: "stdin.swift", contents: FileHandle.standardInput.readDataToEndOfFile())
            } catch {
                ScenarioCommandSupport.printError("\(error)")
                throw ExitCode(ScenarioCommandSupport.wrongInput)
            }
        }
        defer { standardInput?.remove() }
        let standardInputFile = standardInput?.path

        let interruption = InterruptSignals()
        var checker = ScenarioChecker(profile: options.profile, update: update, strict: strict, timeout: device.timeout,
                                      compileTimeout: device.compileTimeout, memoryLimit: device.memoryLimit, deviceModel: model.model, shouldStop: { interruption.received != nil },
                                      language: build.settings, target: build.target, drive: build.drive, standardInputFile: standardInputFile)
        checker.deviceAppearance = model.style
        checker.deviceTextSize = model.category
        // The text goes to standard output, or to standard error when a document takes standard output.
        // Standard output is checked: once it fails, what follows is not printed and the check ends
        // with an error saying from where on the text was lost.
        let textToStandardError = format.isDocument && output == nil
        var textLost: String?
        func printText(_ out: String, from what: @autoclosure () -> String) {
            if textToStandardError { StandardStreams.writeError(out); return }
            guard textLost == nil else { return }
            do { try StandardOutput.file.write(out) } catch { textLost = "\(error); the text from \(what()) on was not printed" }
        }
        let started = Date()
        let results = ParallelJobs.run(jobsToRun, threads: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
                                       work: checker.check) { result in
            // Once interrupted, the results are of runs that were stopped: not reported as failures.
            guard interruption.received == nil else { return }
            // In order, as each result is known: its line (and diff), its findings and errors.
            var out = CheckTextReport.output(for: result)
            if format == .github { out += GitHubAnnotations.lines(for: result, strict: strict).map { $0 + "\n" }.joined() }
            printText(out, from: "the result of \(result.scenario)")
            let errors = CheckTextReport.errors(for: result)
            if !errors.isEmpty { StandardStreams.writeError(errors) }
        }
        if let signal = interruption.received {
            // The report is written whole or not at all: a file there keeps what it held.
            let kept = reportFile.map { "; the report \($0.path) was not written" } ?? ""
            throw ScenarioCommandSupport.interrupted("check", by: signal, keeping: ", after \(results.count) of \(jobsToRun.count) scenarios" + kept)
        }
        let status = results.map(\.status.exitStatus).max() ?? 0
        printText(CheckTextReport.summary(results) + "\n", from: "the summary line")

        let document: String? = switch format {
        case .junit: JUnitReport.document(results, seconds: Date().timeIntervalSince(started))
        case .json: JSONCheckReport.document(results, exitStatus: status)
        case .text, .github: nil
        }
        if let document {
            if let reportFile {
                do { try reportFile.write(document) } catch {
                    ScenarioCommandSupport.printError("\(error); the report was not written (a file there keeps what it held)")
                    throw ExitCode(ScenarioCommandSupport.wrongInput)
                }
            } else {
                try StandardOutput.write(document, lost: "the report was not written whole")
            }
        }
        if let textLost {
            ScenarioCommandSupport.printError(textLost)
            throw ExitCode(max(status, 1))
        }
        if status != 0 { throw ExitCode(status) }
    }
}
