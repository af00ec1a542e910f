import ArgumentParser
import Foundation
import Scenario

/// How `sandbox` starts: a mistyped subcommand gets a "did you mean" (`sandbox tarce x.swift` would
/// otherwise reach the window command as two unexpected arguments), and a command line ArgumentParser
/// rejects exits with status 2 ("the command line is wrong", as the scenario commands document), not
/// its default 64.
enum CommandLineEntry {
    static func main(_ arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        if let message = unknownSubcommand(arguments) {
            FileHandle.standardError.write(Data("Error: \(message)\n\(SandboxCommand.usageString())\n".utf8))
            exit(2)
        }
        do {
            var command = try SandboxCommand.parseAsRoot(arguments)
            try command.run()
            exit(0)
        } catch {
            if SandboxCommand.exitCode(for: error).rawValue == ExitCode.validationFailure.rawValue {
                FileHandle.standardError.write(Data((SandboxCommand.fullMessage(for: error) + "\n").utf8))
                exit(2)
            }
            SandboxCommand.exit(withError: error)
        }
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
}
