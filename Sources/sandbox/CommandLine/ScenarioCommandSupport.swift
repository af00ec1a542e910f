import ArgumentParser
import DeviceLink
import Foundation
import EventLog
import SandboxKit
import Scenario

/// What the scenario commands share: compiling a file into a device run, running it, and reporting
/// errors and the checker's findings on stderr, as a compiler does (`file.swift:12:5: error: …`).
enum ScenarioCommandSupport {
    /// Exit statuses of the headless commands: 1 a trace differs, 2 the scenario or the command line is
    /// wrong (it does not build), 3 the scenario crashed or timed out.
    static let differs: Int32 = 1, wrongInput: Int32 = 2, crashed: Int32 = 3

    /// The name messages give a scenario read from standard input (`-`), as the Swift compiler does.
    static let standardInputName = "<stdin>"

    /// What standard input gave (`-`), read to its end and refused beyond the size limit, in a private
    /// temporary file the caller removes once the scenario has been read.
    static func standardInputScenario() throws -> PrivateTemporaryFile {
        let data = FileHandle.standardInput.readData(ofLength: ScenarioFile.maximumSize + 1)
        guard data.count <= ScenarioFile.maximumSize else {
            throw ScenarioError(file: standardInputName, message: "the scenario is larger than \(ScenarioFile.maximumSize) bytes")
        }
        return try PrivateTemporaryFile(named: "stdin.swift", contents: data)
    }

    /// Compiles the scenario (or finds it in the cache) for a device run; a file that cannot be read or
    /// does not build is reported (the compiler's own text) and ends the command with status 2.
    /// `interruption` stops the compile (and the run, unless the caller sets its own `shouldStop`).
    static func makeDeviceRun(_ path: String, profile: LifecycleProfile, options: ScenarioDeviceOptions, model: DeviceModelOption,
                              language: LanguageSettings, target: String?, drive: String? = nil, data: String? = nil,
                              interruption: InterruptSignals) throws -> ScenarioDeviceRun {
        // The command ends what a crashed device leaves (every child of its own comes from DeviceSpawn).
        ProcessTree.adoptOrphans()
        do {
            // The run reads the file when it is made; a copy of standard input is gone right after.
            let input = path == "-" ? try standardInputScenario() : nil
            defer { input?.remove() }
            let run = try ScenarioDeviceRun(path: input?.path ?? path, displayName: path == "-" ? standardInputName : nil,
                                            language: language, target: target, drive: drive, compileLimit: options.compileTimeout, shouldStop: { interruption.received != nil })
            run.profile = profile
            run.timeout = options.timeout
            run.memoryLimit = options.memoryLimit
            run.deviceModel = model.model
            run.deviceAppearance = model.style
            run.deviceTextSize = model.category
            run.container = data.map { AppContainer(root: URL(fileURLWithPath: $0, isDirectory: true)) }
            run.shouldStop = { interruption.received != nil }
            return run
        } catch let e as ScenarioError {
            printError(e.description)
            throw ExitCode(wrongInput)
        } catch ScenarioCompiler.Failure.diagnostics(let text) {
            StandardStreams.writeError(text)
            throw ExitCode(wrongInput)
        } catch ScenarioCompiler.Failure.setup(let text) {
            if let signal = interruption.received { throw interrupted(path, by: signal) }
            printError("\(path): error: \(text)")
            throw ExitCode(wrongInput)
        }
    }

    /// Why `path` cannot be a scenario or an app at all, in the words the other commands use (`cannot
    /// read the file (No such file or directory)`), or nil: it is missing or cannot be read, or is
    /// neither a regular file nor a folder.
    static func unusableInput(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return "cannot read the file (\(String(cString: strerror(errno))))" }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            guard access(path, R_OK | X_OK) == 0 else { return "cannot read the folder (\(String(cString: strerror(errno))))" }
        case S_IFREG:
            let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard fd >= 0 else { return "cannot read the file (\(String(cString: strerror(errno))))" }
            close(fd)
        default:
            return "this is not a regular file (a device, pipe or socket)"
        }
        return nil
    }

    /// Says the command was interrupted and gives its exit status (128 + the signal, as a shell does).
    static func interrupted(_ path: String, by signal: Int32, keeping what: String = "") -> ExitCode {
        printError("\(path): interrupted by \(InterruptSignals.name(signal))\(what)")
        return ExitCode(128 + signal)
    }

    /// Runs the device to its end; reports the findings and, after a crash or timeout, how it ended.
    /// Returns whether it ended normally.
    static func finish(_ run: ScenarioDeviceRun) throws -> Bool {
        do { try run.run() } catch ScenarioCompiler.Failure.setup(let text) {
            printError("\(run.fileName): error: \(text)")
            throw ExitCode(wrongInput)
        }
        for line in run.findingLines { printError(line) }
        if !run.outcome.isInterruption, let message = run.endMessage { printError(message) }
        return run.outcome.isSuccess
    }

    /// One line on stderr (`StandardStreams.writeError`: a failure to print it does not trap).
    static func printError(_ text: String) {
        StandardStreams.writeError(text + "\n")
    }
}
