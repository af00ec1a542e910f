import ArgumentParser
import Foundation
import EventLog
import SandboxKit
import Scenario

/// How `sandbox` starts: a mistyped subcommand gets a "did you mean" (`sandbox tarce x.swift` would
/// otherwise reach the window command as two unexpected arguments), and a command line ArgumentParser
/// rejects exits with status 2 ("the command line is wrong", as the scenario commands document), not
/// its default 64.
///
/// Every way out goes through `exit(_:)`, which checks what `print` left in standard output's buffer:
/// `sandbox --help > /dev/full` or a full disk under `--stats` is an error, not exit 0. Messages go to
/// standard error through `StandardStreams`, which cannot trap as `FileHandle.write` does when stderr
/// is unwritable.
@MainActor
enum CommandLineEntry {
    static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        if let message = unknownSubcommand(arguments) {
            StandardStreams.writeError("Error: \(message)\n")
            exit(2)
        }
        if let message = dashedFileName(arguments) {
            StandardStreams.writeError("Error: \(message)\n")
            exit(2)
        }
        do {
            var command = try SandboxCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            let code = SandboxCommand.exitCode(for: error)
            let message = SandboxCommand.fullMessage(for: error)
            if code.rawValue == ExitCode.validationFailure.rawValue {
                StandardStreams.writeError(oneLine(message, arguments) + "\n")
                exit(2)
            }
            // As ArgumentParser's own exit(withError:): help and the version to standard output, the
            // rest to standard error; an ExitCode a command threw has said what it had to already.
            if code.isSuccess {
                if !message.isEmpty { print(message) }
            } else if !message.isEmpty {
                StandardStreams.writeError(message + "\n")
            }
            exit(code.rawValue)
        }
    }

    /// Ends the process with `status`, or with 1 (and a line saying so) when standard output's buffer
    /// cannot be written: a failed `print` would otherwise be exit 0.
    static func exit(_ status: Int32) -> Never {
        if fflush(CStandardOutput.stream) != 0 || ferror(CStandardOutput.stream) != 0 {
            let reason = OutputFileError(path: "standard output", what: "the output", problem: OutputFile.describe(errno))
            StandardStreams.writeError("\(reason); what was printed last is lost\n")
            Foundation.exit(status == 0 ? 1 : status)
        }
        Foundation.exit(status)
    }

    /// The options of every command that take a value: the argument after one is its value, refused (or
    /// not) by that option's own rule. After anything else, an unknown `--name` included, a dashed word is
    /// a file name (ArgumentParser would find `-h` in it).
    static let valueOptions: Set<String> = [
        "--timeout", "--compile-timeout", "--memory-limit", "--jobs", "--shard", "--format", "--output", "--expect",
        "--profile", "--target", "--swift-version", "--default-isolation", "--log", "--chrome-trace", "--screenshots",
        "--size", "--screenshot", "--slow", "--demo", "--record", "--threads", "--device-demo", "--fault", "--fault-after",
        "--generate-completion-script", "--device", "--drive", "--appearance", "--text-size", "--data",
    ]

    static func takesValue(_ argument: String) -> Bool { valueOptions.contains(argument) }

    /// A command line that is wrong is said in one line, as every other refusal is (a script's log shows
    /// the reason, not a usage screen): ArgumentParser's first line (`Error: Unknown option '--bogus'`),
    /// then where the options are listed.
    static func oneLine(_ message: String, _ arguments: [String]) -> String {
        let first = message.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map(String.init) ?? "Error: the command line is wrong"
        let command = arguments.first.flatMap { subcommandNames.contains($0) && $0 != "help" ? "sandbox \($0)" : nil } ?? "sandbox"
        let line = first.hasPrefix("Error:") ? first : "Error: \(first)"
        return line + (line.hasSuffix(".") || line.hasSuffix("?") ? "" : ".") + " See '\(command) --help'."
    }

    /// The visible subcommands' names (and `help`).
    static var subcommandNames: [String] {
        SandboxCommand.configuration.subcommands.map { $0.configuration }.filter(\.shouldDisplay).compactMap(\.commandName) + ["help"]
    }

    /// A message when the first argument looks like a subcommand but is none: the window command takes
    /// no positional arguments, so a first word that is not an option is a mistyped command.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        guard let first = arguments.first, !first.hasPrefix("-"), !first.isEmpty else { return nil }
        let all = SandboxCommand.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard !all.contains(first) else { return nil }
        if let near = Spelling.nearest(to: first, in: subcommandNames) {
            return "unknown command '\(first)'; did you mean '\(near)'?"
        }
        return "unknown command '\(first)'; the commands are \(subcommandNames.filter { $0 != "help" }.joined(separator: ", "))"
    }

    /// A message when an argument before `--` starts with one dash and is not `-h` or `-`:
    /// ArgumentParser reads `-k05-dash.swift` as a group of short flags, and the `h` among them asks for
    /// help, so `sandbox check -k05-dash.swift` printed help and exited 0 having checked nothing. The only
    /// short option is `-h`, so such an argument is a file named with a leading dash (or a typo). The
    /// value of an option that takes one is that option's (`--timeout -1`, `--size -4x4` are refused by
    /// their own rules), and so is a negative number.
    static func dashedFileName(_ arguments: [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), !argument.hasPrefix("--"), argument.count >= 2, argument != "-h", Double(argument) == nil else { continue }
            // The value of the option before it (`--size -4x4`), which that option's own rule refuses.
            if index > 0, takesValue(arguments[index - 1]) { continue }
            let command = arguments.first.flatMap { first in subcommandNames.contains(first) ? "sandbox \(first)" : nil } ?? "sandbox"
            return "'\(argument)' is not an option; to name a file that starts with '-', put it after '--' (\(command) -- \(argument)) or write ./\(argument)"
        }
        return nil
    }
}
